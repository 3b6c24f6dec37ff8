/**
 * The check of one entry before the editor saves it: the steps of `checkContent`
 * (build/pipeline.ts) with the same modules — parse, the schema's validator, then the
 * cross-file rules, technology names and links — over the site's content as the build saw it
 * (the snapshot the admin stage writes: the files' texts and the facts the checks take, pictures
 * and icon names) with the edited file in place of its old version. Only the edited file's
 * problems are returned: the others were checked by the build. Nothing here reads a file.
 */
import { parseSource, type SourceFile } from '../../build/stages/parse.ts';
import { validateSources, type Validators } from '../../build/stages/validate.ts';
import { assembleContent } from '../../build/stages/assemble.ts';
import { buildRouteTable } from '../../build/routes.ts';
import { checkCrossReferences, pictureContext, type CheckFacts } from '../../build/stages/crossref.ts';
import { checkTechnologyNames, checkTechnologySlugs } from '../../build/stages/references.ts';
import { imageRoutes, linkTargets } from '../../build/link-targets.ts';
import { checkContentLinks } from '../../build/stages/content-links.ts';
import { checkWritten, linkToScheduled } from '../../build/stages/written.ts';
import { contentTypes, type ContentType } from '../../build/content-folders.ts';
import { hasErrors, type Problem } from '../../build/problems.ts';
import type { Registry } from '../content/definition.ts';
import type { Content } from '../content/model.ts';
import type { RouteTable } from '../../build/routes.ts';

/** The content as the build read it: every file's text, by its path and content type (`key`), and the checks' facts. */
export interface ContentSnapshot {
  files: { file: string; type: string; text: string }[];
  facts: CheckFacts;
}

export interface EditedFile {
  /** `content/portfolio/x.yaml`. */
  file: string;
  /** The content type's key (the registry's name). */
  type: string;
  text: string;
  /** Pictures the editor has that the snapshot has not (uploaded while editing), as served paths (`/images/…`). */
  uploaded?: readonly string[];
}

export interface CheckedEntry {
  problems: Problem[];
  /** The content with the edit, when the edited file is sound (the preview renders from it). */
  content?: Content;
  table?: RouteTable;
}

/** The snapshot's files parsed once (the preview checks on every keystroke). */
const parsed = new WeakMap<ContentSnapshot, SourceFile[]>();
/** The snapshot's scheduled articles (dated after today), which the site leaves out as the build does. */
const scheduledIn = new WeakMap<ContentSnapshot, Set<string>>();

export function checkEntry(snapshot: ContentSnapshot, edited: EditedFile, validators: Validators, registry: Registry): CheckedEntry {
  const types = new Map<string, ContentType>(contentTypes(registry).allContentTypes.map((t) => [t.key, t]));
  const parse = (f: EditedFile) => parseSource(types.get(f.type)!, f.file, f.text);
  const own = parse(edited);
  if (!own.source) return { problems: own.problems };
  // Blank texts, unclosed notes, impossible dates; a later date is said (scheduled) as the build says it.
  const today = new Date().toISOString().slice(0, 10);
  const written = checkWritten([own.source], today);
  const problems = [...own.problems, ...written.problems, ...validateSources([own.source], validators).filter((p) => !written.fields.has(`${p.file}|${p.field}`))];
  if (hasErrors(problems)) return { problems };
  let all = parsed.get(snapshot);
  if (!all) parsed.set(snapshot, (all = snapshot.files.map((f) => parse(f).source).filter((s): s is SourceFile => s !== undefined)));
  let scheduled = scheduledIn.get(snapshot);
  if (!scheduled) scheduledIn.set(snapshot, (scheduled = checkWritten(all, today).scheduled));
  // The edited file stays in, scheduled or not, so its preview renders.
  const others = all.filter((s) => s.file !== edited.file && !scheduled.has(s.file));
  const sound = [...others, own.source];
  const content = assembleContent(sound, registry);
  const table = buildRouteTable(content, registry);
  // Pictures are checked as pictures, as `npm run check` does: the site's and those uploaded in this session.
  const facts = edited.uploaded?.length ? { ...snapshot.facts, pictures: [...snapshot.facts.pictures, ...edited.uploaded] } : snapshot.facts;
  const cross = [
    ...checkCrossReferences({ content, sources: sound, table, facts, registry }),
    ...checkTechnologyNames(content, sound),
    ...checkTechnologySlugs(content, sound),
    ...checkContentLinks(sound, linkTargets(table, imageRoutes(sound)), content.site.origin, pictureContext(facts)),
  ].filter((p) => p.file === edited.file).map((p) => linkToScheduled(p, all, scheduled));
  return { problems: [...problems, ...cross], content, table };
}
