/**
 * The build as a straight pipeline: load → validate → assemble → routes → cross-check → links,
 * then (for a build) render → write → check output. Each stage is a module with plain inputs and
 * outputs; the content types come from a registry (src/collections.ts by default).
 */
import { join } from 'node:path';
import { loadContent } from './stages/load.ts';
import { compileSchemas, validateSources, type Validators } from './stages/validate.ts';
import { assembleContent } from './stages/assemble.ts';
import { checkCrossReferences } from './stages/crossref.ts';
import { checkContentLinks, linkTargets } from './stages/links.ts';
import { buildRouteTable, type RouteTable } from './routes.ts';
import { contentTypes } from './content-types.ts';
import { unfilledFields, unfilledKey } from './stages/unfilled.ts';
import { siteRegistry } from '../src/collections.ts';
import type { Registry } from '../src/content/collection.ts';
import { hasErrors, type Problem } from './problems.ts';
import type { Content } from '../src/content/model.ts';
import type { SourceFile } from './stages/load.ts';

export interface Paths {
  /** The project: where src/ and templates/ live. */
  root: string;
  /** File names in messages are shown relative to this (the content folder's parent). */
  displayRoot: string;
  content: string;
  schemas: string;
  images: string;
  dist: string;
  /** Where images and highlighted code are cached between builds; .cache/ by default. (Compiled validators stay in the project's .cache/: their code requires ajv from node_modules.) */
  cache: string;
}

export function projectPaths(root: string, overrides: Partial<Paths> = {}): Paths {
  const content = overrides.content ?? join(root, 'content');
  return {
    root,
    displayRoot: overrides.displayRoot ?? root,
    content,
    schemas: overrides.schemas ?? join(root, 'schemas'),
    images: overrides.images ?? join(content, 'images'),
    dist: overrides.dist ?? join(root, 'dist'),
    cache: overrides.cache ?? join(root, '.cache'),
  };
}

export interface CheckResult {
  problems: Problem[];
  content?: Content;
  table?: RouteTable;
  sources: SourceFile[];
  timings: Record<string, number>;
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
}

/**
 * The content files' checks, without reading images: the server and the tests use it.
 * Syntax and schemas first; the cross-file rules and links only on files of the right shape.
 */
export function checkContent(paths: Paths, options: CheckOptions = {}): CheckResult {
  const { registry = siteRegistry, timer = new Timer() } = options;
  const types = contentTypes(registry);
  const loaded = loadContent(paths.content, paths.displayRoot, types);
  timer.lap('load');
  const unfilled = unfilledFields(loaded.files, paths.schemas);
  const schemaProblems = validateSources(loaded.files, options.validators ?? compileSchemas(paths.schemas, join(paths.root, '.cache'), types.allContentTypes))
    .filter((p) => !unfilled.fields.has(unfilledKey(p.file, p.field)));
  timer.lap('validate');
  const problems = [...loaded.problems, ...unfilled.problems, ...schemaProblems];
  // Cross-file rules only make sense on files of the right shape; report those first.
  if (hasErrors(problems)) return { problems, sources: loaded.files, timings: timer.timings };
  const content = assembleContent(loaded.files, registry);
  const table = buildRouteTable(content, registry);
  timer.lap('routes');
  problems.push(...checkCrossReferences({ content, sources: loaded.files, table, imagesDir: paths.images, registry }));
  problems.push(...checkContentLinks(loaded.files, linkTargets(table, imageRoutes(loaded.files))));
  timer.lap('crossref');
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
  result.problems.push(...(await checkImageFiles(result.sources, paths.images, join(paths.cache, 'images'))).problems);
  options.timer?.lap('images check');
  return result;
}

/** Image paths named in content count as link targets; their existence is checked by crossref. */
function imageRoutes(files: SourceFile[]): string[] {
  const out: string[] = [];
  const visit = (v: unknown): void => {
    if (typeof v === 'string') {
      if (v.startsWith('/images/')) out.push(v);
    } else if (Array.isArray(v)) v.forEach(visit);
    else if (v && typeof v === 'object') Object.values(v).forEach(visit);
  };
  files.forEach((f) => visit(f.data));
  return out;
}
