/**
 * The check of one entry before the editor saves it: the steps of `checkContent`
 * (build/pipeline.ts) with the same modules — parse, the schema's validator, then the
 * cross-file rules, technology names and links — over the site's content as the build saw it
 * (the snapshot the admin stage writes) with the edited file in place of its old version. Only
 * the edited file's problems are returned: the others were checked by the build.
 */
import { existsSync } from 'node:fs';
import { parseSource, type SourceFile } from '../../build/stages/load.ts';
import { validateSources, type Validators } from '../../build/stages/validate.ts';
import { assembleContent } from '../../build/stages/assemble.ts';
import { buildRouteTable } from '../../build/routes.ts';
import { checkCrossReferences } from '../../build/stages/crossref.ts';
import { checkTechnologyNames, checkTechnologySlugs } from '../../build/stages/references.ts';
import { imageRoutes, linkTargets } from '../../build/link-targets.ts';
import { checkContentLinks } from '../../build/stages/content-links.ts';
import { checkWritten, linkToScheduled } from '../../build/stages/written.ts';
import { contentTypes, type ContentType } from '../../build/content-folders.ts';
import { hasErrors, type Problem } from '../../build/problems.ts';
import type { Registry } from '../content/definition.ts';
import type { Content } from '../content/model.ts';
import type { RouteTable } from '../../build/routes.ts';

/** The content as the build read it: every file's text, by its path and content type (`key`). */
export interface ContentSnapshot {
  files: { file: string; type: string; text: string }[];
}

export interface EditedFile {
  /** `content/portfolio/x.yaml`. */
  file: string;
  /** The content type's key (the registry's name). */
  type: string;
  text: string;
}

export interface CheckedEntry {
  problems: Problem[];
  /** The content with the edit, when the edited file is sound (the preview renders from it). */
  content?: Content;
  table?: RouteTable;
}

/** Folder where the check looks for images (crossref's `imagesDir`), as the editor's file table names it. */
export const IMAGES_DIR = '/content/images';

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
  const cross = [
    ...checkCrossReferences({ content, sources: sound, table, imagesDir: IMAGES_DIR, registry }),
    ...checkTechnologyNames(content, sound),
    ...checkTechnologySlugs(content, sound),
    // Pictures are checked as pictures, as `npm run check` does: the site's and those uploaded in this session.
    ...checkContentLinks(sound, linkTargets(table, imageRoutes(sound)), content.site.origin, { exists: (served) => existsSync(IMAGES_DIR + served.slice('/images'.length)) }),
  ].filter((p) => p.file === edited.file).map((p) => linkToScheduled(p, all, scheduled));
  return { problems: [...problems, ...cross], content, table };
}
