/**
 * Drawing and encoding what the cache lacks: drawings go to the drawing workers (pool.ts) and their
 * pixels to sharp (encode.ts); editors' images are decoded and encoded alike. Files land in the
 * cache folder; a file that turns out unreadable is a problem at each line that names it.
 */
import { readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Problem } from '../problems.ts';
import type { SourceFile } from '../stages/parse.ts';
import { decode, encodeVariants } from './encode.ts';
import type { PictureJob } from './plan.ts';
import { createDrawPool, type DrawPool } from './pool.ts';
import { locateRef, SVG_WIDTH, UNREADABLE_HINT } from './probe.ts';

export interface Generated {
  /** Size of every file made, by name. */
  sizes: Map<string, number>;
  drawn: number;
  encoded: number;
  problems: Problem[];
}

/** `pool`: workers kept by the caller between builds (the dev server); else started on the first drawing and stopped at the end. */
export async function generatePictures(missing: PictureJob[], options: { root: string; cacheDir: string; workers: number; sources: SourceFile[]; pool?: DrawPool }): Promise<Generated> {
  const { root, cacheDir, workers, sources } = options;
  const made: Generated = { sizes: new Map(), drawn: 0, encoded: 0, problems: [] };
  let pool: DrawPool | undefined = options.pool;
  const byFile = new Map(sources.map((s) => [s.file, s]));
  const run = async (job: PictureJob) => {
    const source = job.source;
    if ('draw' in source) {
      pool ??= createDrawPool(root, workers);
      const drawn = await pool.draw(source.draw());
      made.drawn++;
      const encoded = await encodeVariants({ ...drawn, channels: 3 }, job.variants, cacheDir);
      pool.release(drawn);
      made.encoded += encoded;
    } else {
      try {
        const encoded = await encodeVariants(await decode(readFileSync(source.abs), SVG_WIDTH), job.variants, cacheDir);
        made.encoded += encoded;
      } catch (err) {
        // The header was readable but the pixels are not (a truncated file): the editor's problem, not the build's.
        const reason = err instanceof Error ? err.message : String(err);
        for (const ref of source.refs) made.problems.push(locateRef(byFile, ref, `image "${ref.value}" cannot be read: ${reason.replace(/\.$/, '')}`, UNREADABLE_HINT));
        return;
      }
    }
    for (const v of job.variants) made.sizes.set(v.name, (await stat(join(cacheDir, v.name))).size);
  };
  try {
    // Three pictures more in flight than workers, so the workers draw while others encode: with
    // one, a cover's six files (three times its drawing) left the worker waiting whenever the
    // picture beside it was a cover too. A few more in flight measured faster on a cold build
    // (docs/benchmarks.md history); each in flight may hold an AVIF encoder, so not many more.
    // Grouped by background, which workers keep between jobs (the trees are built as jobs start).
    // Covers (six files each, encoding outweighs drawing) and social cards (two JPEGs, drawing
    // outweighs encoding) are interleaved, so neither the drawing worker nor sharp's threads wait
    // for the other: covers first, then all cards, left the worker idle half the covers' time.
    const order = (j: PictureJob) => ('background' in j.source ? j.source.background : '');
    const sorted = [...missing].sort((a, b) => order(a).localeCompare(order(b)));
    const encodeHeavy = (j: PictureJob) => j.variants.length > 2;
    const queue = interleave(sorted.filter(encodeHeavy), sorted.filter((j) => !encodeHeavy(j)));
    await runLimited(queue, workers + 3, run);
  } finally {
    if (pool !== options.pool) await pool?.close();
  }
  return made;
}

/** Both lists in one, each in its order, spread evenly: [a a a] and [b] give [a b a a]-like mixes, never all of one first. */
function interleave<T>(a: T[], b: T[]): T[] {
  const out: T[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    // Take from the list further behind its share of what has been taken.
    if (j >= b.length || (i < a.length && i * b.length <= j * a.length)) out.push(a[i++]);
    else out.push(b[j++]);
  }
  return out;
}

/** Runs `task` over `items`, at most `limit` at a time. */
async function runLimited<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await task(items[next++]);
  });
  await Promise.all(lanes);
}
