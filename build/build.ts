/** `npm run build`: check the content, then render, write and check the output. */
import { join } from 'node:path';
import { outputFile } from './routes.ts';
import { check, Timer, type Paths } from './pipeline.ts';
import { hasErrors, type Problem } from './problems.ts';
import { buildAssets } from './stages/assets.ts';
import { buildAdmin } from './stages/admin.ts';
import { planImages, type ImageStats } from './stages/images.ts';
import { hostingFiles } from './stages/hosting.ts';
import { linkTargets } from './link-targets.ts';
import { createLinkCheck } from './stages/rendered-links.ts';
import { createRenderer, renderRun, type RenderedRun } from './stages/render.ts';
import { clearOutput, createWriter, finishOutput, hasPreviousOutput } from './stages/write.ts';
import { renderSchedule, startRenderWorker, takeRun, type RenderWorker, type WorkerResult } from './page-pool.ts';
import { dropRender, hasRenderMemo, renderKey, reusableRender, saveRender } from './stages/render-memo.ts';
import { buildDate } from './build-date.ts';
import { codeCacheDir } from '../src/lib/code-cache.ts';
import type { Validators } from './stages/validate.ts';
import { searchIndexFiles } from './stages/search.ts';
import { readUnavailableDemos } from './stages/link-health.ts';
import { scanPage, verifyOutput } from './stages/verify.ts';
import { requiredTexts } from './verify/required-text.ts';
import { documentHtml } from '../src/components/Document.tsx';
import type { Registry } from '../src/content/definition.ts';
import { siteRegistry } from '../src/collections.ts';
import { COVERS_MANIFEST } from '../src/lib/images.ts';

export interface BuildOptions {
  log?: (line: string) => void;
  compress?: boolean;
  validators?: Validators;
  /** Client bundle that checks every island's server HTML against a client render (tests). */
  debugIslands?: boolean;
  /**
   * The content types; the site's (src/collections.ts) when absent. With another, pages render on
   * this thread only and the editor is not built: the render worker and the editor's bundle are
   * compiled ahead with the site's registry, and functions cannot be handed to them.
   */
  registry?: Registry;
  /** The day to build for (YYYY-MM-DD): later articles are scheduled. `BUILD_DATE` or today when absent. */
  today?: string;
}

export interface BuildResult {
  problems: Problem[];
  timings: Record<string, number>;
  pages: number;
  files: number;
  bytes: number;
  /** What the images stage made and what it found in its cache. */
  images?: ImageStats;
}

export async function build(paths: Paths, options: BuildOptions = {}): Promise<BuildResult> {
  // Started first, as they need no content: the render worker loads its modules and esbuild
  // bundles the assets, on the other core while this one checks the content.
  // When the previous build's pages may be kept (build/stages/render-memo.ts), the worker starts
  // only if they cannot: its start-up would be the build's largest cost.
  const memoDir = options.registry || options.debugIslands ? undefined : codeCacheDir(paths.cache);
  let worker: RenderWorker | undefined;
  let tried = false;
  const started: Started = {
    worker: () => {
      if (!tried) worker = startRenderWorker();
      tried = true;
      return worker;
    },
    assetsBuilt: buildAssets(paths.root, paths.images, paths.dist, { debugIslands: options.debugIslands, cacheDir: paths.cache }),
    memoDir,
  };
  if (!memoDir || !hasRenderMemo(memoDir, paths.dist)) {
    // While this thread checks the content, the worker renders its Markdown (kept between builds).
    const worker = started.worker();
    if (memoDir) worker?.prerender({ contentDir: paths.content, cacheDir: paths.cache });
  }
  // Awaited later; a failure meanwhile must not count as unhandled.
  started.assetsBuilt.catch(() => {});
  try {
    return await buildWith(started, paths, options);
  } finally {
    worker?.close();
  }
}

interface Started {
  /** The render worker, started on the first call (undefined: every page renders on this thread). */
  worker(): RenderWorker | undefined;
  assetsBuilt: ReturnType<typeof buildAssets>;
  /** Where the render stage's results are kept between builds; undefined when they are not. */
  memoDir?: string;
}

async function buildWith(early: Started, paths: Paths, options: BuildOptions): Promise<BuildResult> {
  const { assetsBuilt, memoDir } = early;
  const log = options.log ?? (() => {});
  const timer = new Timer();
  const started = performance.now();
  const registry = options.registry ?? siteRegistry;
  const ownSite = registry === siteRegistry;
  const checked = await check(paths, { validators: options.validators, timer, registry, today: options.today });
  const empty = { timings: timer.timings, pages: 0, files: 0, bytes: 0 };
  if (hasErrors(checked.problems) || !checked.content || !checked.table) return { problems: checked.problems, ...empty };
  const { content, table } = checked;
  // What the weekly outside-link check found: demos down for a week are shown as unavailable.
  const unavailableDemos = readUnavailableDemos(paths.content);

  // File names and sizes of every picture first (hashes and the cache), so pages can render now;
  // drawing and encoding what the cache lacks comes after them (see `generation` below).
  const images = await planImages({ content, table, sources: checked.sources, root: paths.root, imagesDir: paths.images, cacheDir: join(paths.cache, 'images'), registry, checked: checked.images });
  if (hasErrors(images.problems)) return { problems: [...checked.problems, ...images.problems], ...empty };
  // Without records of the previous output every file is written anyway: moving that output
  // aside (deleted on the thread pool) is cheaper than replacing its files one by one. Only now,
  // the content being known to be good.
  const emptied = !hasPreviousOutput(paths.dist, paths.cache);
  const cleared = emptied ? clearOutput(paths.dist) : Promise.resolve();
  timer.lap('images');
  const { assets, files: assetFiles } = await assetsBuilt;
  timer.lap('assets');
  const compress = options.compress ?? true;
  const siteFiles = [...assetFiles, ...hostingFiles(content, table, assets.themeScript), { path: 'assets/manifest.json', contents: JSON.stringify(assets) }, { path: COVERS_MANIFEST, contents: JSON.stringify(Object.fromEntries(images.covers)) }];
  const routeAndImageFiles = [...table.routes.map((r) => `/${outputFile(r.path)}`), ...siteFiles.map((f) => `/${f.path}`), ...images.paths.map((p) => `/${p}`)];
  // The worker starts rendering now, while this thread makes the editor's files (their names are
  // not known yet: a link to one of them, which no page has, is found broken by the worker and
  // forgiven below once they are).
  const counter = new SharedArrayBuffer(4);
  const schedule = renderSchedule(table.routes);
  const expected = requiredTexts(table, checked.sources, paths.schemas);
  const social = Object.fromEntries(table.routes.map((route) => [route.path, images.social(route)]));
  // What the previous build rendered, when every input of the pages is the same (build/stages/render-memo.ts).
  const makeKey = () => memoDir && renderKey({ sources: checked.sources, routes: table.routes, redirects: table.redirects, assets, social, covers: [...images.covers], files: routeAndImageFiles, unavailableDemos, expected, today: options.today ?? buildDate(), year: new Date().getFullYear() });
  // Into an emptied dist/ nothing can be kept: the key (for the next build) is made once the worker has its pages.
  let key = emptied ? undefined : makeKey();
  const memo = memoDir && key ? reusableRender(memoDir, paths.dist, key) : undefined;
  // Pages are about to be written: a memo of other inputs would no longer describe dist/.
  if (memoDir && !memo) dropRender(memoDir, paths.dist);
  const startWorker = () => {
    const rendering = !ownSite ? undefined : early.worker()?.render({ content, table: { routes: table.routes, redirects: table.redirects }, assets, social, covers: images.covers, files: routeAndImageFiles, dist: paths.dist, compress, cacheDir: paths.cache, emptied, schedule, counter, unavailableDemos, expected });
    rendering?.catch(() => {});
    return rendering;
  };
  let fromWorker = memo ? undefined : startWorker();
  if (emptied) key = makeKey();
  timer.lap('prepare');
  // The editor edits the site's own content types (its bundle imports the site's registry).
  const admin = !ownSite ? undefined : await buildAdmin({ ...paths, registry, projectCache: join(paths.root, '.cache'), content, sources: checked.sources, stylesheet: assets.css });
  timer.lap('admin');
  // The asset manifest and the covers let the server render pages (the contact form with errors) with the same assets and pictures.
  const other = [...siteFiles, ...(admin?.files ?? [])];
  const targets = linkTargets(table, [...routeAndImageFiles, ...(admin?.files ?? []).map((f) => `/${f.path}`)]);
  const links = createLinkCheck(targets);

  // Both threads take runs of routes (build/page-pool.ts) and write each page as it is rendered,
  // so no more than a run of pages is held in memory; compression runs on the thread pool.
  const writer = createWriter(paths.dist, { compress, cacheDir: paths.cache, emptied });
  for (const file of other) writer.write(file);
  // Pictures the cache lacks are drawn and encoded only once pages are rendered, with both render
  // threads done and their grammars let go (renderer.done()): a cold build peaked higher while both
  // halves ran together, in the same wall time (both are CPU-bound on two cores). Finding what the cache has and linking it into dist/ starts now, beside rendering.
  let rendered!: () => void;
  const generation = images
    .generate({ drawAfter: new Promise<void>((resolve) => (rendered = resolve)) })
    .then((made) => {
      for (const file of made.files) writer.copy(file);
      return made;
    });
  // Awaited after rendering; a failure meanwhile must not count as unhandled.
  generation.catch(() => {});
  let runs: RenderedRun[] = [];
  let layout: string[];
  let worked: WorkerResult | undefined;
  const kept = memo !== undefined && writer.keep(table.routes.map((r) => outputFile(r.path)));
  if (memo && kept) {
    runs = memo.runs;
    layout = memo.layout;
  } else {
    // The pages in dist/ are not as the memo's build left them: everything is rendered.
    if (memoDir) dropRender(memoDir, paths.dist);
    fromWorker ??= startWorker();
    const renderer = createRenderer({ content, table, assets, socialImage: images.social, covers: images.covers, cacheDir: paths.cache, registry, unavailableDemos });
    const taken = new Int32Array(counter);
    // Pages without a Markdown body come first: this thread renders them while the worker renders
    // the bodies, then reads what it kept before the first page that shows one.
    let bodiesRead = false;
    for (let run; (run = takeRun(taken, schedule)); ) {
      if (run.markdown && !bodiesRead) {
        await early.worker()?.prerendered();
        renderer.refreshMarkdown();
        bodiesRead = true;
      }
      runs.push(renderRun(run.start, table.routes.slice(run.start, run.start + run.length), renderer, targets, writer.write, expected));
      // Lets finished compressions and image links settle while later pages render.
      await new Promise((resolve) => setImmediate(resolve));
    }
    renderer.done();
    worked = fromWorker && (await fromWorker);
    if (worked) runs.push(...worked.runs.map((run) => ({ ...run, broken: run.broken.filter((link) => !targets.has(link.target)) })));
    runs.sort((a, b) => a.index - b.index);
    layout = renderer.layout();
  }
  // Its pages are written: its heap and modules are of no more use.
  if (!kept) early.worker()?.close();
  rendered();
  const searchIndex = runs.flatMap((run) => run.search);
  for (const run of runs) links.addBroken(run.broken);
  const count = runs.reduce((sum, run) => sum + run.pages, 0);
  for (const part of layout) links.addLayout(part);
  for (const file of searchIndexFiles(searchIndex, content)) writer.write(file);
  timer.lap('render');
  const made = await generation;
  timer.lap('images');
  const written = await writer.done();
  await cleared;
  if (worked) {
    written.files += worked.files;
    written.bytes += worked.bytes;
  }
  finishOutput(paths.dist, worked ? { ...written.records, ...worked.records } : written.records, paths.cache, { emptied });
  timer.lap('write');
  // The built site read back as a visitor gets it, each failure traced to its content file.
  const verified = await verifyOutput({
    pages: runs.flatMap((run) => run.scanned),
    layout: [...layout, documentHtml({ themeKey: '', head: '', header: '', main: '', footer: '' })].map((part) => scanPage(part, 'every page', 'content/site.yaml')),
    sources: checked.sources,
    dist: paths.dist,
  });
  timer.lap('verify');
  const problems = [...checked.problems, ...made.problems, ...links.problems(), ...verified];
  if (hasErrors(problems)) return { problems, ...empty };
  if (memoDir && key && !kept) saveRender(memoDir, paths.dist, { key, runs, layout });
  const total = performance.now() - started;
  const how = kept ? 'kept from the last build (nothing they show changed)' : `on ${worked ? 2 : 1} thread${worked ? 's' : ''}`;
  log(`built ${count} pages ${how}, ${written.files} files (${(written.bytes / 1024).toFixed(0)} KB) in ${Math.round(total)} ms`);
  log(`  ${Object.entries(timer.timings).map(([k, v]) => `${k} ${Math.round(v)} ms`).join(' · ')}`);
  const i = made.stats;
  log(`  images: ${i.pictures} pictures (${i.reused} from the cache), ${i.drawn} drawn, ${i.encoded} files encoded; ${i.files} files, ${(i.bytes / 1024).toFixed(0)} KB in dist/`);
  return { problems, timings: timer.timings, pages: count, files: written.files, bytes: written.bytes, images: i };
}
