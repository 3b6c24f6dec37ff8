/**
 * The picture cache: `.cache/images/{key}-{variant}.{ext}`, the key a hash of what a picture is
 * made of (see plan.ts) and of the generator (below). A picture whose files are all in the folder
 * is reused; `sizes.json` beside them keeps their sizes for the build's byte count.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { FORMAT_OPTIONS, SOCIAL_JPEG } from './encode.ts';
import type { PictureJob } from './plan.ts';
import { hash } from './probe.ts';

/** Bump when the designs or the encoding change in a way the hashed inputs do not show. */
const GENERATOR_VERSION = 2;

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
 * font's, the encoder settings, and the source of the designs and of the drawing worker. A drawing's
 * key is then a hash of its inputs (title, section, icon, hue…), which is the same as hashing its
 * element tree, as the tree is a function of both, but spares building 4000 trees per warm build.
 */
export function generatorId(root: string): string {
  const source = (file: string) => hash(readFileSync(join(root, 'build', 'images', file)));
  return JSON.stringify({
    v: GENERATOR_VERSION, satori: version('satori'), resvg: version('@resvg/resvg-js'), sharp: version('sharp'), inter: version('@fontsource/inter'),
    lucide: version('lucide-react'), formats: FORMAT_OPTIONS, social: SOCIAL_JPEG, designs: source('designs.ts'), worker: source('draw-worker.mjs'),
  });
}

export interface CacheLookUp {
  /** Pictures with a file missing from the cache: to draw (or decode) and encode. */
  missing: PictureJob[];
  /** Size of every cached file of the other pictures, by name. */
  sizes: Map<string, number>;
  /** Whether sizes.json lacked some of them (read with a stat), so it is worth writing again. */
  stale: boolean;
}

/**
 * The hash check: a picture is reused when every one of its files is in the cache folder (one
 * directory listing, not a stat per file: a corpus build has 9000 files).
 */
export async function lookUp(jobs: Iterable<PictureJob>, cacheDir: string): Promise<CacheLookUp> {
  const present = new Set(await readdir(cacheDir));
  const index = readIndex(cacheDir);
  const sizes = new Map<string, number>();
  const missing: PictureJob[] = [];
  const unsized: string[] = [];
  for (const job of jobs) {
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
  return { missing, sizes, stale: unsized.length > 0 };
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
export function writeIndex(cacheDir: string, sizes: Map<string, number>): void {
  const merged = { ...readIndex(cacheDir), ...Object.fromEntries(sizes) };
  const tmp = join(cacheDir, `sizes.json.${process.pid}.tmp`);
  writeFileSync(tmp, JSON.stringify(merged));
  renameSync(tmp, join(cacheDir, 'sizes.json'));
}
