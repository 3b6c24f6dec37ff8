/**
 * The dev server's rebuild after a content edit, in its own process: the content is checked
 * again (validators kept), and only the routes whose HTML can change are rendered and written
 * (through the write stage). Only the saved files are read and parsed again: the texts of the
 * others, folder listings (build/dev/kept-content.ts) and parsed files (`keptParse`) are kept from
 * the previous rebuild; the checks across files run over all of them.
 *
 * Dependencies are recorded, not declared: each route is rendered with its content's fields
 * behind proxies, and every top-level field it reads (`portfolio/x.yaml#title`), every route it
 * reads (its own, for title and props), the list of routes (the sitemap page) and every cover is
 * noted as a key. After an edit the keys whose value changed are computed (fields of the
 * changed files, routes whose props or titles changed, covers); a route is rendered again when
 * it had read one of them. What is read outside a page — relations, the header and footer — is
 * one shared set: a change there renders every route. Added or removed files or routes, and
 * files that are not entries (site.yaml, redirects.yaml), go through a full build instead
 * (see build/dev.ts).
 */
import { existsSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { check, Timer, type CheckResult, type Paths } from '../pipeline.ts';
import { formatProblems, hasErrors, type Problem } from '../problems.ts';
import { sourceLines } from '../source-lines.ts';
import { keptContent } from './kept-content.ts';
import { keptParse, memoryParseCache } from '../stages/load.ts';
import { createWriter, type Writer } from '../stages/write.ts';
import { outputFile, type Route, type RouteTable } from '../routes.ts';
import { planImages, type ImagesPlan } from '../stages/images.ts';
import { createDrawPool } from '../images/pool.ts';
import { hostingFiles } from '../stages/hosting.ts';
import { isAdminSnapshot, refreshAdmin } from '../stages/admin.ts';
import { searchEntry, searchIndexFiles, type SearchEntry } from '../stages/search.ts';
import { type Validators } from '../stages/validate.ts';
import { compileSchemas } from '../stages/compile-schemas.ts';
import { allContentTypes } from '../content-folders.ts';
import { createBuildContext, createLayoutCache, renderRoute, type RenderInput } from '../../src/render/page.ts';
import type { BuildContext } from '../../src/components/context.ts';
import { createMarkdown } from '../../src/lib/markdown.ts';
import { renderToolsFromDisk } from '../../src/render/disk-tools.ts';
import { siteRegistry } from '../../src/collections.ts';
import type { MarkdownIt } from 'markdown-it';
import { readUnavailableDemos } from '../stages/link-health.ts';
import { keepRenderedMarkdown } from '../stages/render.ts';
import { scanPage, verifyOutput, type ScannedPage } from '../stages/verify.ts';
import { missingTexts, requiredTexts } from '../verify/required-text.ts';
import { documentHtml } from '../../src/components/Document.tsx';
import { currentNavItem } from '../../src/components/Header.tsx';
import { COVERS_MANIFEST, type ResponsiveImage } from '../../src/lib/images.ts';
import type { Assets } from '../../src/components/Document.tsx';
import type { Content } from '../../src/content/model.ts';

/** What one rebuild did: the error text for the page, or the pages it rewrote. */
export type Update =
  | { kind: 'error'; message: string }
  /** Something only a full build handles (files or routes added or removed, site-wide files). */
  | { kind: 'full' }
  | {
      kind: 'done';
      rendered: number;
      written: string[];
      ms: number;
      timings: Record<string, number>;
      /** Resolves with the picture files replaced in dist/ once the images stage has made them. */
      pictures: Promise<string[]>;
      /** Resolves with the editor's files (dist/admin/) rewritten after the pages (refreshAdmin). */
      editor: Promise<string[]>;
      /** Resolves with the site-wide files (search index, feed, sitemap, hosting files) rewritten after the pages. */
      siteFiles: Promise<string[]>;
    };

interface Snapshot {
  content: Content;
  table: RouteTable;
  /** Each file's parsed data, by file name (relative, as in messages). */
  data: Map<string, Record<string, unknown>>;
  /** Each file's YAML text and Markdown body: only files whose text changed are compared field by field. */
  texts: Map<string, readonly [string, string | undefined]>;
  /** Each route's title, description and props with entries by file name, by path. */
  routeKeys: Map<string, string>;
  routesList: string;
  covers: Map<string, string>;
  relations: string;
}

const CONTENT_FILE = /\.(ya?ml|md)$/;

// The recording in progress: keys read while rendering one route (or the shared parts).
let recording: Set<string> | undefined;

function trackData<T extends object>(data: T, file: string): T {
  return new Proxy(data, {
    get(target, prop, receiver) {
      if (recording && typeof prop === 'string') recording.add(`${file}#${prop}`);
      return Reflect.get(target, prop, receiver);
    },
    has(target, prop) {
      recording?.add(`${file}#*`);
      return Reflect.has(target, prop);
    },
    ownKeys(target) {
      recording?.add(`${file}#*`);
      return Reflect.ownKeys(target);
    },
  });
}

/** Any read of the object notes `key`. */
function trackWhole<T extends object>(value: T, key: string): T {
  return new Proxy(value, {
    get(target, prop, receiver) {
      recording?.add(key);
      return Reflect.get(target, prop, receiver);
    },
    ownKeys(target) {
      recording?.add(key);
      return Reflect.ownKeys(target);
    },
  });
}

/** Covers by id; a lookup notes the cover, a walk over all of them notes every cover. */
class TrackedCovers extends Map<string, ResponsiveImage> {
  override get(id: string) {
    recording?.add(`cover:${id}`);
    return super.get(id);
  }
  override has(id: string) {
    recording?.add(`cover:${id}`);
    return super.has(id);
  }
  override forEach(...args: Parameters<Map<string, ResponsiveImage>['forEach']>) {
    recording?.add('covers');
    super.forEach(...args);
  }
  override entries() {
    recording?.add('covers');
    return super.entries();
  }
  override values() {
    recording?.add('covers');
    return super.values();
  }
  override keys() {
    recording?.add('covers');
    return super.keys();
  }
  override [Symbol.iterator]() {
    recording?.add('covers');
    return super[Symbol.iterator]();
  }
}

function isEntry(value: unknown): value is { file: string; data: object } {
  return typeof value === 'object' && value !== null && 'file' in value && 'data' in value && typeof (value as { file: unknown }).file === 'string';
}

/** Every collection's entries, each file's data behind a proxy (in place: route props hold the same entries). */
function entriesOf(content: Content): { file: string; data: object }[] {
  return Object.values(content).flatMap((v: unknown) => (Array.isArray(v) ? (v as unknown[]).filter(isEntry) : []));
}

function routeKey(route: Route): string {
  const { title, description, keywords, section, indexable, lastmod, template, props } = route;
  return JSON.stringify({ title, description, keywords, section, indexable, lastmod, template, props }, (_, v) => (isEntry(v) ? `entry:${v.file}` : v));
}

const relationsKey = (relations: object) =>
  JSON.stringify(Object.entries(relations).map(([name, map]: [string, Map<string, { file: string }[]>]) => [name, [...map].map(([k, list]) => [k, list.map((e) => e.file)])]));

export interface IncrementalSite {
  /** Renders every route once, recording what each reads; after every full build. */
  prime(): Promise<Update>;
  /**
   * Checks the content again and rewrites the pages the edit of `changed` (content files and
   * folders, absolute) affects: only those files are read and parsed again. Everything else the
   * edit changes (site-wide files, the editor's files, pictures) waits for `servedFirst`: the
   * dev server settles it once the reloaded pages have been answered, so that none of it holds
   * up their answer in this thread.
   */
  update(changed: string[], servedFirst?: Promise<unknown>): Promise<Update>;
}

type Sources = CheckResult['sources'];
interface Checked {
  content: Content;
  table: RouteTable;
  sources: Sources;
  images: CheckResult['images'];
}

/** What a render needs besides the route, with the reads made outside any page recorded. */
interface Shared {
  ctx: BuildContext & { unavailableDemos: Set<string> };
  layout: ReturnType<typeof createLayoutCache>;
  input: RenderInput;
  /** Keys read outside any page (relations, header, footer): a change to one renders every route. */
  reads: Set<string>;
}

export function incrementalSite(paths: Paths): IncrementalSite {
  const validators: Validators = compileSchemas(paths.schemas, join(paths.root, '.cache'), allContentTypes);
  // The content folder as last read and what js-yaml read from each text: a save costs the
  // reading and parsing of its own file only (the checks still run over every file).
  const kept = keptContent();
  const parseCache = memoryParseCache();
  const parseSource = keptParse();
  let snapshot: Snapshot | undefined;
  const html = new Map<string, string>();
  const deps = new Map<string, Set<string>>();
  let shared = new Set<string>();
  const search = new Map<string, SearchEntry | undefined>();
  /** Each page read back (build/stages/verify.ts), kept so a save re-reads only the pages it rendered. */
  const scanned = new Map<string, ScannedPage>();
  /** Image files in dist/ by the cache file they came from, so only new pictures are copied. */
  const images = new Map<string, string>();
  const hosting = new Map<string, string>();
  const pool = createDrawPool(paths.root, 1);
  /** One Markdown renderer from one full build to the next, its rendered texts kept (opened after the full build has saved them). */
  let markdown: MarkdownIt | undefined;
  /** Icons and the highlighter, made once per dev process. */
  const tools = renderToolsFromDisk(paths.cache);
  const keptMarkdown = () => {
    const md = createMarkdown(tools.highlighter);
    keepRenderedMarkdown(md, paths.cache);
    return md;
  };
  let pictures: Promise<string[]> = Promise.resolve([]);
  let editorRefresh: Promise<string[]> = Promise.resolve([]);
  let siteFilesWritten: Promise<string[]> = Promise.resolve([]);

  const sameFile = (path: string, contents: string) => {
    const abs = join(paths.dist, path);
    return existsSync(abs) && readFileSync(abs, 'utf8') === contents;
  };

  /** Step 1: the content checked as `npm run check` checks it; problems formatted for the terminal and the page. */
  async function checkEdit(timer: Timer): Promise<{ error: string } | Checked> {
    const checked = await check(paths, { validators, timer, reader: kept, parseCache, parseSource });
    if (hasErrors(checked.problems) || !checked.content || !checked.table) {
      return { error: formatProblems(checked.problems.filter((p) => p.severity === 'error'), sourceLines(paths.displayRoot)) };
    }
    return { content: checked.content, table: checked.table, sources: checked.sources, images: checked.images };
  }

  /**
   * Step 2: what is read outside any page — relations, the header of every section, the footer,
   * the list of routes — computed with the recording on, and the snapshot the next edit is
   * compared with.
   */
  function prepareShared({ content, table, sources }: Checked, plan: ImagesPlan, assets: Assets): { shared: Shared; next: Snapshot } {
    const entries = entriesOf(content);
    const data = new Map(entries.map((e) => [e.file, e.data as Record<string, unknown>]));
    for (const entry of entries) entry.data = trackData(entry.data, entry.file);
    const covers = new TrackedCovers(plan.covers);
    const input: RenderInput = { content, table, registry: siteRegistry, assets, socialImage: plan.social, covers, cacheDir: paths.cache };
    recording = new Set();
    // Pages re-rendered here show a demo the weekly check found down as the full build does.
    markdown ??= keptMarkdown();
    const ctx = { ...createBuildContext(content, table, covers, siteRegistry, tools), markdown, unavailableDemos: new Set(readUnavailableDemos(paths.content)) };
    const routesList = JSON.stringify(ctx.routes);
    ctx.routes = trackWhole(ctx.routes, 'routes-list');
    const layout = createLayoutCache(ctx);
    for (const route of table.routes) layout.header(currentNavItem(content.site, route.path));
    const reads = recording;
    recording = undefined;
    const next: Snapshot = {
      content,
      table,
      data,
      texts: new Map(sources.map((s) => [s.file, [s.text, s.body]])),
      routeKeys: new Map(table.routes.map((r) => [r.path, routeKey(r)])),
      routesList,
      covers: new Map([...plan.covers].map(([id, image]) => [id, JSON.stringify(image)])),
      relations: relationsKey(ctx.relations),
    };
    return { shared: { ctx, layout, input, reads }, next };
  }

  /** Step 3: the routes whose page can differ after the edit; 'full' when files or routes came or went. */
  function affectedRoutes(previous: Snapshot | undefined, next: Snapshot, reads: Set<string>): Route[] | 'full' {
    const routes = next.table.routes;
    if (!previous) return routes;
    const samePaths = previous.routeKeys.size === next.routeKeys.size && [...next.routeKeys.keys()].every((p) => previous.routeKeys.has(p));
    const sameFiles = previous.data.size === next.data.size && [...next.data.keys()].every((f) => previous.data.has(f));
    if (!samePaths || !sameFiles) return 'full';
    const keys = changedKeys(previous, next);
    const everything = previous.relations !== next.relations || [...keys].some((k) => shared.has(k) || reads.has(k));
    return everything ? routes : routes.filter((r) => [...(deps.get(r.path) ?? [])].some((k) => keys.has(k)));
  }

  /** Step 4: each affected route rendered with its reads recorded, and written when its HTML changed. */
  function renderPages(affected: Route[], { ctx, layout, input }: Shared, sources: Sources, writer: Writer, priming: boolean): string[] {
    const table = input.table;
    const isRoute = new Set(table.routes.map((r) => r.path));
    const expected = requiredTexts(table, sources, paths.schemas);
    const written: string[] = [];
    for (const route of affected) {
      recording = new Set();
      const page = renderRoute(trackWhole(route, `route:${route.path}`), ctx, layout, input, (p) => isRoute.has(p));
      deps.set(route.path, recording);
      recording = undefined;
      search.set(route.path, searchEntry(route, page.main));
      scanned.set(route.path, { ...scanPage(page.main, page.path, page.source), missing: missingTexts(page.html, expected[route.path]) });
      if (html.get(route.path) === page.html) continue;
      html.set(route.path, page.html);
      // Priming compares with the full build's file: the content may have been saved since.
      if (priming && sameFile(outputFile(route.path), page.html)) continue;
      writer.write({ path: outputFile(route.path), contents: page.html });
      written.push(route.path);
    }
    return written;
  }

  /** Step 5: the pages read back as a visitor gets them; pictures being drawn are checked by the full build. */
  async function verifyPages({ content, table, sources }: Checked, layout: Shared['layout']): Promise<Problem[]> {
    const shell = documentHtml({ themeKey: '', head: '', header: '', main: '', footer: '' });
    return verifyOutput({
      pages: table.routes.map((r) => scanned.get(r.path)).filter((p): p is ScannedPage => p !== undefined),
      layout: [...new Set(table.routes.map((r) => layout.header(currentNavItem(content.site, r.path)))), layout.footer, shell].map((part) => scanPage(part, 'every page', 'content/site.yaml')),
      sources,
      dist: paths.dist,
      generatedPictures: false,
    });
  }

  /** The search index, feed, sitemap, hosting files and covers manifest, written when changed. */
  function writeSiteFiles({ content, table }: Checked, plan: ImagesPlan, assets: Assets, writer: Writer, priming: boolean): string[] {
    const others = [
      ...hostingFiles(content, table, assets.themeScript),
      ...searchIndexFiles(table.routes.map((r) => search.get(r.path)).filter((e): e is SearchEntry => e !== undefined), content),
      { path: COVERS_MANIFEST, contents: JSON.stringify(Object.fromEntries(plan.covers)) },
    ];
    const rewritten: string[] = [];
    for (const file of others) {
      const contents = String(file.contents);
      if (hosting.get(file.path) === contents) continue;
      hosting.set(file.path, contents);
      if (priming && sameFile(file.path, contents)) continue;
      writer.write({ path: file.path, contents });
      rewritten.push(`/${file.path}`);
    }
    return rewritten;
  }

  /** dist/admin/'s page and content snapshot from the admin stage, written when changed; the previous snapshot removed. */
  function writeAdmin({ content, sources }: Checked, stylesheet: string, writer: Writer): string[] {
    const files = refreshAdmin({ ...paths, registry: siteRegistry, projectCache: join(paths.root, '.cache'), content, sources, stylesheet });
    if (!files) return [];
    const written: string[] = [];
    for (const file of files) {
      const contents = String(file.contents);
      if (sameFile(file.path, contents)) continue;
      writer.write({ path: file.path, contents });
      written.push(`/${file.path}`);
    }
    // Older snapshots go, but the one before stays: an editor page that loaded the previous
    // index.html a moment ago still fetches it (deleting it at once failed that page's start).
    const snapshotFile = files.find((f) => isAdminSnapshot(f.path))!.path;
    const folder = dirname(snapshotFile);
    const adminDir = join(paths.dist, folder);
    const older = readdirSync(adminDir)
      .filter((name) => isAdminSnapshot(`${folder}/${name}`) && `${folder}/${name}` !== snapshotFile)
      .map((name) => ({ name, at: statSync(join(adminDir, name)).mtimeMs }))
      .sort((a, b) => b.at - a.at);
    for (const { name } of older.slice(1)) rmSync(join(adminDir, name));
    return written;
  }

  /** The images stage draws only what its cache lacks; new files are linked into dist/. */
  async function drawPictures(plan: ImagesPlan, priming: boolean, writer: Writer): Promise<string[]> {
    const made = await plan.generate();
    const replaced: string[] = [];
    for (const file of made.files) {
      if (images.get(file.path) === file.from) continue;
      images.set(file.path, file.from);
      writer.copy(file);
      // Priming links every picture again (a save since the full build may have changed some).
      if (!priming) replaced.push(file.path);
    }
    return replaced;
  }

  /**
   * Step 6: what follows the pages waits until the reloaded pages have been answered
   * (servedFirst), each in a task of its own, so no request waits behind it: the site-wide
   * files, the editor's files, then the pictures.
   */
  function scheduleFollowUps(checked: Checked, plan: ImagesPlan, assets: Assets, writer: Writer, priming: boolean, servedFirst: Promise<unknown>) {
    const nextTask = () => new Promise<void>((resolve) => setImmediate(resolve));
    const siteFiles = servedFirst.then(() => writeSiteFiles(checked, plan, assets, writer, priming));
    // The editor's reference selects and the content its check reads follow the edit too: the
    // open editor is not reloaded, so this is off the edit-to-screen path.
    const editor = priming ? Promise.resolve([]) : siteFiles.catch(() => {}).then(nextTask).then(() => writeAdmin(checked, assets.css, writer));
    // Pictures last: drawing and encoding a retitled item's cover and card takes longer than the
    // pages, so the page shows the edit first and its pictures follow (a second reload).
    const drawn = editor.catch(() => {}).then(nextTask).then(() => drawPictures(plan, priming, writer));
    siteFilesWritten = siteFiles;
    editorRefresh = editor;
    pictures = drawn;
    return { siteFiles, editor, pictures: drawn };
  }

  async function run(changed: string[] | undefined, servedFirst: Promise<unknown> = Promise.resolve()): Promise<Update> {
    // The previous edit's follow-ups first: they share the record of files in dist/.
    await pictures.catch(() => {});
    await editorRefresh.catch(() => {});
    await siteFilesWritten.catch(() => {});
    const started = performance.now();
    const timer = new Timer();
    const checked = await checkEdit(timer);
    if ('error' in checked) return { kind: 'error', message: checked.error };
    const previous = snapshot;
    const priming = previous === undefined;
    const plan = await planImages({ content: checked.content, table: checked.table, sources: checked.sources, root: paths.root, imagesDir: paths.images, cacheDir: join(paths.cache, 'images'), pool, workers: 1, checked: checked.images, registry: siteRegistry });
    timer.lap('images plan');
    if (hasErrors(plan.problems)) return { kind: 'error', message: formatProblems(plan.problems, sourceLines(paths.displayRoot)) };
    // site.yaml, redirects.yaml (every page, the hosting files), and content files that are
    // not entries: a full build. Other names (an editor's swap files) change nothing checked.
    const entryFiles = new Set(entriesOf(checked.content).map((e) => e.file));
    if (!priming && changed?.some((f) => CONTENT_FILE.test(f) && !entryFiles.has(f))) return { kind: 'full' };
    const assets = JSON.parse(readFileSync(join(paths.dist, 'assets/manifest.json'), 'utf8')) as Assets;
    const { shared: sharedNow, next } = prepareShared(checked, plan, assets);
    const affected = affectedRoutes(previous, next, sharedNow.reads);
    if (affected === 'full') return { kind: 'full' };
    shared = sharedNow.reads;
    timer.lap('prepare');
    const writer = createWriter(paths.dist, { compress: false });
    const written = renderPages(affected, sharedNow, checked.sources, writer, priming);
    timer.lap('render');
    const verified = await verifyPages(checked, sharedNow.layout);
    timer.lap('verify');
    if (hasErrors(verified)) return { kind: 'error', message: formatProblems(verified, sourceLines(paths.displayRoot)) };
    // The pages are on disk: the caller sends the reload now.
    const followUps = scheduleFollowUps(checked, plan, assets, writer, priming, servedFirst);
    timer.lap('write');
    snapshot = next;
    return { kind: 'done', rendered: affected.length, written, ms: performance.now() - started, timings: timer.timings, ...followUps };
  }

  return {
    prime() {
      // After a full build anything may have changed: every file is read again.
      kept.clear();
      markdown = undefined;
      snapshot = undefined;
      html.clear();
      deps.clear();
      search.clear();
      scanned.clear();
      images.clear();
      hosting.clear();
      return run(undefined);
    },
    update(changed, servedFirst) {
      if (!snapshot) return this.prime();
      kept.forget(changed);
      return run(changed.map((f) => relative(paths.displayRoot, f)), servedFirst);
    },
  };
}

/** Keys whose value differs between two snapshots: changed fields of each file, routes, the route list, covers. */
function changedKeys(before: Snapshot, after: Snapshot): Set<string> {
  const keys = new Set<string>();
  for (const [file, data] of after.data) {
    const old = before.data.get(file);
    const [text, body] = after.texts.get(file) ?? [];
    const [oldText, oldBody] = before.texts.get(file) ?? [];
    if (!old || (text === oldText && body === oldBody)) continue;
    let any = false;
    for (const field of new Set([...Object.keys(old), ...Object.keys(data)])) {
      if (JSON.stringify(old[field]) !== JSON.stringify(data[field])) {
        keys.add(`${file}#${field}`);
        any = true;
      }
    }
    if (any) keys.add(`${file}#*`);
  }
  for (const [path, key] of after.routeKeys) if (before.routeKeys.get(path) !== key) keys.add(`route:${path}`);
  if (before.routesList !== after.routesList) keys.add('routes-list');
  for (const [id, image] of after.covers) if (before.covers.get(id) !== image) keys.add(`cover:${id}`);
  for (const id of before.covers.keys()) if (!after.covers.has(id)) keys.add(`cover:${id}`);
  if ([...keys].some((k) => k.startsWith('cover:'))) keys.add('covers');
  return keys;
}
