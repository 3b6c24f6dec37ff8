/**
 * The preload of a page's priority picture (Picture's `priority`, the largest image above the
 * fold, or `priorityMedia`, the largest on the screens of a media query, such as the lead project
 * beside a heading on a desktop): a <link rel=preload> (with that media) with the AVIF file set and
 * the sizes the <picture> gives, so the browser fetches the same file the <img> will use as soon as
 * it reads <head>, before the stylesheet and the layout. Pure: the page's rendered <main> in, the
 * link's markup out ('' when the page has no priority picture).
 */
const PRIORITY_PICTURE = /<picture>((?:(?!<\/picture>).)*?(?:fetchpriority="high"|data-preload-media="[^"]*")(?:(?!<\/picture>).)*?)<\/picture>/is;
const AVIF_SOURCE = /<source\b[^>]*\btype="image\/avif"[^>]*>/i;
const attribute = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`, 'i').exec(tag)?.[1];

export function heroPreload(main: string): string {
  // Most pages have no picture: a plain search first, cheaper than the expression where there is none (React writes tag names in lower case).
  if (!main.includes('<picture>')) return '';
  const picture = PRIORITY_PICTURE.exec(main)?.[1];
  const source = picture && AVIF_SOURCE.exec(picture)?.[0];
  const srcset = source && attribute(source, 'srcset');
  if (!srcset) return '';
  const sizes = attribute(source, 'sizes');
  const media = attribute(picture, 'data-preload-media');
  return `<link rel="preload" as="image" type="image/avif" imagesrcset="${srcset}"${sizes ? ` imagesizes="${sizes}"` : ''}${media ? ` media="${media}"` : ''} fetchpriority="high">`;
}
