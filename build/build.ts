/** `npm run build`: check the content, then render, write and check the output. */
import { join } from 'node:path';
import { outputFile, type Route } from './routes.ts';
import { checkContent, Timer, type Paths } from './pipeline.ts';
import { hasErrors, type Problem } from './problems.ts';
import { buildAssets } from './stages/assets.ts';
import { planImages, type ImageStats } from './stages/images.ts';
import { hostingFiles } from './stages/hosting.ts';
import { createLinkCheck, linkTargets } from './stages/links.ts';
import { createRenderer } from './stages/render.ts';
import { createWriter } from './stages/write.ts';
import type { Validators } from './stages/validate.ts';
import { PORTFOLIO_SEARCH_PATH, portfolioSearchData } from '../src/lib/portfolio-search.ts';
import { COVERS_MANIFEST } from '../src/lib/images.ts';

/** A page in the site search index: its title, description and the first words of its main text. */
function searchEntry(route: Route, main: string) {
  const text = main.replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ').replace(/<[^>]+>/g, ' ').replace(/&[#\w]+;/g, ' ').replace(/\s+/g, ' ').trim();
  return { path: route.path, title: route.title, description: route.description, section: route.section, text: text.split(' ').slice(0, 60).join(' ') };
}

export interface BuildOptions {
  log?: (line: string) => void;
  compress?: boolean;
  validators?: Validators;
  /** Client bundle that checks every island's server HTML against a client render (tests). */
  debugIslands?: boolean;
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
  const log = options.log ?? (() => {});
  const timer = new Timer();
  const started = performance.now();
  const checked = checkContent(paths, options.validators, timer);
  const empty = { timings: timer.timings, pages: 0, files: 0, bytes: 0 };
  if (hasErrors(checked.problems) || !checked.content || !checked.table) return { problems: checked.problems, ...empty };
  const { content, table } = checked;

  // File names and sizes of every picture first (hashes and the cache), so pages can render now;
  // drawing and encoding what the cache lacks runs while they do.
  const images = await planImages({ content, table, sources: checked.sources, root: paths.root, imagesDir: paths.images, cacheDir: join(paths.cache, 'images') });
  if (hasErrors(images.problems)) return { problems: [...checked.problems, ...images.problems], ...empty };
  timer.lap('images');
  const { assets, files: assetFiles } = await buildAssets(paths.root, paths.images, paths.dist, { debugIslands: options.debugIslands });
  timer.lap('assets');
  const renderer = createRenderer({ content, table, assets, socialImage: images.social, covers: images.covers, cacheDir: paths.cache });
  // The asset manifest and the covers let the server render pages (the contact form with errors) with the same assets and pictures.
  const other = [
    ...assetFiles,
    ...hostingFiles(content, table, assets.themeScript),
    { path: 'assets/manifest.json', contents: JSON.stringify(assets) },
    { path: COVERS_MANIFEST, contents: JSON.stringify(Object.fromEntries(images.covers)) },
  ];
  const links = createLinkCheck(linkTargets(table, [...table.routes.map((r) => `/${outputFile(r.path)}`), ...other.map((f) => `/${f.path}`), ...images.paths.map((p) => `/${p}`)]));
  timer.lap('prepare');

  // Pages stream from the renderer to the writer, so dist/ is written on the thread pool while
  // later pages render, and no more than a batch of pages is held in memory.
  const writer = createWriter(paths.dist, { compress: options.compress ?? true });
  for (const file of other) writer.write(file);
  const generation = images.generate().then((made) => {
    for (const file of made.files) writer.copy(file);
    return made;
  });
  // Awaited after rendering; a failure meanwhile must not count as unhandled.
  generation.catch(() => {});
  let count = 0;
  const searchIndex: { path: string; title: string; description: string; section: string; text: string }[] = [];
  for (const route of table.routes) {
    const page = renderer.render(route);
    if (route.indexable) searchIndex.push(searchEntry(route, page.main));
    links.add(page);
    writer.write({ path: outputFile(page.path), contents: page.html });
    if (++count % 250 === 0) await new Promise((resolve) => setImmediate(resolve));
  }
  for (const part of renderer.layout()) links.addLayout(part);
  writer.write({ path: 'search-index.json', contents: JSON.stringify(searchIndex) });
  writer.write({ path: PORTFOLIO_SEARCH_PATH, contents: JSON.stringify(portfolioSearchData(content.portfolio)) });
  timer.lap('render');
  const made = await generation;
  timer.lap('images');
  const written = await writer.done();
  timer.lap('write');
  const problems = [...checked.problems, ...made.problems, ...links.problems()];
  if (hasErrors(problems)) return { problems, ...empty };
  const total = performance.now() - started;
  log(`built ${count} pages, ${written.files} files (${(written.bytes / 1024).toFixed(0)} KB) in ${Math.round(total)} ms`);
  log(`  ${Object.entries(timer.timings).map(([k, v]) => `${k} ${Math.round(v)} ms`).join(' · ')}`);
  const i = made.stats;
  log(`  images: ${i.pictures} pictures (${i.reused} from the cache), ${i.drawn} drawn, ${i.encoded} files encoded; ${i.files} files, ${(i.bytes / 1024).toFixed(0)} KB in dist/`);
  return { problems, timings: timer.timings, pages: count, files: written.files, bytes: written.bytes, images: i };
}
