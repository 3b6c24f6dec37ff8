/**
 * Pictures named in content — in a field (`image: /images/…`), in Markdown (`![text](/images/…)`)
 * or by a link — are checked as pictures, not as pages: the format is one browsers show, the path
 * is written as served (`/images/` and the file's path inside content/images, the editor's media
 * folder), and the file exists. Suggestions name files that exist (and are proven like every hint).
 */
import { didYouMean } from '../problems.ts';
import { Errors, type ErrorData } from '../errors/catalogue.ts';

/** What a picture path must look like (schemas/common.schema.json → imagePath). */
const SERVED = /^\/images\/[A-Za-z0-9/_.-]+\.(svg|png|jpg|jpeg|webp|avif)$/;
const SHOWN = ['svg', 'png', 'jpg', 'jpeg', 'webp', 'avif', 'gif'];
/** Formats cameras, phones, scanners and design tools save, which browsers do not show. */
const NOT_SHOWN: Record<string, string> = {
  heic: 'HEIC', heif: 'HEIF', tif: 'TIFF', tiff: 'TIFF', bmp: 'BMP', psd: 'Photoshop (PSD)', ai: 'Illustrator (AI)', eps: 'EPS',
  raw: 'camera RAW', cr2: 'camera RAW (CR2)', cr3: 'camera RAW (CR3)', nef: 'camera RAW (NEF)', arw: 'camera RAW (ARW)', dng: 'camera RAW (DNG)', orf: 'camera RAW (ORF)', rw2: 'camera RAW (RW2)',
  jxl: 'JPEG XL', jp2: 'JPEG 2000', xcf: 'GIMP (XCF)', pdf: 'PDF',
};
const PICTURE = new RegExp(`\\.(${[...SHOWN, ...Object.keys(NOT_SHOWN)].filter((e) => e !== 'pdf').join('|')})$`, 'i');

const extension = (path: string) => /\.([A-Za-z0-9]+)$/.exec(path)?.[1].toLowerCase() ?? '';
const withoutQuery = (value: string) => value.split(/[?#]/)[0];
/** The last part of a served path (`/images/team/ana.jpg` → `ana.jpg`). */
const fileName = (path: string) => /[^/]*\/*$/.exec(path)![0].replace(/\/+$/, '');

/** Whether a link target or field value names a picture: under /images/, or ending in a picture's extension. */
export function isPicturePath(value: string): boolean {
  if (/^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith('//')) return false;
  const path = withoutQuery(value);
  return path.startsWith('/images/') || PICTURE.test(path);
}

export interface PictureContext {
  /** Whether the served path `/images/…` is a file. */
  exists(served: string): boolean;
  /** Every picture's served path, for suggestions (none when unknown). */
  pictures?: readonly string[];
}

interface Found {
  entry: ErrorData<never>;
  args: Record<string, unknown>;
}

const found = <Args>(entry: ErrorData<Args>, args: Args): Found => ({ entry: entry as unknown as ErrorData<never>, args: args as Record<string, unknown> });

/** The path as it was probably meant: `/images/` and the path inside content/images. */
function servedForm(path: string): string {
  const rest = path.trim().replace(/^(\.{1,2}\/)+/, '').replace(/^\/?(content\/|public\/|static\/)?/, '').replace(/^images\//, '');
  return `/images/${rest}`;
}

/** What is wrong with a picture named by `value`; undefined when it is fine. */
export function pictureProblem(value: string, ctx: PictureContext): Found | undefined {
  const path = withoutQuery(value);
  const ext = extension(path);
  const pictures = ctx.pictures ?? [];
  if (SERVED.test(path)) {
    if (ctx.exists(path)) return undefined;
    const suggestion = didYouMean(path, pictures);
    return found(Errors.MissingImage, { value, rel: path.slice('/images/'.length), suggestion: suggestion === path ? undefined : suggestion });
  }
  if (NOT_SHOWN[ext]) {
    const base = path.slice(0, -ext.length);
    const converted = ['jpg', 'jpeg', 'png', 'webp', 'avif'].map((e) => servedForm(base + e)).find((p) => SERVED.test(p) && ctx.exists(p));
    return found(Errors.ImageFormat, { value, format: NOT_SHOWN[ext], suggestion: converted });
  }
  // A mistyped extension under /images/ (`.sv`): a missing picture, with the one meant.
  if (path.startsWith('/images/') && !/\s/.test(path) && !SHOWN.includes(ext) && !ctx.exists(path)) {
    const suggestion = didYouMean(path, pictures);
    return found(Errors.MissingImage, { value, rel: path.slice('/images/'.length), suggestion: suggestion === path ? undefined : suggestion });
  }
  {
    const candidate = servedForm(path).replace(/\.([A-Za-z0-9]+)$/, (m) => m.toLowerCase());
    const name = fileName(candidate).toLowerCase();
    const sameName = pictures.filter((p) => fileName(p).toLowerCase() === name);
    const suggestion = SERVED.test(candidate) && ctx.exists(candidate) ? candidate : sameName.length === 1 && SERVED.test(sameName[0]) ? sameName[0] : undefined;
    return found(Errors.ImagePath, { value, suggestion });
  }
}
