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
 * small part of the canvas, and resvg's cost is mostly the area it fills (an empty 1200×675 canvas
 * costs about as much as a title), so each is rasterised in its bounding box, 4 pixels wider on
 * each side for anti-aliasing, and laid over the picture at that place. A layer drawn at a `scale`
 * is rasterised in its box at that scale and enlarged to the box, whose edges fall on whole pixels
 * of the small rendering.
 */
async function rasterise(tree, width, height, scale = 1) {
  const svg = await satori(tree, { width, height, fonts });
  const resvg = new Resvg(svg, { fitTo: scale === 1 ? { mode: 'original' } : { mode: 'zoom', value: scale }, font: { loadSystemFonts: false } });
  const box = resvg.innerBBox();
  if (!box) return { pixels: new Uint8Array(0), x: 0, y: 0, width: 0, height: 0 };
  const step = Math.round(1 / scale);
  const x = Math.max(0, Math.floor((box.x - 4) / step) * step);
  const y = Math.max(0, Math.floor((box.y - 4) / step) * step);
  box.width = Math.min(width, Math.ceil((box.x + box.width + 4) / step) * step) - x;
  box.height = Math.min(height, Math.ceil((box.y + box.height + 4) / step) * step) - y;
  box.x = x;
  box.y = y;
  resvg.cropByBBox(box);
  const image = resvg.render();
  if (scale !== 1) return { ...enlarge(image, box.width, box.height), x, y };
  return { pixels: image.pixels, x, y, width: image.width, height: image.height };
}

/**
 * Source pixel and weight (in 256ths) of each output pixel along one axis, for `enlarge`: pixel
 * centres aligned, edges clamped.
 */
function taps(size, smallSize) {
  const scale = smallSize / size;
  const first = new Int32Array(size);
  const weight = new Int32Array(size);
  for (let i = 0; i < size; i++) {
    const s = Math.min(smallSize - 1, Math.max(0, (i + 0.5) * scale - 0.5));
    first[i] = Math.floor(s);
    weight[i] = Math.round((s - first[i]) * 256);
  }
  return { first, weight };
}

/**
 * A small rendering enlarged to width × height, bilinear, in integers and in two passes: each
 * source row is interpolated across once (kept while two output rows use it), then output rows
 * blend two such rows: cheaper than four neighbours per pixel in floats (docs/benchmarks.md).
 */
function enlarge(small, width, height) {
  const { width: sw, height: sh, pixels: src } = small;
  const out = new Uint8Array(width * height * 4);
  const xs = taps(width, sw);
  const ys = taps(height, sh);
  const across = (sy, row) => {
    const base = sy * sw * 4;
    for (let x = 0, o = 0; x < width; x++, o += 4) {
      const a = base + xs.first[x] * 4;
      const b = xs.first[x] + 1 < sw ? a + 4 : a;
      const w = xs.weight[x];
      const v = 256 - w;
      row[o] = src[a] * v + src[b] * w;
      row[o + 1] = src[a + 1] * v + src[b + 1] * w;
      row[o + 2] = src[a + 2] * v + src[b + 2] * w;
      row[o + 3] = src[a + 3] * v + src[b + 3] * w;
    }
  };
  let upper = new Uint16Array(width * 4);
  let lower = new Uint16Array(width * 4);
  let upperY = -1;
  let lowerY = -1;
  for (let y = 0; y < height; y++) {
    const y0 = ys.first[y];
    const y1 = Math.min(sh - 1, y0 + 1);
    if (upperY !== y0) {
      if (lowerY === y0) [upper, lower, upperY, lowerY] = [lower, upper, y0, -1];
      else across(y0, upper), (upperY = y0);
    }
    if (lowerY !== y1) across(y1, lower), (lowerY = y1);
    const w = ys.weight[y];
    const v = 256 - w;
    const o = y * width * 4;
    for (let i = 0, n = width * 4; i < n; i++) out[o + i] = (upper[i] * v + lower[i] * w + 32768) >>> 16;
  }
  return { pixels: out, x: 0, y: 0, width, height };
}

/**
 * Source-over of premultiplied `top` onto `base`, an opaque RGB canvas `width` pixels wide, in
 * place: out = top + base × (1 − top.alpha), the colour channels of RGBA's source-over (which do
 * not depend on the base's alpha), so a picture is composed and handed to the encoder as the RGB
 * it is: no alpha channel to drop before each file. Transparent pixels of `top` keep the base and
 * opaque ones replace it, both without arithmetic; x/255 is (x + 128 + ((x + 128) >> 8)) >> 8,
 * exact for 0–65025.
 */
function over(base, width, top) {
  const { pixels, x, y } = top;
  for (let row = 0; row < top.height; row++) {
    let i = ((y + row) * width + x) * 3;
    let j = row * top.width * 4;
    for (let col = 0; col < top.width; col++, i += 3, j += 4) {
      const alpha = pixels[j + 3];
      if (alpha === 0) continue;
      if (alpha === 255) {
        base[i] = pixels[j];
        base[i + 1] = pixels[j + 1];
        base[i + 2] = pixels[j + 2];
        continue;
      }
      const keep = 255 - alpha;
      let v = base[i] * keep + 128;
      base[i] = pixels[j] + ((v + (v >> 8)) >> 8);
      v = base[i + 1] * keep + 128;
      base[i + 1] = pixels[j + 1] + ((v + (v >> 8)) >> 8);
      v = base[i + 2] * keep + 128;
      base[i + 2] = pixels[j + 2] + ((v + (v >> 8)) >> 8);
    }
  }
  return base;
}

/**
 * A background: its layers composed bottom first on an RGB canvas (the bottom one is opaque, see
 * designs.ts). The bottom layer as RGB is kept too: every social card's background starts with the
 * same gradient, and a copy costs a tenth of composing it again.
 */
async function background(parts, width, height) {
  const [bottom, ...rest] = parts;
  const key = layerKey(bottom);
  let rgb = bottoms.get(key);
  if (!rgb) bottoms.set(key, (rgb = over(new Uint8Array(width * height * 3), width, await layer(bottom, width, height))));
  const base = rgb.slice();
  for (const part of rest) over(base, width, await layer(part, width, height));
  return base;
}

/** A small least-recently-used map: a background is a full canvas of pixels, and jobs arrive grouped by background. */
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
const bottoms = lru(2);

const layerKey = ({ tree, scale }) => `${scale} ${JSON.stringify(tree)}`;

async function layer(part, width, height) {
  const { tree, scale } = part;
  const key = layerKey(part);
  let pixels = layers.get(key);
  if (!pixels) layers.set(key, (pixels = await rasterise(tree, width, height, scale)));
  return pixels;
}

/** Canvases the main thread gave back once it had encoded their pictures (pool.ts, `release`). */
const canvases = [];

parentPort.on('message', async (/** @type {{ id: number; background: unknown[]; foreground: unknown; width: number; height: number } | { canvas: Uint8Array }} */ job) => {
  if ('canvas' in job) return void canvases.push(job.canvas);
  try {
    const { width, height } = job;
    const key = JSON.stringify(job.background);
    let bg = backgrounds.get(key);
    if (!bg) backgrounds.set(key, (bg = await background(job.background, width, height)));
    const top = await rasterise(job.foreground, width, height);
    let out = canvases.pop();
    if (out?.length !== bg.length) out = new Uint8Array(bg.length);
    out.set(bg);
    over(out, width, top);
    parentPort.postMessage({ id: job.id, pixels: out, width, height }, [out.buffer]);
  } catch (err) {
    parentPort.postMessage({ id: job.id, error: err instanceof Error ? err.message : String(err) });
  }
});
