/**
 * The build as a straight pipeline: load → validate → assemble → routes → cross-check → links,
 * then (for a build) render → write → check output. Each stage is a module with plain inputs and
 * outputs; the content types come from a registry (src/collections.ts by default).
 */
import { join } from 'node:path';
import { gatherFacts, loadContent, memoryParseCache, openParseCache, overlayReader, diskReader, type ContentReader } from './stages/load.ts';
import type { ParseCache, ParseSource } from './stages/parse.ts';
import { proveHints } from './errors/prove.ts';
import { errorByCode } from './errors/catalogue.ts';
import { codeCacheDir } from '../src/lib/code-cache.ts';
import { validateSources, type Validators } from './stages/validate.ts';
import { compileSchemas } from './stages/compile-schemas.ts';
import { assembleContent } from './stages/assemble.ts';
import { checkCrossReferences, pictureContext } from './stages/crossref.ts';
import { imageRoutes, linkTargets } from './link-targets.ts';
import { checkContentLinks } from './stages/content-links.ts';
import { checkTechnologyNames, checkTechnologySlugs } from './stages/references.ts';
import { buildRouteTable, type RouteTable } from './routes.ts';
import { contentTypes } from './content-folders.ts';
import { unfilledFields, unfilledKey } from './stages/unfilled.ts';
import { schemaReaderIn } from './schema-files.ts';
import { checkWritten, linkToScheduled } from './stages/written.ts';
import { buildDate } from './build-date.ts';
import { checkSvgFiles } from './images/svg.ts';
import { siteRegistry } from '../src/collections.ts';
import type { Registry } from '../src/content/definition.ts';
import { hasErrors, type Problem } from './problems.ts';
import type { Content } from '../src/content/model.ts';
import type { SourceFile } from './stages/parse.ts';
import type { ImageCheck } from './images/probe.ts';
import type { ContentType } from './content-folders.ts';

// Where a build reads and writes: its own module, so commands that only need the paths (the
// up-to-date check, build/up-to-date.ts) load nothing of the pipeline.
export { projectPaths, type Paths } from './paths.ts';
import type { Paths } from './paths.ts';

export interface CheckResult {
  problems: Problem[];
  content?: Content;
  table?: RouteTable;
  sources: SourceFile[];
  timings: Record<string, number>;
  /** The images content names, read once by `check` (the images stage reuses them). */
  images?: ImageCheck;
}

export class Timer {
  readonly timings: Record<string, number> = {};
  private last = performance.now();
  lap(stage: string): void {
    const now = performance.now();
    this.timings[stage] = (this.timings[stage] ?? 0) + (now - this.last);
    this.last = now;
  }
}

export interface CheckOptions {
  /** Compiled schemas, when the caller keeps them between builds. */
  validators?: Validators;
  timer?: Timer;
  /** The content types; the site's (src/collections.ts) when absent. */
  registry?: Registry;
  /** The day the site is built for (YYYY-MM-DD): articles dated later are scheduled. `BUILD_DATE` or today when absent. */
  today?: string;
  /** Where content files are read from: the disk, or the disk with some files changed (proofs, the fuzzer). */
  reader?: ContentReader;
  /** Parse cache to use instead of the one in .cache/ (proofs and the fuzzer keep one in memory). */
  parseCache?: ParseCache;
  /** How each file is parsed: the dev server keeps the results of files that did not change (`keptParse`). */
  parseSource?: ParseSource;
  /** Whether hints that name an edit are proven by checking the content with it applied (default true). */
  prove?: boolean;
}

/**
 * The content files' checks, without reading images: `check()` below, the tools and the tests use it
 * (the server reads what the build wrote instead, src/shared/server-site.ts).
 * Syntax and schemas first; the cross-file rules and links only on files of the right shape.
 */
export function checkContent(paths: Paths, options: CheckOptions = {}): CheckResult {
  const codeCache = codeCacheDir(paths.cache);
  const cache = options.parseCache ?? (codeCache ? openParseCache(join(codeCache, 'parsed-content.bin')) : memoryParseCache());
  // The command line, the dev server and the server check the site's own content types.
  const registry = options.registry ?? siteRegistry;
  const result = checkUnproven(paths, { ...options, registry, parseCache: cache });
  if (options.prove === false || !result.problems.some((p) => errorByCode(p.code)?.fixes)) return result;
  // Proofs check the content again with one edit each: validators and parsed files are reused.
  const validators = options.validators ?? compileSchemas(paths.schemas, join(paths.root, '.cache'), contentTypes(registry).allContentTypes);
  const parseCache: ParseCache = { get: (text) => cache.get(text), set: (text, data) => cache.set(text, data), save: () => {} };
  const reader = options.reader ?? diskReader;
  result.problems = proveHints(result.problems, {
    displayRoot: paths.displayRoot,
    reader,
    recheck: (changes) => checkUnproven(paths, { ...options, registry, validators, parseCache, reader: overlayReader(changes, reader), timer: new Timer() }).problems,
  });
  return result;
}

function checkUnproven(paths: Paths, options: CheckOptions & { registry: Registry }): CheckResult {
  const { registry, timer = new Timer() } = options;
  const types = contentTypes(registry);
  const loaded = loadContent(paths.content, paths.displayRoot, types, options.parseCache, options.reader, options.parseSource);
  timer.lap('load');
  const unfilled = unfilledFields(loaded.files, schemaReaderIn(paths.schemas));
  const written = checkWritten(loaded.files, options.today ?? buildDate());
  const schemaProblems = validateSources(loaded.files, options.validators ?? compileSchemas(paths.schemas, join(paths.root, '.cache'), types.allContentTypes))
    .filter((p) => !unfilled.fields.has(unfilledKey(p.file, p.field)) && !written.fields.has(unfilledKey(p.file, p.field)));
  timer.lap('validate');
  const problems = [...loaded.problems, ...unfilled.problems, ...written.problems, ...schemaProblems, ...checkSvgFiles(paths.images, paths.displayRoot)];
  // A file with errors drops out of the cross-file checks (their rules need files of the right
  // shape); every other file is still checked, so one run reports every problem.
  const failed = new Set(problems.filter((p) => p.severity === 'error').map((p) => p.file));
  const dropped = [...loaded.dropped, ...loaded.files.filter((f) => failed.has(f.file))];
  // A scheduled article is sound but not published yet: left out of every page, list, feed and index.
  const sound = loaded.files.filter((f) => !failed.has(f.file) && !written.scheduled.has(f.file));
  // Without site.yaml (header, footer, origin) there are no routes to check against.
  if (!sound.some((f) => f.type.key === 'site')) return { problems, sources: loaded.files, timings: timer.timings };
  const content = assembleContent(sound, registry);
  const facts = gatherFacts(paths.images);
  const table = buildRouteTable(content, registry);
  timer.lap('routes');
  const crossProblems = [
    ...checkCrossReferences({ content, sources: sound, table, facts, registry }),
    ...checkTechnologyNames(content, sound),
    ...checkTechnologySlugs(content, sound),
    ...checkContentLinks(sound, linkTargets(table, imageRoutes(sound)), content.site.origin, pictureContext(facts)),
  ];
  problems.push(...(dropped.length ? crossProblems.filter((p) => !followsFromDropped(p, dropped, registry)) : crossProblems).map((p) => linkToScheduled(p, loaded.files, written.scheduled)));
  timer.lap('crossref');
  if (dropped.length) return { problems, sources: loaded.files, timings: timer.timings };
  return { problems, content, table, sources: loaded.files, timings: timer.timings };
}

/**
 * `npm run check`, and the first step of every build (the dev server's too): the content
 * checks, then whether every image the content names can be read.
 */
export async function check(paths: Paths, options: CheckOptions = {}): Promise<CheckResult> {
  const result = checkContent(paths, options);
  if (hasErrors(result.problems)) return result;
  // Images are read with sharp, which is asynchronous; the rest of the check is not.
  const { checkImageFiles } = await import('./images/probe.ts');
  const images = await checkImageFiles(result.sources, paths.images, join(paths.cache, 'images'));
  result.problems.push(...images.problems);
  result.images = images;
  options.timer?.lap('images check');
  return result;
}

/**
 * Whether a cross-file problem may only be the consequence of a file left out: a link to the
 * route it would make, a reference to its name, the featured-article count of its folder.
 * Those are reported, if still true, once the file is fixed.
 */
function followsFromDropped(p: Problem, dropped: { type: ContentType; name: string }[], registry: Registry): boolean {
  const args = p.args ?? {};
  const names = new Set(dropped.map((d) => d.name));
  const lastSegment = (path: unknown) => String(path ?? '').split(/[?#]/)[0].replace(/\/+$/, '').split('/').pop() ?? '';
  const droppedFolder = (key: string) => dropped.some((d) => d.type.key === key);
  // A dropped file may have been the only one of its group (category): its group page is unknown.
  const isGroupPageOfDropped = (path: string) => registry.collections.some((c) => {
    const slug = lastSegment(path);
    return droppedFolder(c.name) && c.groups !== undefined && slug !== '' && c.groups.url(slug) === path.split(/[?#]/)[0].replace(/\/+$/, '');
  });
  switch (p.code) {
    case 'link-broken':
      return names.has(lastSegment(args.path)) || isGroupPageOfDropped(String(args.path));
    case 'link-own-origin':
    case 'link-relative':
      return !args.exists && names.has(lastSegment(args.fixed));
    case 'redirect-target':
      return names.has(lastSegment(args.to));
    case 'unknown-reference':
      return names.has(String(args.value));
    case 'featured-count':
      return droppedFolder('articles');
    case 'technology-typo':
    case 'technology-unknown':
      return droppedFolder('technologies');
    default:
      return false;
  }
}
