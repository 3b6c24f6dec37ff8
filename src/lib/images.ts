/**
 * What pages need to know about an image: the files the images stage (build/stages/images.ts)
 * made of it. Plain data, so it travels in props (also into islands) and into JSON.
 */

export interface ImageSource {
  type: 'image/avif';
  /** `url 400w, url 800w, …` */
  srcset: string;
}

export interface ResponsiveImage {
  /** Modern formats, best first; the browser takes the first type it supports. */
  sources: ImageSource[];
  /** JPEG (PNG when the image has transparency) for browsers without AVIF: `srcset` at the sources' widths, `src` one of them for browsers without srcset. */
  srcset: string;
  src: string;
  /** Intrinsic size of the largest file: with width and height on <img>, the browser reserves the space. */
  width: number;
  height: number;
}

/** Open Graph's recommended card size and X's (summary_large_image) own. */
export const OG_SIZE = { width: 1200, height: 630 } as const;
export const X_SIZE = { width: 1200, height: 675 } as const;

export interface SocialCard {
  /** Absolute URLs: crawlers fetch them without the page's base. */
  og: string;
  x: string;
}

/** `og/{route}.jpg` and `og/{route}-x.jpg` in dist/, `og/index` for the home page. */
export function socialCardFiles(routePath: string): { og: string; x: string } {
  const name = routePath === '/' ? 'index' : routePath.slice(1);
  return { og: `og/${name}.jpg`, x: `og/${name}-x.jpg` };
}

export function socialCard(origin: string, routePath: string): SocialCard {
  const files = socialCardFiles(routePath);
  return { og: `${origin}/${files.og}`, x: `${origin}/${files.x}` };
}

/** The build's covers by `coverId`, in dist/, for pages the server renders (the contact form's answer). */
export const COVERS_MANIFEST = 'assets/covers.json';

/** Key of an item's cover: its collection's content folder and its file name. */
export const coverId = (folder: string, slug: string) => `${folder}/${slug}`;
