/**
 * Encoding with sharp (libvips): one decoded picture in, one file per variant out, written into
 * the cache folder atomically (a temporary name, then a rename), so a concurrent build never
 * copies half a file. sharp runs on libuv's thread pool and uses several threads per image.
 */
import { rename, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Sharp } from 'sharp';

export type Format = 'avif' | 'jpeg' | 'png';

export interface Variant {
  /** File name in the cache (and, for covers, in dist/assets/img/). */
  name: string;
  format: Format;
  width: number;
  /** Keep only these rows of the source, before resizing (the Open Graph crop of a social card). */
  crop?: { top: number; height: number };
  /** Encoder options instead of the format's (`encoderOptions`). */
  options?: object;
}

/**
 * Encoder settings, chosen by measurement on the site's covers (`node --import tsx
 * build/tools/bench-images.ts`, figures in docs/benchmarks.md: CPU per file, bytes, SSIM against the
 * drawing). AVIF, which nearly every visitor gets, is encoded 4:2:0 (as JPEG always is),
 * and by width: at 400 px effort 1, as at effort 0 the small file loses detail (SSIM 0.985 against
 * 0.990) for a few milliseconds; at 800 and 1200 px effort 0 at a lower quality: under half the
 * time of effort 1 (AVIF at these widths was the largest part of a cold build), SSIM within 0.0012
 * of it, files 7–10 % larger. JPEG without mozjpeg (3–6× faster) is for browsers without AVIF
 * (see plan.ts) and for social cards.
 */
export const FORMAT_OPTIONS = {
  avif: [
    { upTo: 400, options: { quality: 50, effort: 1, chromaSubsampling: '4:2:0' } },
    { upTo: 800, options: { quality: 45, effort: 0, chromaSubsampling: '4:2:0' } },
    { upTo: Infinity, options: { quality: 42, effort: 0, chromaSubsampling: '4:2:0' } },
  ],
  jpeg: { quality: 80 },
  png: { compressionLevel: 9, effort: 7 },
} as const;

/**
 * Social cards' JPEGs, without optimised Huffman tables: about half the encoding time for a few
 * per cent more bytes, the same pixels (docs/benchmarks.md). Only link previews fetch them, once
 * per share, and there is one per route, so their encoding is a large share of a cold build's.
 */
export const SOCIAL_JPEG = { quality: 80, optimiseCoding: false } as const;

/** The encoder options of a file of `format`, `width` pixels wide. */
export function encoderOptions(format: Format, width: number): object {
  if (format !== 'avif') return FORMAT_OPTIONS[format];
  return FORMAT_OPTIONS.avif.find((setting) => width <= setting.upTo)!.options;
}

/** Decoded pixels, 8 bits per channel, alpha not premultiplied. */
export interface Input {
  pixels: Uint8Array;
  width: number;
  height: number;
  /** 3 for a drawing (opaque) or a photo; 4 for an image with transparency. */
  channels: 3 | 4;
}

type SharpFn = typeof import('sharp').default;
let sharpModule: SharpFn | undefined;
/** sharp is loaded on first use: a build that finds everything in the cache never needs it. */
export async function loadSharp(): Promise<SharpFn> {
  if (!sharpModule) {
    sharpModule = (await import('sharp')).default;
    // Each input is used once per build: libvips' operation cache would only hold memory.
    sharpModule.cache(false);
  }
  return sharpModule;
}

/** Decodes an image file once for all its variants; rotate() applies the EXIF orientation, so portrait photos stand up. */
export async function decode(bytes: Buffer, svgWidth: number): Promise<Input> {
  const sharp = await loadSharp();
  const meta = await sharp(bytes).metadata();
  // An SVG is drawn at `svgWidth` pixels wide: librsvg renders at 72 dpi unless told a density.
  const density = meta.format === 'svg' && meta.width ? (72 * svgWidth) / meta.width : undefined;
  const { data, info } = await sharp(bytes, { failOn: 'error', density }).rotate().raw().toBuffer({ resolveWithObject: true });
  if (info.channels !== 3 && info.channels !== 4) {
    // Grey (1) or grey + alpha (2): as RGB(A), which every encoder takes.
    const out = await sharp(data, { raw: info }).toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
    return { pixels: out.data, width: out.info.width, height: out.info.height, channels: out.info.channels as 3 | 4 };
  }
  return { pixels: data, width: info.width, height: info.height, channels: info.channels };
}

function open(sharp: SharpFn, input: Input): Sharp {
  return sharp(input.pixels, { raw: { width: input.width, height: input.height, channels: input.channels } });
}

/** Encodes every variant into `dir`; resolves with the number of files encoded. */
export async function encodeVariants(input: Input, variants: Variant[], dir: string): Promise<number> {
  const sharp = await loadSharp();
  // Resized (or cropped) once per size, then encoded in each format: a resize costs about as much
  // as a small file's encoding. One size after another: pictures run side by side (see
  // generate.ts), and encoding all of a picture's files at once only raised peak memory.
  const sizes = new Map<string, Variant[]>();
  for (const v of variants) {
    const size = `${v.width} ${v.crop?.top} ${v.crop?.height}`;
    sizes.set(size, [...(sizes.get(size) ?? []), v]);
  }
  for (const group of sizes.values()) {
    const { width, crop } = group[0];
    const sized = (image: Sharp) => {
      if (crop) image = image.extract({ left: 0, top: crop.top, width: input.width, height: crop.height });
      return crop || width < input.width ? image.resize({ width, withoutEnlargement: true }) : image;
    };
    // A size encoded once (a social card's crop) is resized in the encoder's own pipeline: an
    // intermediate copy would be one more pass over its pixels and one more buffer to collect.
    const shared = group.length > 1 && (crop || width < input.width);
    let pixels = input;
    if (shared) {
      const { data, info } = await sized(open(sharp, input)).raw().toBuffer({ resolveWithObject: true });
      pixels = { pixels: data, width: info.width, height: info.height, channels: info.channels as 3 | 4 };
    }
    for (const v of group) {
      let image = shared ? open(sharp, pixels) : sized(open(sharp, input));
      // Only an image with transparency has an alpha channel to flatten (a pass over every pixel).
      if (v.format === 'jpeg' && pixels.channels === 4) image = image.flatten({ background: '#ffffff' });
      const final = join(dir, v.name);
      const tmp = `${final}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      try {
        await image.toFormat(v.format, v.options ?? encoderOptions(v.format, v.width)).toFile(tmp);
        await rename(tmp, final);
      } catch (err) {
        await unlink(tmp).catch(() => {});
        throw err;
      }
    }
  }
  return variants.length;
}
