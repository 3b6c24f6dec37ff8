/**
 * Stage 7b, images: every raster picture of the site, generated or given, as responsive files.
 *   - A cover per portfolio project, article and case study: the editor's `image:` file when the
 *     content gives one, else drawn from the item's title, category and icon (./../images/designs.ts).
 *   - A social card per route: Open Graph 1200×630 and X 1200×675, with the page's title and section.
 * Covers become AVIF and WebP at several widths plus a JPEG (PNG with transparency) fallback.
 *
 * Input: content, route table, sources (to locate problems), folders. Output, in two steps:
 * `planImages` decides every file name and size up front (cheap: hashes and the cache folder),
 * so pages can render at once; `generate()` then draws and encodes only what the cache lacks,
 * while pages render, and lists the files to copy into dist/.
 *
 * Cache: .cache/images/{key}-{variant}.{ext}, the key a hash of the source bytes (an editor's
 * image) or of what a drawing is made of (its inputs and the designs' source: see generatorId),
 * the widths and the generator's version. A file name in dist/ carries the same key, so a changed
 * picture gets a new URL and URLs can be cached for a year.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { basename, dirname, join } from 'node:path';
import type { Content, Entry } from '../../src/content/model.ts';
import { CATEGORY_ICONS, ARTICLE_ICONS } from '../../src/components/Cards.tsx';
import { createIconSet, type IconNode, type IconSet } from '../../src/components/icons.ts';
import { coverId, socialCard, socialCardFiles, type CoverKind, type ResponsiveImage, type SocialCard } from '../../src/lib/images.ts';
import type { Problem } from '../problems.ts';
import type { Route, RouteTable } from '../routes.ts';
import { categoryHues, COVER_SIZE, coverLayers, SOCIAL_SAFE_Y, SOCIAL_SIZE, socialLayers, type Layers } from '../images/designs.ts';
import { decode, encodeVariants, FORMAT_OPTIONS, type Input, type Variant } from '../images/encode.ts';
import { createRenderPool, type DrawJob, type RenderPool } from '../images/pool.ts';
import { checkImageFiles, hash, imageRefs, locateRef, SVG_WIDTH, UNREADABLE_HINT, type ImageRef } from '../images/probe.ts';
import type { SourceFile } from './load.ts';

/** Widths of cover files: a card is ~23rem wide (1× and 2× screens), a detail page's cover ~50rem. */
export const COVER_WIDTHS = [400, 800, 1200];
/** The fallback JPEG/PNG: one size, for the few browsers without WebP. */
const FALLBACK_WIDTH = 800;
/** Cover files are served from here; /assets/* is cached for a year (see hosting.ts), safe as names carry the content hash. */
const COVER_URL = '/assets/img';
/** Bump when the designs or the encoding change in a way the hashed inputs do not show. */
const GENERATOR_VERSION = 1;

export interface ImagesInput {
  content: Content;
  table: RouteTable;
  sources: SourceFile[];
  /** The project: the worker script and the schemas are found from it. */
  root: string;
  /** content/images, served as /images. */
  imagesDir: string;
  /** Folder of cached files (.cache/images). */
  cacheDir: string;
  /** Render worker threads; one fewer than the cores (at least 1, at most 4) by default. */
  workers?: number;
}

export interface ImageStats {
  /** Pictures the site has: covers plus social cards. */
  pictures: number;
  /** Files written to dist/ and their bytes. */
  files: number;
  bytes: number;
  /** Pictures found complete in the cache. */
  reused: number;
  /** Element trees drawn (satori + resvg) and files encoded (sharp) by this build. */
  drawn: number;
  encoded: number;
}

/** A file for dist/: copied (or hard-linked) from the cache. */
export interface CachedFile {
  path: string;
  from: string;
  size: number;
}

export interface ImagesPlan {
  problems: Problem[];
  /** Cover of each item by `coverId(kind, slug)`. */
  covers: Map<string, ResponsiveImage>;
  social(route: Route): SocialCard;
  /** Every file the stage puts in dist/, for the link check. */
  paths: string[];
  /** Draws and encodes what the cache lacks; call once. */
  generate(): Promise<{ files: CachedFile[]; stats: ImageStats; problems: Problem[] }>;
}

interface Job {
  key: string;
  /** A drawing is described, and its element trees built only if the cache lacks it; `background` groups jobs for the workers. */
  source: { background: string; draw: () => DrawJob } | { abs: string; refs: ImageRef[] };
  variants: Variant[];
  /** Path in dist/ of each variant, by variant name (a picture may be published under several names). */
  outputs: { path: string; name: string }[];
}

const require = createRequire(import.meta.url);
/** A package's version, read from its package.json (sharp's `exports` hide it from require). */
function version(pkg: string): string {
  let dir = dirname(require.resolve(pkg));
  while (!existsSync(join(dir, 'package.json')) || basename(dir) !== pkg.split('/').pop()) {
    const up = dirname(dir);
    if (up === dir) return 'unknown';
    dir = up;
  }
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/**
 * What changes the pixels besides a picture's own inputs: our version, the libraries' and the
 * font's, the encoder settings, and the source of the designs and of the render worker. A drawing's
 * key is then a hash of its inputs (title, section, icon, hue…), which is the same as hashing its
 * element tree, as the tree is a function of both, but spares building 4000 trees per warm build.
 */
function generatorId(root: string): string {
  const source = (file: string) => hash(readFileSync(join(root, 'build', 'images', file)));
  return JSON.stringify({
    v: GENERATOR_VERSION, satori: version('satori'), resvg: version('@resvg/resvg-js'), sharp: version('sharp'), inter: version('@fontsource/inter'),
    lucide: version('lucide-react'), formats: FORMAT_OPTIONS, designs: source('designs.ts'), worker: source('render-worker.mjs'),
  });
}

interface CoverItem {
  kind: CoverKind;
  entry: Entry<{ title: string; image?: string }>;
  label: string;
  icon: string;
  hue: number;
}

function schemaEnum(root: string, schema: string): string[] {
  const json = JSON.parse(readFileSync(join(root, 'schemas', `${schema}.schema.json`), 'utf8')) as { properties: { category: { enum: string[] } } };
  return json.properties.category.enum;
}

function coverItems(content: Content, root: string): CoverItem[] {
  // Hues follow the schemas' lists of categories, so each category keeps its colour as others are added.
  const portfolioHues = categoryHues(schemaEnum(root, 'portfolio'));
  const articleHues = categoryHues(schemaEnum(root, 'article'));
  const industryHues = categoryHues(content.industries.map((i) => i.slug));
  const industries = new Map(content.industries.map((i) => [i.slug, i.data]));
  return [
    ...content.portfolio.map((entry): CoverItem => ({ kind: 'portfolio', entry, label: entry.data.category, icon: CATEGORY_ICONS[entry.data.category] ?? 'layers', hue: portfolioHues.get(entry.data.category) ?? 0 })),
    ...content.articles.map((entry): CoverItem => ({ kind: 'blog', entry, label: entry.data.category, icon: ARTICLE_ICONS[entry.data.category] ?? 'book-open', hue: articleHues.get(entry.data.category) ?? 0 })),
    ...content.caseStudies.map((entry): CoverItem => {
      const industry = industries.get(entry.data.industry);
      return { kind: 'case-studies', entry, label: industry?.name ?? entry.data.industry, icon: industry?.icon ?? 'chart-no-axes-combined', hue: industryHues.get(entry.data.industry) ?? 0 };
    }),
  ];
}

/** Icon of a route's social card: the item's own icon where it has one, else its section's. */
const PAGE_ICONS: Record<string, string> = {
  '/': 'sparkles', '/services': 'code', '/solutions': 'puzzle', '/industries': 'factory', '/technologies': 'cpu', '/portfolio': 'layout-grid',
  '/case-studies': 'chart-no-axes-combined', '/about': 'users', '/blog': 'book-open', '/contact': 'mail', '/careers': 'briefcase',
  '/pricing': 'tag', '/pricing-new': 'tag', '/sitemap': 'map', '/404': 'compass', '/thank-you': 'circle-check',
};

function routeIcon(route: Route, content: Content): string {
  switch (route.template) {
    case 'service': return route.props.service.data.icon;
    case 'technology': return route.props.technology.data.icon;
    case 'industry': return route.props.industry.data.icon;
    case 'solution': return route.props.solution.data.icon;
    case 'caseStudy': return content.industries.find((i) => i.slug === route.props.caseStudy.data.industry)?.data.icon ?? 'chart-no-axes-combined';
    case 'article': return ARTICLE_ICONS[route.props.article.data.category] ?? 'book-open';
    case 'blogCategory': return ARTICLE_ICONS[route.props.category] ?? 'book-open';
    case 'portfolioProject': return CATEGORY_ICONS[route.props.project.data.category] ?? 'layers';
    case 'portfolioCategory': return CATEGORY_ICONS[route.props.category] ?? 'layers';
    case 'legal': return 'scale';
    case 'doc': return 'file-text';
    default: return PAGE_ICONS[route.path] ?? 'sparkles';
  }
}

/** A drawing for the render pool. `backgroundId` names what the background depends on: workers keep it between jobs. */
function drawJob(layers: Layers, size: { width: number; height: number }, backgroundId: string): DrawJob {
  return { background: { key: backgroundId, tree: layers.background }, foreground: layers.foreground, ...size };
}

function iconNode(icons: IconSet, name: string): IconNode {
  const node = icons.get(name);
  if (!node) throw new Error(`the icon "${name}" is not in lucide-react`);
  return node;
}

function responsive(key: string, widths: number[], height: (w: number) => number, fallback: 'jpeg' | 'png'): { image: ResponsiveImage; variants: Variant[] } {
  const file = (w: number, ext: string) => `${key}-${w}.${ext}`;
  const fallbackWidth = [...widths].reverse().find((w) => w <= FALLBACK_WIDTH) ?? widths[0];
  const ext = fallback === 'jpeg' ? 'jpg' : 'png';
  const variants: Variant[] = [
    ...widths.flatMap((w) => (['avif', 'webp'] as const).map((format) => ({ name: file(w, format), format, width: w }))),
    { name: file(fallbackWidth, ext), format: fallback, width: fallbackWidth },
  ];
  const srcset = (format: string) => widths.map((w) => `${COVER_URL}/${file(w, format)} ${w}w`).join(', ');
  const largest = widths[widths.length - 1];
  return {
    image: {
      sources: [{ type: 'image/avif', srcset: srcset('avif') }, { type: 'image/webp', srcset: srcset('webp') }],
      src: `${COVER_URL}/${file(fallbackWidth, ext)}`,
      width: largest,
      height: height(largest),
    },
    variants,
  };
}

/** Widths for a given image: the standard ones below its own width, then its width (never enlarged), at most 1200. */
function widthsFor(sourceWidth: number): number[] {
  const top = Math.min(sourceWidth, COVER_WIDTHS[COVER_WIDTHS.length - 1]);
  return [...COVER_WIDTHS.filter((w) => w < top), top];
}

export async function planImages(input: ImagesInput): Promise<ImagesPlan> {
  const { content, table, sources, root, imagesDir, cacheDir } = input;
  // Encoding (sharp, on libuv's threads) is most of the work and uses every core; a render worker
  // holds ~180 MB (satori, yoga, fonts, resvg). On 2 cores one worker is as fast as two, in 640 MB
  // of memory instead of 830 MB.
  const workers = input.workers ?? Math.max(1, Math.min(4, availableParallelism() - 1));
  const { problems, probed } = await checkImageFiles(sources, imagesDir, cacheDir);
  const generator = generatorId(root);
  const icons = createIconSet();
  const site = content.site;
  const logoBytes = readFileSync(join(imagesDir, site.logo.replace(/^\/images\//, '')));
  const logo = `data:image/svg+xml;base64,${logoBytes.toString('base64')}`;
  const logoHash = hash(logoBytes);
  const jobs = new Map<string, Job>();
  const addJob = (job: Job, outputs: { path: string; name: string }[]) => {
    const existing = jobs.get(job.key);
    if (existing) existing.outputs.push(...outputs);
    else jobs.set(job.key, { ...job, outputs });
  };

  const covers = new Map<string, ResponsiveImage>();
  const refsByValue = new Map<string, ImageRef[]>();
  for (const ref of imageRefs(sources)) refsByValue.set(ref.value, [...(refsByValue.get(ref.value) ?? []), ref]);
  for (const item of coverItems(content, root)) {
    const given = item.entry.data.image;
    let key: string;
    let made: { image: ResponsiveImage; variants: Variant[] };
    let source: Job['source'];
    if (given) {
      const file = probed.get(given);
      if (!file) continue; // missing (crossref) or unreadable (reported above): the build stops before rendering
      const widths = widthsFor(file.width);
      key = hash(generator, 'given', file.bytes, JSON.stringify(widths));
      made = responsive(key, widths, (w) => Math.round((w * file.height) / file.width), file.hasAlpha ? 'png' : 'jpeg');
      source = { abs: file.abs, refs: refsByValue.get(given) ?? [] };
    } else {
      const design = { title: item.entry.data.title, hue: item.hue, label: item.label, icon: item.icon };
      key = hash(generator, 'cover', JSON.stringify(design), logoHash, JSON.stringify(COVER_WIDTHS));
      made = responsive(key, COVER_WIDTHS, (w) => Math.round((w * COVER_SIZE.height) / COVER_SIZE.width), 'jpeg');
      const background = `cover ${design.hue} ${design.icon}`;
      source = { background, draw: () => drawJob(coverLayers({ ...design, icon: iconNode(icons, design.icon), logo }), COVER_SIZE, background) };
    }
    covers.set(coverId(item.kind, item.entry.slug), made.image);
    addJob({ key, source, variants: made.variants, outputs: [] }, made.variants.map((v) => ({ path: `${COVER_URL.slice(1)}/${v.name}`, name: v.name })));
  }

  const host = new URL(site.origin).host;
  for (const route of table.routes) {
    const design = { title: route.title, section: route.section, icon: routeIcon(route, content), siteName: site.name, host };
    const key = hash(generator, 'social', JSON.stringify(design), logoHash);
    const crop = { top: Math.floor(SOCIAL_SAFE_Y), height: 630 };
    const variants: Variant[] = [
      { name: `${key}-og.jpg`, format: 'jpeg', width: SOCIAL_SIZE.width, crop },
      { name: `${key}-x.jpg`, format: 'jpeg', width: SOCIAL_SIZE.width },
    ];
    const files = socialCardFiles(route.path);
    const background = `social ${design.icon}`;
    const draw = () => drawJob(socialLayers({ ...design, icon: iconNode(icons, design.icon), logo }), SOCIAL_SIZE, background);
    addJob({ key, source: { background, draw }, variants, outputs: [] }, [{ path: files.og, name: variants[0].name }, { path: files.x, name: variants[1].name }]);
  }

  let generated = false;
  return {
    problems,
    covers,
    social: (route) => socialCard(site.origin, route.path),
    paths: [...jobs.values()].flatMap((j) => j.outputs.map((o) => o.path)),
    async generate() {
      if (generated) throw new Error('generate() runs once per plan');
      generated = true;
      mkdirSync(cacheDir, { recursive: true });
      const stats: ImageStats = { pictures: jobs.size, files: 0, bytes: 0, reused: 0, drawn: 0, encoded: 0 };
      // The hash check: a picture is reused when every one of its files is in the cache folder
      // (one directory listing, not a stat per file: a corpus build has 9000 files). Their sizes,
      // for the build's byte count, come from an index the last build wrote.
      const present = new Set(await readdir(cacheDir));
      const index = readIndex(cacheDir);
      const sizes = new Map<string, number>();
      const missing: Job[] = [];
      const unsized: string[] = [];
      for (const job of jobs.values()) {
        if (!job.variants.every((v) => present.has(v.name))) {
          missing.push(job);
          continue;
        }
        for (const v of job.variants) {
          const size = index[v.name];
          if (size === undefined) unsized.push(v.name);
          else sizes.set(v.name, size);
        }
      }
      await Promise.all(unsized.map(async (name) => sizes.set(name, (await stat(join(cacheDir, name))).size)));
      stats.reused = jobs.size - missing.length;
      const genProblems: Problem[] = [];
      let pool: RenderPool | undefined;
      const byFile = new Map(sources.map((s) => [s.file, s]));
      const run = async (job: Job) => {
        const source = job.source;
        if ('draw' in source) {
          pool ??= createRenderPool(root, workers);
          const drawn = await pool.draw(source.draw());
          stats.drawn++;
          const encoded = await encodeVariants({ ...drawn, channels: 4, opaque: true }, job.variants, cacheDir);
          stats.encoded += encoded;
        } else {
          try {
            const encoded = await encodeVariants(await decode(readFileSync(source.abs), SVG_WIDTH), job.variants, cacheDir);
            stats.encoded += encoded;
          } catch (err) {
            // The header was readable but the pixels are not (a truncated file): the editor's problem, not the build's.
            const reason = err instanceof Error ? err.message : String(err);
            for (const ref of source.refs) genProblems.push(locateRef(byFile, ref, `image "${ref.value}" cannot be read: ${reason.replace(/\.$/, '')}`, UNREADABLE_HINT));
            return;
          }
        }
        for (const v of job.variants) sizes.set(v.name, (await stat(join(cacheDir, v.name))).size);
      };
      try {
        // A few pictures in flight per worker: enough to keep workers and sharp busy, few enough
        // that decoded pixels (3 MB each) do not pile up when encoding is the slower side.
        // Grouped by background, which workers keep between jobs (the trees are built as jobs start).
        const order = (j: Job) => ('background' in j.source ? j.source.background : '');
        missing.sort((a, b) => order(a).localeCompare(order(b)));
        await runLimited(missing, Math.max(4, workers * 3), run);
      } finally {
        await pool?.close();
      }
      if (missing.length || unsized.length) writeIndex(cacheDir, sizes);
      const files: CachedFile[] = [];
      for (const job of jobs.values()) {
        for (const out of job.outputs) {
          const size = sizes.get(out.name);
          if (size === undefined) continue; // its problem is reported
          files.push({ path: out.path, from: join(cacheDir, out.name), size });
          stats.files++;
          stats.bytes += size;
        }
      }
      return { files, stats, problems: genProblems };
    },
  };
}

/** Sizes of cached files by name: only for byte counts, so a lost or stale entry costs a stat, nothing more. */
function readIndex(cacheDir: string): Record<string, number> {
  try {
    return JSON.parse(readFileSync(join(cacheDir, 'sizes.json'), 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

/** Merged with what is on disk now (builds may run side by side), written by rename so it is never half written. */
function writeIndex(cacheDir: string, sizes: Map<string, number>): void {
  const merged = { ...readIndex(cacheDir), ...Object.fromEntries(sizes) };
  const tmp = join(cacheDir, `sizes.json.${process.pid}.tmp`);
  writeFileSync(tmp, JSON.stringify(merged));
  renameSync(tmp, join(cacheDir, 'sizes.json'));
}

/** Runs `task` over `items`, at most `limit` at a time. */
async function runLimited<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await task(items[next++]);
  });
  await Promise.all(lanes);
}

/** Gives each item its cover (see Entry.cover), so cards get it with their props, also inside islands. */
export function attachCovers(content: Content, covers: Map<string, ResponsiveImage>): void {
  for (const p of content.portfolio) p.cover = covers.get(coverId('portfolio', p.slug));
  for (const a of content.articles) a.cover = covers.get(coverId('blog', a.slug));
  for (const c of content.caseStudies) c.cover = covers.get(coverId('case-studies', c.slug));
}
