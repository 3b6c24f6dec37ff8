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

/**
 * A tree as premultiplied RGBA (tiny-skia's own format), cut to what it draws: most layers draw a
 * small part of the canvas, and resvg's cost is mostly the canvas (an empty 1200×675 one costs
 * about as much as a title), so each is rasterised in its bounding box, 4 pixels wider on each side
 * for anti-aliasing, and laid over the picture at that place.
 */
async function rasterise(tree, width, height, scale = 1) {
  const svg = await satori(tree, { width, height, fonts });
  if (scale !== 1) return enlarge(new Resvg(svg, { fitTo: { mode: 'zoom', value: scale }, font: { loadSystemFonts: false } }).render(), width, height);
  const resvg = new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } });
  const box = resvg.innerBBox();
  if (!box) return { pixels: new Uint8Array(0), x: 0, y: 0, width: 0, height: 0 };
  const x = Math.max(0, Math.floor(box.x) - 4);
  const y = Math.max(0, Math.floor(box.y) - 4);
  box.width = Math.min(width, Math.ceil(box.x + box.width) + 4) - x;
  box.height = Math.min(height, Math.ceil(box.y + box.height) + 4) - y;
  box.x = x;
  box.y = y;
  resvg.cropByBBox(box);
  const image = resvg.render();
  return { pixels: image.pixels, x, y, width: image.width, height: image.height };
}

/** A small rendering enlarged to width × height, bilinear (pixel centres aligned, edges clamped). */
function enlarge(small, width, height) {
  const sw = small.width;
  const sh = small.height;
  const src = small.pixels;
  const out = new Uint8Array(width * height * 4);
  const fx = sw / width;
  const fy = sh / height;
  for (let y = 0; y < height; y++) {
    const sy = Math.min(sh - 1, Math.max(0, (y + 0.5) * fy - 0.5));
    const y0 = Math.floor(sy);
    const y1 = Math.min(sh - 1, y0 + 1);
    const wy = sy - y0;
    for (let x = 0; x < width; x++) {
      const sx = Math.min(sw - 1, Math.max(0, (x + 0.5) * fx - 0.5));
      const x0 = Math.floor(sx);
      const x1 = Math.min(sw - 1, x0 + 1);
      const wx = sx - x0;
      const a = (y0 * sw + x0) * 4;
      const b = (y0 * sw + x1) * 4;
      const c = (y1 * sw + x0) * 4;
      const d = (y1 * sw + x1) * 4;
      const o = (y * width + x) * 4;
      for (let k = 0; k < 4; k++) {
        const top = src[a + k] + (src[b + k] - src[a + k]) * wx;
        const bottom = src[c + k] + (src[d + k] - src[c + k]) * wx;
        out[o + k] = (top + (bottom - top) * wy + 0.5) | 0;
      }
    }
  }
  return { pixels: out, x: 0, y: 0, width, height };
}

/**
 * Source-over of premultiplied `top` onto `base` (a `width` pixels wide canvas), in place:
 * out = top + base × (1 − top.alpha). Transparent pixels of `top` keep the base and opaque ones
 * replace it, both without arithmetic; x/255 is (x + 128 + ((x + 128) >> 8)) >> 8, exact for 0–65025.
 */
function over(base, width, top) {
  const { pixels, x, y } = top;
  for (let row = 0; row < top.height; row++) {
    let i = ((y + row) * width + x) * 4;
    let j = row * top.width * 4;
    for (let col = 0; col < top.width; col++, i += 4, j += 4) {
      const alpha = pixels[j + 3];
      if (alpha === 0) continue;
      if (alpha === 255) {
        base[i] = pixels[j];
        base[i + 1] = pixels[j + 1];
        base[i + 2] = pixels[j + 2];
        base[i + 3] = 255;
        continue;
      }
      const keep = 255 - alpha;
      let v = base[i] * keep + 128;
      base[i] = pixels[j] + ((v + (v >> 8)) >> 8);
      v = base[i + 1] * keep + 128;
      base[i + 1] = pixels[j + 1] + ((v + (v >> 8)) >> 8);
      v = base[i + 2] * keep + 128;
      base[i + 2] = pixels[j + 2] + ((v + (v >> 8)) >> 8);
      v = base[i + 3] * keep + 128;
      base[i + 3] = alpha + ((v + (v >> 8)) >> 8);
    }
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

async function layer({ tree, scale }, width, height) {
  const key = `${scale} ${JSON.stringify(tree)}`;
  let pixels = layers.get(key);
  if (!pixels) layers.set(key, (pixels = await rasterise(tree, width, height, scale)));
  return pixels;
}

parentPort.on('message', async (/** @type {{ id: number; background: unknown[]; foreground: unknown; width: number; height: number }} */ job) => {
  try {
    const { width, height } = job;
    const key = JSON.stringify(job.background);
    let bg = backgrounds.get(key);
    if (!bg) {
      bg = new Uint8Array(width * height * 4);
      for (const part of job.background) over(bg, width, await layer(part, width, height));
      backgrounds.set(key, bg);
    }
    const out = over(new Uint8Array(bg), width, await rasterise(job.foreground, width, height));
    parentPort.postMessage({ id: job.id, pixels: out, width, height }, [out.buffer]);
  } catch (err) {
    parentPort.postMessage({ id: job.id, error: err instanceof Error ? err.message : String(err) });
  }
});
