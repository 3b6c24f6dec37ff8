/**
 * The preload of a page's priority picture (Picture's `priority`: the largest image above the
 * fold, such as the lead project beside a heading): a <link rel=preload> with the AVIF file set and
 * the sizes the <picture> gives, so the browser fetches the same file the <img> will use as soon as
 * it reads <head>, before the stylesheet and the layout. Pure: the page's rendered <main> in, the
 * link's markup out ('' when the page has no priority picture).
 */
const PRIORITY_PICTURE = /<picture>((?:(?!<\/picture>).)*?fetchpriority="high"(?:(?!<\/picture>).)*?)<\/picture>/is;
const AVIF_SOURCE = /<source\b[^>]*\btype="image\/avif"[^>]*>/i;
const attribute = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`, 'i').exec(tag)?.[1];

export function heroPreload(main: string): string {
  const picture = PRIORITY_PICTURE.exec(main)?.[1];
  const source = picture && AVIF_SOURCE.exec(picture)?.[0];
  const srcset = source && attribute(source, 'srcset');
  if (!srcset) return '';
  const sizes = attribute(source, 'sizes');
  return `<link rel="preload" as="image" type="image/avif" imagesrcset="${srcset}"${sizes ? ` imagesizes="${sizes}"` : ''} fetchpriority="high">`;
}
