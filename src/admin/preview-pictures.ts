/**
 * Pictures the editor holds, by their public paths, and in the live preview. The build makes each cover's files (build/images/plan.ts) and
 * serves each picture at its public path; the preview has neither for a picture the editor has
 * just uploaded. So the preview shows an entry's own picture as its cover, and every public path
 * of a picture the editor holds (Decap's `getAsset`, src/admin/pictures-in-hand.ts) is replaced in
 * the page by the address the editor shows it from.
 */
import type { Registry } from '../content/definition.ts';
import type { Content, Entry } from '../content/model.ts';
import { coverId, type ResponsiveImage } from '../lib/images.ts';

/** The shape of a cover (build/images/designs.ts COVER_SIZE): the space reserved before the picture arrives. */
const COVER_SHAPE = { width: 1200, height: 675 };

/** Each entry's cover that is the editor's own picture, by its cover id: the picture itself, at one size. Drawn covers are the build's only. */
export function editorCovers(content: Content, registry: Registry): Map<string, ResponsiveImage> {
  const covers = new Map<string, ResponsiveImage>();
  for (const definition of registry.collections) {
    if (!definition.cover) continue;
    for (const entry of (content as unknown as Record<string, Entry<unknown>[] | undefined>)[definition.name] ?? []) {
      const image = definition.cover(entry as never, content).image;
      if (image) covers.set(coverId(definition.folder, entry.slug), { sources: [], srcset: image, src: image, ...COVER_SHAPE });
    }
  }
  return covers;
}

/**
 * The file a public path stands for (`/images/a/b.png` → `content/images/a/b.png`), or undefined
 * for any other path or address. Folders as Decap's configuration writes them, with or without slashes.
 */
export function mediaFileOf(path: string, folders: { media_folder?: string; public_folder?: string }): string | undefined {
  const trim = (folder: string) => folder.replace(/^\/+|\/+$/g, '');
  if (folders.media_folder === undefined || folders.public_folder === undefined) return undefined;
  const served = `/${trim(folders.public_folder)}/`.replace(/^\/\/$/, '/');
  const clean = path.split(/[?#]/)[0];
  if (!clean.startsWith(served) || clean.includes('/../')) return undefined;
  return `${trim(folders.media_folder)}/${decodeURI(clean.slice(served.length))}`;
}

const unescape = (value: string) => value.replace(/&amp;/g, '&');
const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * `html` with each picture address under `folder` (`/images/`) in `src`, `srcset` and `href`
 * replaced by `urlOf(address)` where that gives another address (a picture the editor holds).
 */
export function withPicturesInHand(html: string, folder: string, urlOf: (path: string) => string | undefined): string {
  const prefix = `${folder.replace(/\/+$/, '')}/`;
  const swap = (address: string) => {
    if (!address.startsWith(prefix)) return address;
    const url = urlOf(address);
    return url && url !== address ? url : address;
  };
  // React writes `srcSet`.
  return html.replace(/\s(src|srcset|href)="([^"]*)"/gi, (whole, name: string, value: string) => {
    const address = unescape(value);
    const swapped = name.toLowerCase() === 'srcset'
      ? address.split(',').map((candidate) => candidate.trim().replace(/^\S+/, swap)).join(', ')
      : swap(address);
    return swapped === address ? whole : ` ${name}="${escape(swapped)}"`;
  });
}
