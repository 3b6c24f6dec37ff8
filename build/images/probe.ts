/**
 * The images content names: where each is named (for messages at the file's line and column) and
 * whether it can be read. Small on purpose: `npm run check` loads it without the image stage.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatFieldPath, locate, type FieldPath } from '../locate.ts';
import type { Problem } from '../problems.ts';
import { Errors } from '../errors/catalogue.ts';
import { walkStrings } from '../stages/crossref.ts';
import type { SourceFile } from '../stages/parse.ts';
import { loadSharp } from './encode.ts';

export interface ImageRef {
  file: string;
  path: FieldPath;
  value: string;
}

export interface Probed {
  width: number;
  height: number;
  hasAlpha: boolean;
}

export const hash = (...parts: (string | Buffer)[]) => {
  const h = createHash('sha256');
  for (const p of parts) h.update(p);
  return h.digest('hex').slice(0, 12);
};

const RASTER_OR_SVG = /^\/images\/.+\.(png|jpe?g|webp|avif|svg)$/i;

/** Every image a content file names, with where it names it. */
export function imageRefs(sources: SourceFile[]): ImageRef[] {
  const refs: ImageRef[] = [];
  for (const s of sources) walkStrings(s.data, [], (value, path) => {
    if (RASTER_OR_SVG.test(value)) refs.push({ file: s.file, path: [...path], value });
  });
  return refs;
}

export function locateRef(sources: Map<string, SourceFile>, ref: ImageRef, message: string, hint: string): Problem {
  const source = sources.get(ref.file);
  const pos = source ? locate(source, ref.path) : { line: 1, column: 1 };
  // Worded here (the reason comes from the decoder); the code is the catalogue's.
  return { code: Errors.ImageUnreadable.code, severity: 'error', file: ref.file, line: pos.line, column: pos.column, field: formatFieldPath(ref.path), message, hint };
}

/** Width at which an SVG given as a cover is rasterised (the largest cover file). */
export const SVG_WIDTH = 1200;

export const UNREADABLE_HINT = 'save it again as PNG, JPEG, WebP or AVIF (the file may be damaged or have the wrong extension)';

/**
 * Reads the header of every image content names (their existence is crossref's check): a file
 * that is not an image is a content problem at each place that names it. Sizes are cached by the
 * hash of the bytes, so an unchanged image is never decoded twice. Used by `npm run check` too.
 */
/** An editor's image that could be read: its size, its bytes and where it is. */
export type ProbedFile = Probed & { bytes: Buffer; abs: string };

/** What checking the images content names found: the problems, and every image that could be read, by the value naming it. */
export interface ImageCheck {
  problems: Problem[];
  probed: Map<string, ProbedFile>;
}

export async function checkImageFiles(sources: SourceFile[], imagesDir: string, cacheDir: string): Promise<ImageCheck> {
  const problems: Problem[] = [];
  const probed = new Map<string, ProbedFile>();
  const byFile = new Map(sources.map((s) => [s.file, s]));
  const refs = imageRefs(sources);
  const metaDir = join(cacheDir, 'meta');
  const failed = new Map<string, string>();
  for (const value of new Set(refs.map((r) => r.value))) {
    const abs = join(imagesDir, value.slice('/images/'.length));
    if (!existsSync(abs)) continue;
    const bytes = readFileSync(abs);
    // Keyed by the bytes and this reader's version (2: SVG sizes at SVG_WIDTH).
    const metaFile = join(metaDir, `${hash('probe 2', bytes)}.json`);
    try {
      probed.set(value, { ...(JSON.parse(readFileSync(metaFile, 'utf8')) as Probed), bytes, abs });
      continue;
    } catch {}
    try {
      const sharp = await loadSharp();
      const meta = await sharp(bytes, { failOn: 'error' }).metadata();
      if (!meta.width || !meta.height) throw new Error('it has no size');
      // EXIF orientations 5–8 are quarter turns: the picture shows with width and height swapped.
      const turned = (meta.orientation ?? 1) >= 5;
      let info: Probed = { width: turned ? meta.height : meta.width, height: turned ? meta.width : meta.height, hasAlpha: !!meta.hasAlpha };
      // A drawing has no pixel size of its own: it is rasterised at the largest cover width.
      if (meta.format === 'svg') info = { width: SVG_WIDTH, height: Math.round((SVG_WIDTH * meta.height) / meta.width), hasAlpha: true };
      mkdirSync(metaDir, { recursive: true });
      writeFileSync(metaFile, JSON.stringify(info));
      probed.set(value, { ...info, bytes, abs });
    } catch (err) {
      failed.set(value, err instanceof Error ? err.message : String(err));
    }
  }
  for (const ref of refs) {
    const reason = failed.get(ref.value);
    if (reason !== undefined) problems.push(locateRef(byFile, ref, `image "${ref.value}" cannot be read: ${reason.replace(/\.$/, '')}`, UNREADABLE_HINT));
  }
  return { problems, probed };
}

