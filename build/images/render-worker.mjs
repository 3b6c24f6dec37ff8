// A worker thread that draws pictures: satori lays out an element tree and turns its text into
// paths (SVG), resvg rasterises that SVG. Both are CPU-bound and synchronous, so several of these
// workers draw while the main thread renders pages and sharp encodes on libuv's thread pool.
// Plain JavaScript so it starts the same under the bundled CLI, tsx and vitest.
//
// A picture comes in two layers (see designs.ts): the background, slow to rasterise and shared by
// every picture of a category, is kept for the next jobs (the stage sends them sorted by
// background); the foreground is drawn on a transparent canvas and laid over it here.
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import satori from 'satori';
import { Resvg } from '@resvg/resvg-js';

/** @type {{ fonts: { name: string; weight: number; file: string }[] }} */
const { fonts: fontFiles } = workerData;
const fonts = fontFiles.map((f) => ({ name: f.name, weight: f.weight, style: 'normal', data: readFileSync(f.file) }));

/** Premultiplied RGBA (tiny-skia's own format) of a tree. */
async function rasterise(tree, width, height) {
  const svg = await satori(tree, { width, height, fonts });
  return new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render().pixels;
}

/** The last few backgrounds, by key: 3 MB each, and jobs arrive grouped by background. */
const backgrounds = new Map();
const KEEP = 3;

parentPort.on('message', async (/** @type {{ id: number; background: { key: string; tree: unknown }; foreground: unknown; width: number; height: number }} */ job) => {
  try {
    const { width, height } = job;
    let bg = backgrounds.get(job.background.key);
    if (!bg) {
      bg = await rasterise(job.background.tree, width, height);
      backgrounds.set(job.background.key, bg);
      if (backgrounds.size > KEEP) backgrounds.delete(backgrounds.keys().next().value);
    }
    const fg = await rasterise(job.foreground, width, height);
    // Source-over with a premultiplied foreground: out = fg + bg × (1 − fg.alpha). Most of the
    // foreground is transparent, where the background is copied as it is (one memcpy).
    const out = new Uint8Array(bg);
    for (let i = 3; i < out.length; i += 4) {
      const alpha = fg[i];
      if (alpha === 0) continue;
      const keep = 255 - alpha;
      out[i - 3] = (fg[i - 3] + (bg[i - 3] * keep + 127) / 255) | 0;
      out[i - 2] = (fg[i - 2] + (bg[i - 2] * keep + 127) / 255) | 0;
      out[i - 1] = (fg[i - 1] + (bg[i - 1] * keep + 127) / 255) | 0;
      out[i] = (alpha + (bg[i] * keep + 127) / 255) | 0;
    }
    parentPort.postMessage({ id: job.id, pixels: out, width, height }, [out.buffer]);
  } catch (err) {
    parentPort.postMessage({ id: job.id, error: err instanceof Error ? err.message : String(err) });
  }
});
