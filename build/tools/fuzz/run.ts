/**
 * The content fuzzer's property, for each random edit of the real content (build/tools/fuzz/edits.ts):
 * EITHER the check fails and names the edited file at a line within one of the edit (for an edit
 * of a whole file: names the file), OR the check passes and the pages the edited file makes render
 * with every invariant holding. The content is read through an overlay (the disk with the edit
 * in memory, build/stages/load.ts), and the check and rendering run in this process: the real
 * pipeline, at a fraction of a build's cost.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { check, type Paths } from '../../pipeline.ts';
import { compileSchemas } from '../../stages/compile-schemas.ts';
import { allContentTypes } from '../../content-folders.ts';
import { listPictures, memoryParseCache, overlayReader } from '../../stages/load.ts';
import { hasErrors, type Problem } from '../../problems.ts';
import { planImages } from '../../stages/images.ts';
import { createRenderer } from '../../stages/render.ts';
import { linkTargets } from '../../link-targets.ts';
import { brokenLinks } from '../../stages/rendered-links.ts';
import { outputFile } from '../../routes.ts';
import { scanPage } from '../../verify/scan.ts';
import { missingTexts, requiredTexts } from '../../verify/required-text.ts';
import type { Assets } from '../../../src/components/Document.tsx';
import { editSeed, makeEdit, type Edit } from './edits.ts';
import { siteRegistry } from '../../../src/collections.ts';

export interface Escape {
  index: number;
  seed: number;
  edit: Edit;
  /** What the property found. */
  reason: string;
  problems: Problem[];
}

export interface FuzzResult {
  edits: number;
  failedCheck: number;
  passedAndRendered: number;
  escapes: Escape[];
  cpuMs: number;
}

/** Content files (relative to displayRoot) the fuzzer edits: every YAML and Markdown file. */
function contentFiles(paths: Paths): string[] {
  return (readdirSync(paths.content, { recursive: true }) as string[])
    .filter((f) => /\.(ya?ml|md)$/.test(f))
    .map((f) => relative(paths.displayRoot, join(paths.content, f)))
    .sort();
}

/**
 * The asset URLs pages link to, as names only: the fuzzer checks each page's own part (inside
 * <main>), where no asset is linked, and must not read dist/ (the build step may be writing it).
 */
const ASSETS: Assets = { css: '/assets/site.css', js: '/assets/site.js', islands: {}, font: '/assets/inter.woff2', themeScript: '' };

/** Text a visitor would see that only a value of the wrong type prints. */
const TYPE_LEAKS = [/>\s*undefined\s*</, /\[object Object\]/, />\s*NaN\s*</, />\s*null\s*</];

export interface FuzzContext {
  paths: Paths;
  validators: ReturnType<typeof compileSchemas>;
  parseCache: ReturnType<typeof memoryParseCache>;
  assets: Assets;
  pictures: string[];
}

export function fuzzContext(paths: Paths): FuzzContext {
  return {
    paths,
    validators: compileSchemas(paths.schemas, join(paths.root, '.cache'), allContentTypes),
    parseCache: memoryParseCache(),
    assets: ASSETS,
    pictures: listPictures(paths.images),
  };
}

export type Outcome =
  | { kind: 'failed-at-edit'; problems: Problem[] }
  | { kind: 'built'; pages: number }
  | { kind: 'escape'; reason: string; problems: Problem[] };

/** The property for one edit: the check fails at the edit, or passes and the edited file's pages build with every invariant. */
export async function tryEdit(ctx: FuzzContext, edit: Edit): Promise<Outcome> {
  const { paths } = ctx;
  const abs = (file: string) => join(paths.displayRoot, file);
  const changes = new Map<string, string | null>();
  let edited = edit.file;
  if (edit.kind === 'text') changes.set(abs(edit.file), edit.text);
  else if (edit.kind === 'delete') changes.set(abs(edit.file), null);
  else {
    edited = join(dirname(edit.file), edit.to);
    changes.set(abs(edit.file), null);
    changes.set(abs(edited), readFileSync(abs(edit.file), 'utf8'));
  }
  let checked: Awaited<ReturnType<typeof check>>;
  try {
    checked = await check(paths, { validators: ctx.validators, parseCache: ctx.parseCache, reader: overlayReader(changes) });
  } catch (error) {
    return { kind: 'escape', reason: `the check threw: ${(error as Error).stack ?? error}`, problems: [] };
  }
  const errors = checked.problems.filter((p) => p.severity === 'error');
  if (errors.length > 0) {
    const name = basename(edit.file).replace(/\.\w+$/, '');
    const named = edit.kind === 'text'
      ? errors.some((p) => p.file === edit.file && p.line >= edit.lines[0] - 1 && p.line <= edit.lines[1] + 1)
      : errors.some((p) => p.file === edit.file || p.file === edited || p.message.includes(name) || p.message.includes(basename(edited)));
    if (named) return { kind: 'failed-at-edit', problems: errors };
    // A deleted required field has no line: the check names it where the schema's order of fields
    // puts it, which is the deleted line's place only when the file keeps that order. The
    // property accepts the field named as missing in the edited file when the edit removed it.
    if (edit.kind === 'text') {
      const keys = (text: string, name: string) => text.split('\n').filter((l) => new RegExp(`^\\s*(- +)?${name.replace(/[.$]/g, '\\$&')}:`).test(l)).length;
      const original = readFileSync(abs(edit.file), 'utf8');
      const removed = errors.some((p) => p.file === edit.file && p.code === 'schema-required' && keys(edit.text, String(p.args?.name)) < keys(original, String(p.args?.name)));
      if (removed) return { kind: 'failed-at-edit', problems: errors };
    }
    const where = edit.kind === 'text' ? `${edit.file}:${edit.lines[0]}${edit.lines[1] !== edit.lines[0] ? `-${edit.lines[1]}` : ''}` : edit.file;
    return { kind: 'escape', reason: `the check fails, but not at ${where}`, problems: errors };
  }
  if (!checked.content || !checked.table) return { kind: 'escape', reason: 'the check passed without assembling the content', problems: checked.problems };
  // The check passed: the pages the edited file makes must build, and hold the invariants.
  try {
    const { content, table } = checked;
    const plan = await planImages({ content, table, sources: checked.sources, root: paths.root, imagesDir: paths.images, cacheDir: join(paths.cache, 'images'), workers: 1, checked: checked.images, registry: siteRegistry });
    if (hasErrors(plan.problems)) return { kind: 'escape', reason: 'the check passed but the images stage failed', problems: plan.problems };
    const renderer = createRenderer({ content, table, registry: siteRegistry, assets: ctx.assets, socialImage: plan.social, covers: plan.covers });
    const targets = linkTargets(table, [...table.routes.map((r) => `/${outputFile(r.path)}`), ...ctx.pictures, ...plan.paths.map((p) => `/${p}`)]);
    const routes = table.routes.filter((r) => r.source === edited);
    const found: string[] = [];
    // The build's own output invariants (build/stages/verify.ts) on each page: markup shown as
    // text, empty text, malformed or unsafe addresses, fragments of the same page, required texts.
    const expected = requiredTexts({ routes }, checked.sources, paths.schemas);
    for (const route of routes.length ? routes : table.routes.slice(0, 1)) {
      const page = renderer.render(route);
      const scanned = scanPage(page.main, page.path, page.source);
      for (const f of scanned.findings) found.push(`${page.path}: ${f.kind} "${f.shown}"`);
      for (const m of missingTexts(page.html, expected[page.path])) found.push(`${page.path}: required text of ${m.field} not shown`);
      const ids = new Set(scanned.ids);
      for (const link of scanned.fragments) if (link.page === page.path && !ids.has(link.id) && !page.html.includes(`id="${link.id}"`)) found.push(`${page.path}: fragment ${link.href} has no target`);
      for (const b of brokenLinks(page.main, page.path, page.source, targets)) found.push(`${page.path}: broken link to ${b.target}`);
      const prose = page.html.replace(/<(code|pre|script|style)\b[\s\S]*?<\/\1>/g, '');
      for (const leak of TYPE_LEAKS) if (leak.test(prose)) found.push(`${page.path}: shows ${leak.source}`);
    }
    renderer.done();
    if (found.length) return { kind: 'escape', reason: `the check passed but the built pages break: ${found.slice(0, 3).join('; ')}`, problems: [] };
    return { kind: 'built', pages: routes.length || 1 };
  } catch (error) {
    return { kind: 'escape', reason: `the check passed but the build threw: ${(error as Error).stack?.split('\n').slice(0, 3).join(' ') ?? error}`, problems: [] };
  }
}

export async function fuzz(paths: Paths, options: { seed: number; edits: number; only?: number; log?: (line: string) => void }): Promise<FuzzResult> {
  const started = process.cpuUsage();
  const log = options.log ?? (() => {});
  const ctx = fuzzContext(paths);
  const files = contentFiles(paths);
  const read = (file: string) => readFileSync(join(paths.displayRoot, file), 'utf8');
  const result: FuzzResult = { edits: 0, failedCheck: 0, passedAndRendered: 0, escapes: [], cpuMs: 0 };
  const indexes = options.only !== undefined ? [options.only] : [...Array(options.edits).keys()];
  for (const index of indexes) {
    const seed = editSeed(options.seed, index);
    const edit = makeEdit(seed, files, read);
    result.edits++;
    const outcome = await tryEdit(ctx, edit);
    if (outcome.kind === 'failed-at-edit') result.failedCheck++;
    else if (outcome.kind === 'built') result.passedAndRendered++;
    else {
      result.escapes.push({ index, seed, edit, reason: outcome.reason, problems: outcome.problems });
      log(`escape: edit ${index} (${edit.what}): ${outcome.reason}`);
    }
  }
  const cpu = process.cpuUsage(started);
  result.cpuMs = (cpu.user + cpu.system) / 1000;
  return result;
}
