/**
 * Which image files a built page makes a phone download: for each <img> (or <picture>), the one
 * candidate Chrome picks on Lighthouse's mobile device (412 CSS px wide, device pixel ratio
 * 1.75), and whether the image is above the fold (not `loading="lazy"`, or preloaded).
 */

export const PHONE = { width: 412, dpr: 1.75 };

export interface PageImage {
  /** URL path as written in the page. */
  url: string;
  /** Not lazy-loaded, or preloaded: fetched with the page. */
  eager: boolean;
}

interface Candidate {
  url: string;
  w?: number;
  x?: number;
}

export function parseSrcset(srcset: string): Candidate[] {
  return srcset
    .split(/\s*,\s*/)
    .map((part) => part.trim().split(/\s+/))
    .filter(([url]) => url)
    .map(([url, descriptor]) => {
      if (descriptor?.endsWith('w')) return { url, w: Number(descriptor.slice(0, -1)) };
      return { url, x: descriptor?.endsWith('x') ? Number(descriptor.slice(0, -1)) : 1 };
    });
}

/** CSS px of a `sizes` attribute at the phone's width (min-/max-width conditions in px, rem, em). */
export function slotWidth(sizes: string | undefined, viewport = PHONE.width): number {
  if (!sizes) return viewport;
  const length = (value: string): number | undefined => {
    const m = /^([\d.]+)(px|vw|rem|em)$/.exec(value.trim());
    if (!m) return undefined;
    const n = Number(m[1]);
    return m[2] === 'vw' ? (n * viewport) / 100 : m[2] === 'px' ? n : n * 16;
  };
  for (const entry of sizes.split(',')) {
    const m = /^\s*\((min|max)-width:\s*([\d.]+(?:px|rem|em))\)\s*(.+)$/.exec(entry);
    if (m) {
      const limit = length(m[2]) ?? 0;
      if (m[1] === 'min' ? viewport >= limit : viewport <= limit) return length(m[3]) ?? viewport;
      continue;
    }
    return length(entry) ?? viewport;
  }
  return viewport;
}

/** The candidate Chrome takes: the smallest that covers slot × DPR, else the largest. */
export function pickCandidate(candidates: Candidate[], slot: number, dpr = PHONE.dpr): string | undefined {
  if (candidates.length === 0) return undefined;
  const need = slot * dpr;
  const density = (c: Candidate) => (c.w ? c.w / slot : (c.x ?? 1));
  const sorted = [...candidates].sort((a, b) => density(a) - density(b));
  return (sorted.find((c) => density(c) * slot >= need - 0.5) ?? sorted[sorted.length - 1]).url;
}

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

export function pageImages(html: string): PageImage[] {
  const images: PageImage[] = [];
  const preloaded = new Set<string>();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    if (attr(tag, 'rel') !== 'preload' || attr(tag, 'as') !== 'image') continue;
    const set = attr(tag, 'imagesrcset');
    const url = set ? pickCandidate(parseSrcset(set), slotWidth(attr(tag, 'imagesizes'))) : attr(tag, 'href');
    if (url) preloaded.add(url);
  }
  // A <picture>'s first <source> (every type we emit is one Chrome decodes) wins over its <img>.
  const withoutPictures = html.replace(/<picture\b[\s\S]*?<\/picture>/g, (picture) => {
    const img = /<img\b[^>]*>/.exec(picture)?.[0] ?? '';
    const source = /<source\b[^>]*>/.exec(picture)?.[0];
    const chosen = source ?? img;
    const set = attr(chosen, 'srcset');
    const url = set ? pickCandidate(parseSrcset(set), slotWidth(attr(chosen, 'sizes') ?? attr(img, 'sizes'))) : attr(img, 'src');
    if (url) images.push({ url, eager: attr(img, 'loading') !== 'lazy' });
    return '';
  });
  for (const [img] of withoutPictures.matchAll(/<img\b[^>]*>/g)) {
    const set = attr(img, 'srcset');
    const url = set ? pickCandidate(parseSrcset(set), slotWidth(attr(img, 'sizes'))) : attr(img, 'src');
    if (url) images.push({ url, eager: attr(img, 'loading') !== 'lazy' });
  }
  for (const url of preloaded) {
    const same = images.find((i) => i.url === url);
    if (same) same.eager = true;
    else images.push({ url, eager: true });
  }
  // One download per URL.
  const unique = new Map<string, PageImage>();
  for (const image of images) unique.set(image.url, { url: image.url, eager: image.eager || (unique.get(image.url)?.eager ?? false) });
  return [...unique.values()].filter((i) => !i.url.startsWith('data:') && !/^(?:[a-z]+:)?\/\//i.test(i.url));
}
