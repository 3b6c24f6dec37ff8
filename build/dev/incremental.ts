/**
 * The dev server's rebuild after a content edit, in its own process: the content is checked
 * again (validators kept), and only the routes whose HTML can change are rendered and written.
 *
 * Dependencies are recorded, not declared: each route is rendered with its content's fields
 * behind proxies, and every top-level field it reads (`portfolio/x.yaml#title`), every route it
 * reads (its own, for title and props), the list of routes (the sitemap page) and every cover is
 * noted as a key. After an edit the keys whose value changed are computed (fields of the
 * changed files, routes whose props or titles changed, covers); a route is rendered again when
 * it had read one of them. What is read outside a page — relations, the header and footer — is
 * one shared set: a change there renders every route. Added or removed files or routes, and
 * files that are not entries (site.yaml, redirects.yaml), go through a full build instead
 * (see build/dev/dev-server.ts).
 */
import { existsSync, readFileSync, readdirSync, writeFileSync, mkdirSync, linkSync, copyFileSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { check, Timer, type Paths } from '../pipeline.ts';
import { formatProblems, hasErrors } from '../problems.ts';
import { sourceLines } from '../source-lines.ts';
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
import { renderToolsFromDisk } from '../../src/render/disk-tools.ts';
import { readUnavailableDemos } from '../stages/link-health.ts';
import { keepRenderedMarkdown } from '../stages/render.ts';
import { scanPage, verifyOutput, type ScannedPage } from '../stages/verify.ts';
import { missingTexts, requiredTexts } from '../verify/required-text.ts';
import { documentHtml } from '../../src/components/Document.tsx';
import { currentNavItem } from '../../src/components/Header.tsx';
import { COVERS_MANIFEST, type ResponsiveImage } from '../../src/lib/images.ts';
import type { Assets } from '../../src/components/Document.tsx';
import type { Content } from '../../src/content/model.ts';
import { siteRegistry } from '../../src/collections.ts';

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
   * Checks the content again and rewrites the pages the edit of `changed` (content files) affects.
   * Everything else the edit changes (site-wide files, the editor's files, pictures) waits for
   * `servedFirst`: the dev server settles it once the reloaded pages have been answered, so that
   * none of it holds up their answer in this thread.
   */
  update(changed: string[], servedFirst?: Promise<unknown>): Promise<Update>;
}

export function incrementalSite(paths: Paths): IncrementalSite {
  const validators: Validators = compileSchemas(paths.schemas, join(paths.root, '.cache'), allContentTypes);
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
  let pictures: Promise<string[]> = Promise.resolve([]);
  let editorRefresh: Promise<string[]> = Promise.resolve([]);
  let siteFilesWritten: Promise<string[]> = Promise.resolve([]);

  const sameFile = (path: string, contents: string) => {
    const abs = join(paths.dist, path);
    return existsSync(abs) && readFileSync(abs, 'utf8') === contents;
  };
  const write = (path: string, contents: string) => {
    const abs = join(paths.dist, path);
    mkdirSync(dirname(abs), { recursive: true });
    writeFileSync(abs, contents);
  };

  /** Content checked and assembled; problems formatted for the terminal and the page. */
  async function load(timer: Timer): Promise<{ error: string } | { content: Content; table: RouteTable; sources: Awaited<ReturnType<typeof check>>['sources']; images: Awaited<ReturnType<typeof check>>['images'] }> {
    const checked = await check(paths, { validators, timer });
    if (hasErrors(checked.problems) || !checked.content || !checked.table) {
      return { error: formatProblems(checked.problems.filter((p) => p.severity === 'error'), sourceLines(paths.displayRoot)) };
    }
    return { content: checked.content, table: checked.table, sources: checked.sources, images: checked.images };
  }

  /** The images stage draws only what its cache lacks; new files are linked into dist/. */
  async function drawPictures(plan: ImagesPlan, priming: boolean, after: Promise<unknown>): Promise<string[]> {
    await after;
    const made = await plan.generate();
    const replaced: string[] = [];
    for (const file of made.files) {
      if (images.get(file.path) === file.from) continue;
      images.set(file.path, file.from);
      const abs = join(paths.dist, file.path);
      mkdirSync(dirname(abs), { recursive: true });
      rmSync(abs, { force: true });
      try {
        linkSync(file.from, abs);
      } catch {
        copyFileSync(file.from, abs);
      }
      // Priming links every picture again (a save since the full build may have changed some).
      if (!priming) replaced.push(file.path);
    }
    return replaced;
  }

  /** dist/admin/'s page and content snapshot from the admin stage, written when changed; the previous snapshot removed. */
  function writeAdmin(content: Content, sources: Awaited<ReturnType<typeof check>>['sources'], stylesheet: string): string[] {
    const files = refreshAdmin({ ...paths, registry: siteRegistry, projectCache: join(paths.root, '.cache'), content, sources, stylesheet });
    if (!files) return [];
    const written: string[] = [];
    for (const file of files) {
      const contents = String(file.contents);
      if (sameFile(file.path, contents)) continue;
      write(file.path, contents);
      written.push(`/${file.path}`);
    }
    const snapshot = files.find((f) => isAdminSnapshot(f.path))!.path;
    const adminDir = join(paths.dist, dirname(snapshot));
    for (const name of readdirSync(adminDir)) if (isAdminSnapshot(`${dirname(snapshot)}/${name}`) && `${dirname(snapshot)}/${name}` !== snapshot) rmSync(join(adminDir, name));
    return written;
  }

  async function run(changed: string[] | undefined, servedFirst: Promise<unknown> = Promise.resolve()): Promise<Update> {
    // The previous edit's follow-ups first: they share the record of files in dist/.
    await pictures.catch(() => {});
    await editorRefresh.catch(() => {});
    await siteFilesWritten.catch(() => {});
    const started = performance.now();
    const timer = new Timer();
    const loaded = await load(timer);
    if ('error' in loaded) return { kind: 'error', message: loaded.error };
    const { content, table, sources, images: checkedImages } = loaded;
    const previous = snapshot;
    const plan = await planImages({ content, table, sources, root: paths.root, imagesDir: paths.images, cacheDir: join(paths.cache, 'images'), pool, workers: 1, checked: checkedImages, registry: siteRegistry });
    timer.lap('images plan');
    if (hasErrors(plan.problems)) return { kind: 'error', message: formatProblems(plan.problems, sourceLines(paths.displayRoot)) };

    const entries = entriesOf(content);
    const data = new Map(entries.map((e) => [e.file, e.data as Record<string, unknown>]));
    // site.yaml, redirects.yaml (every page, the hosting files), and content files that are
    // not entries: a full build. Other names (an editor's swap files) change nothing checked.
    if (previous && changed?.some((f) => CONTENT_FILE.test(f) && !data.has(f))) return { kind: 'full' };
    for (const entry of entries) entry.data = trackData(entry.data, entry.file);
    const covers = new TrackedCovers(plan.covers);
    const assets = JSON.parse(readFileSync(join(paths.dist, 'assets/manifest.json'), 'utf8')) as Assets;
    const input: RenderInput = { content, table, registry: siteRegistry, assets, socialImage: plan.social, covers, cacheDir: paths.cache };

    // Relations and the shared parts are computed here, outside any page: their reads are shared.
    recording = new Set();
    // Pages re-rendered here show a demo the weekly check found down as the full build does.
    const ctx = { ...createBuildContext(content, table, covers, siteRegistry, renderToolsFromDisk(paths.cache)), unavailableDemos: new Set(readUnavailableDemos(paths.content)) };
    keepRenderedMarkdown(ctx.markdown, paths.cache);
    const routesList = JSON.stringify(ctx.routes);
    ctx.routes = trackWhole(ctx.routes, 'routes-list');
    const layout = createLayoutCache(ctx);
    for (const route of table.routes) layout.header(currentNavItem(content.site, route.path));
    const sharedNow = recording;
    recording = undefined;
    const next: Snapshot = {
      content,
      table,
      data,
      routeKeys: new Map(table.routes.map((r) => [r.path, routeKey(r)])),
      routesList,
      covers: new Map([...plan.covers].map(([id, image]) => [id, JSON.stringify(image)])),
      relations: relationsKey(ctx.relations),
    };

    let affected: Route[];
    if (!previous) affected = table.routes;
    else {
      const samePaths = previous.routeKeys.size === next.routeKeys.size && [...next.routeKeys.keys()].every((p) => previous.routeKeys.has(p));
      const sameFiles = previous.data.size === data.size && [...data.keys()].every((f) => previous.data.has(f));
      if (!samePaths || !sameFiles) return { kind: 'full' };
      const keys = changedKeys(previous, next);
      const everything = previous.relations !== next.relations || [...keys].some((k) => shared.has(k) || sharedNow.has(k));
      affected = everything ? table.routes : table.routes.filter((r) => [...(deps.get(r.path) ?? [])].some((k) => keys.has(k)));
    }
    shared = sharedNow;
    timer.lap('prepare');

    const paths_ = new Set(table.routes.map((r) => r.path));
    const expected = requiredTexts(table, sources, paths.schemas);
    const written: string[] = [];
    for (const route of affected) {
      recording = new Set();
      const page = renderRoute(trackWhole(route, `route:${route.path}`), ctx, layout, input, (p) => paths_.has(p));
      deps.set(route.path, recording);
      recording = undefined;
      search.set(route.path, searchEntry(route, page.main));
      scanned.set(route.path, { ...scanPage(page.main, page.path, page.source), missing: missingTexts(page.html, expected[route.path]) });
      if (html.get(route.path) === page.html) continue;
      html.set(route.path, page.html);
      // Priming compares with the full build's file: the content may have been saved since.
      if (!previous && sameFile(outputFile(route.path), page.html)) continue;
      write(outputFile(route.path), page.html);
      written.push(route.path);
    }

    timer.lap('render');
    // The pages read back as a visitor gets them; pictures being drawn are checked by the full build.
    const shell = documentHtml({ themeKey: '', head: '', header: '', main: '', footer: '' });
    const verified = await verifyOutput({
      pages: table.routes.map((r) => scanned.get(r.path)).filter((p): p is ScannedPage => p !== undefined),
      layout: [...new Set(table.routes.map((r) => layout.header(currentNavItem(content.site, r.path)))), layout.footer, shell].map((part) => scanPage(part, 'every page', 'content/site.yaml')),
      sources,
      dist: paths.dist,
      generatedPictures: false,
    });
    timer.lap('verify');
    if (hasErrors(verified)) return { kind: 'error', message: formatProblems(verified, sourceLines(paths.displayRoot)) };
    // The pages are on disk: the caller sends the reload now. What follows waits until the
    // reloaded pages have been answered (servedFirst), each in a task of its own, so no request
    // waits behind it: the site-wide files, the editor's files, then the pictures.
    const writeSiteFiles = (): string[] => {
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
        if (previous || !sameFile(file.path, contents)) {
          write(file.path, contents);
          rewritten.push(`/${file.path}`);
        }
      }
      return rewritten;
    };
    const nextTask = () => new Promise<void>((resolve) => setImmediate(resolve));
    const siteFiles = servedFirst.then(writeSiteFiles);
    siteFilesWritten = siteFiles;
    // The editor's reference selects and the content its check reads follow the edit too: the
    // open editor is not reloaded, so this is off the edit-to-screen path.
    const editor = previous ? siteFiles.catch(() => {}).then(nextTask).then(() => writeAdmin(content, sources, assets.css)) : Promise.resolve([]);
    editorRefresh = editor;
    // Pictures last: drawing and encoding a retitled item's cover and card takes longer than the
    // pages, so the page shows the edit first and its pictures follow (a second reload).
    pictures = drawPictures(plan, previous === undefined, editor.catch(() => {}).then(nextTask));
    timer.lap('write');
    snapshot = next;
    return { kind: 'done', rendered: affected.length, written, ms: performance.now() - started, timings: timer.timings, pictures, editor, siteFiles };
  }

  return {
    prime() {
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
      return run(changed.map((f) => relative(paths.displayRoot, f)), servedFirst);
    },
  };
}

/** Keys whose value differs between two snapshots: changed fields of each file, routes, the route list, covers. */
function changedKeys(before: Snapshot, after: Snapshot): Set<string> {
  const keys = new Set<string>();
  for (const [file, data] of after.data) {
    const old = before.data.get(file);
    if (!old) continue;
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
