// A worker thread that draws pictures: satori lays out an element tree and turns its text into
// paths (SVG), resvg rasterises that SVG. Both are CPU-bound and synchronous, so several of these
// workers draw while the main thread renders pages and sharp encodes on libuv's thread pool.
// Plain JavaScript so it starts the same under the bundled CLI, tsx and vitest.
//
// A picture comes in layers (see designs.ts): the background layers, slow to rasterise and
// shared by many pictures, are kept by their tree, and so is their composite for the next jobs
// (the stage sends them sorted by background); the foreground is drawn on a transparent canvas
// and laid over it here.
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

/** Source-over of premultiplied `top` onto `base`, in place. Most of a layer is transparent: those pixels keep the base as it is. */
function over(base, top) {
  for (let i = 3; i < base.length; i += 4) {
    const alpha = top[i];
    if (alpha === 0) continue;
    const keep = 255 - alpha;
    base[i - 3] = (top[i - 3] + (base[i - 3] * keep + 127) / 255) | 0;
    base[i - 2] = (top[i - 2] + (base[i - 2] * keep + 127) / 255) | 0;
    base[i - 1] = (top[i - 1] + (base[i - 1] * keep + 127) / 255) | 0;
    base[i] = (alpha + (base[i] * keep + 127) / 255) | 0;
  }
  return base;
}

/** A small least-recently-used map: 3 MB a picture, and jobs arrive grouped by background. */
function lru(size) {
  const map = new Map();
  return {
    get(key) {
      const value = map.get(key);
      if (value !== undefined) map.delete(key), map.set(key, value);
      return value;
    },
    set(key, value) {
      map.set(key, value);
      if (map.size > size) map.delete(map.keys().next().value);
    },
  };
}
// Layers: the shared ones (the dot grid, the scrim, the social gradient) and a few categories' own.
const layers = lru(8);
const backgrounds = lru(3);

async function layer(tree, width, height) {
  const key = JSON.stringify(tree);
  let pixels = layers.get(key);
  if (!pixels) layers.set(key, (pixels = await rasterise(tree, width, height)));
  return pixels;
}

parentPort.on('message', async (/** @type {{ id: number; background: unknown[]; foreground: unknown; width: number; height: number }} */ job) => {
  try {
    const { width, height } = job;
    const key = JSON.stringify(job.background);
    let bg = backgrounds.get(key);
    if (!bg) {
      bg = new Uint8Array(await layer(job.background[0], width, height));
      for (const tree of job.background.slice(1)) over(bg, await layer(tree, width, height));
      backgrounds.set(key, bg);
    }
    const out = over(new Uint8Array(bg), await rasterise(job.foreground, width, height));
    parentPort.postMessage({ id: job.id, pixels: out, width, height }, [out.buffer]);
  } catch (err) {
    parentPort.postMessage({ id: job.id, error: err instanceof Error ? err.message : String(err) });
  }
});
