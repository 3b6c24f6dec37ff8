/**
 * Images: every raster picture of the site, generated or given, as responsive files.
 *   - A cover per portfolio project, article and case study: the editor's `image:` file when the
 *     content gives one, else drawn from the item's title, category and icon (../images/designs.ts).
 *   - A social card per route: Open Graph 1200×630 and X 1200×675, with the page's title and section.
 *
 * The stage only strings its parts together, one job each, in ../images/:
 *   probe.ts (can the editors' images be read) → plan.ts (what to draw: every picture, its cache
 *   key, files and URLs) → cache.ts (which of them the cache has) → generate.ts (drawing in
 *   drawing workers, pool.ts, and encoding, encode.ts, of the rest) with designs.ts, the pictures.
 *
 * Input: content, route table, sources (to locate problems), folders. Output, in two steps:
 * `planImages` decides every file name and size up front (cheap: hashes and the cache folder),
 * so pages can render at once with the covers in their render context; `generate()` then draws
 * and encodes only what the cache lacks, while pages render, and lists the files to copy into dist/.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { Content } from '../../src/content/model.ts';
import { lucideIconSet } from '../../src/lib/lucide-files.ts';
import { socialCard, type ResponsiveImage, type SocialCard } from '../../src/lib/images.ts';
import type { Problem } from '../problems.ts';
import type { Route, RouteTable } from '../routes.ts';
import { generatorId, lookUp, writeIndex } from '../images/cache.ts';
import { generatePictures } from '../images/generate.ts';
import type { DrawPool } from '../images/pool.ts';
import { planPictures } from '../images/plan.ts';
import { checkImageFiles, imageRefs, type ImageCheck } from '../images/probe.ts';
import type { SourceFile } from './parse.ts';
import type { Registry } from '../../src/content/definition.ts';

export interface ImagesInput {
  content: Content;
  table: RouteTable;
  sources: SourceFile[];
  /** The project: the worker script and the designs' source are found from it. */
  root: string;
  /** content/images, served as /images. */
  imagesDir: string;
  /** Folder of cached files (.cache/images). */
  cacheDir: string;
  /** Drawing worker threads; one fewer than the cores (at least 1, at most 4) by default. */
  workers?: number;
  /** The content types: each collection's covers and icon. */
  registry: Registry;
  /** Drawing workers kept between builds (the dev server's); started and stopped by `generate()` when absent. */
  pool?: DrawPool;
  /** The images content names, when the check has already read them (its problems are the check's). */
  checked?: ImageCheck;
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
  /** Cover of each item by `coverId(kind, slug)`: rendering gets it through the render context. */
  covers: Map<string, ResponsiveImage>;
  social(route: Route): SocialCard;
  /** Every file the stage puts in dist/, for the link check. */
  paths: string[];
  /** Draws and encodes what the cache lacks, once `drawAfter` settles when given; call once. */
  generate(options?: { drawAfter?: Promise<unknown> }): Promise<{ files: CachedFile[]; stats: ImageStats; problems: Problem[] }>;
}

export async function planImages(input: ImagesInput): Promise<ImagesPlan> {
  const { content, table, sources, root, imagesDir, cacheDir } = input;
  // Encoding (sharp, on libuv's threads) is most of the work and uses every core; a drawing worker
  // holds a lot of memory (satori, yoga, fonts, resvg). On 2 cores one worker is as fast as two, in less.
  const workers = input.workers ?? Math.max(1, Math.min(4, availableParallelism() - 1));
  const { problems, probed } = input.checked ? { problems: [], probed: input.checked.probed } : await checkImageFiles(sources, imagesDir, cacheDir);
  const site = content.site;
  const logo = readFileSync(join(imagesDir, site.logo.replace(/^\/images\//, '')));
  const { jobs, covers } = planPictures({ content, table, probed, refs: imageRefs(sources), generator: generatorId(root), icons: lucideIconSet(), logo, registry: input.registry });
  let generated = false;
  return {
    problems,
    covers,
    social: (route) => socialCard(site.origin, route.path),
    paths: [...jobs.values()].flatMap((j) => j.outputs.map((o) => o.path)),
    async generate({ drawAfter } = {}) {
      if (generated) throw new Error('generate() runs once per plan');
      generated = true;
      mkdirSync(cacheDir, { recursive: true });
      const stats: ImageStats = { pictures: jobs.size, files: 0, bytes: 0, reused: 0, drawn: 0, encoded: 0 };
      const cached = await lookUp(jobs.values(), cacheDir);
      stats.reused = jobs.size - cached.missing.length;
      if (cached.missing.length) await drawAfter;
      const made = await generatePictures(cached.missing, { root, cacheDir, workers, sources, pool: input.pool });
      stats.drawn = made.drawn;
      stats.encoded = made.encoded;
      const sizes = new Map([...cached.sizes, ...made.sizes]);
      if (made.sizes.size || cached.stale) writeIndex(cacheDir, sizes);
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
      return { files, stats, problems: made.problems };
    },
  };
}
