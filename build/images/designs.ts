/**
 * The generated pictures, as element trees for satori (plain `{ type, props }` objects, so they can
 * be hashed for the cache and posted to a worker thread): a cover per project, article and case
 * study, and a social card per route. Colours are the site's (src/styles/tokens.css); a category
 * gets its own hue and icon, so covers of one category look alike and categories differ.
 */
import { createHash } from 'node:crypto';
import type { IconNode } from '../../src/components/icons.ts';

export interface Element {
  type: string;
  props: { style?: Record<string, string | number>; children?: Child | Child[]; [attr: string]: unknown };
}
type Child = Element | string;

const el = (type: string, style: Record<string, string | number>, ...children: Child[]): Element => ({
  type,
  props: { style, children: children.length === 1 ? children[0] : children },
});

/** Pixel size the trees are laid out at: covers are 16:9 like their frames in the CSS (`.cover`). */
export const COVER_SIZE = { width: 1200, height: 675 } as const;
/** Social cards are drawn once at X's 1200×675 and cropped to Open Graph's 1200×630 (see SOCIAL_SAFE_Y). */
export const SOCIAL_SIZE = { width: 1200, height: 675 } as const;
/** Rows the Open Graph crop removes at the top and at the bottom; the design keeps content clear of them. */
export const SOCIAL_SAFE_Y = (675 - 630) / 2;

/** Brand colours from src/styles/tokens.css. */
const BRAND = { primary: '#4338ca', primaryDeep: '#312e81', accent: '#0e7490', ink: '#0b1020', cyan: '#22d3ee' };

/**
 * The hue of a category, industry or item, from its own name: a hash of the key (the first four
 * bytes of its SHA-256) spread over the circle, so adding, removing or renaming one changes no
 * other picture (a hue from a position in a list shifts every later one). With dozens of
 * categories some neighbours are close in hue, as they were in any order; the icon tells them apart.
 */
export function hueOf(key: string): number {
  return createHash('sha256').update(key).digest().readUInt32BE(0) % 360;
}

/**
 * A colour in OKLCH (perceptual lightness, chroma, hue) as sRGB hex, chroma reduced until it fits.
 * Perceptual lightness keeps white text equally legible on every hue, which HSL does not
 * (an HSL yellow at 40 % lightness is far brighter than an HSL blue).
 */
export function oklch(l: number, c: number, h: number): string {
  const toSrgb = (chroma: number) => {
    const a = chroma * Math.cos((h * Math.PI) / 180);
    const b = chroma * Math.sin((h * Math.PI) / 180);
    const l_ = (l + 0.3963377774 * a + 0.2158037573 * b) ** 3;
    const m_ = (l - 0.1055613458 * a - 0.0638541728 * b) ** 3;
    const s_ = (l - 0.0894841775 * a - 1.291485548 * b) ** 3;
    const lin = [
      4.0767416621 * l_ - 3.3077115913 * m_ + 0.2309699292 * s_,
      -1.2684380046 * l_ + 2.6097574011 * m_ - 0.3413193965 * s_,
      -0.0041960863 * l_ - 0.7034186147 * m_ + 1.707614701 * s_,
    ];
    return lin.map((v) => (v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055));
  };
  let rgb = toSrgb(c);
  for (let chroma = c; rgb.some((v) => v < 0 || v > 1) && chroma > 0; chroma -= 0.005) rgb = toSrgb(chroma);
  return `#${rgb.map((v) => Math.round(Math.min(1, Math.max(0, v)) * 255).toString(16).padStart(2, '0')).join('')}`;
}

const dataUrls = new WeakMap<IconNode, Map<string, string>>();

/** An icon as an SVG data URL: satori embeds it as an image, which resvg draws crisply at any size. Kept per icon, colour and stroke (a build asks thousands of times). */
export function iconDataUrl(node: IconNode, colour: string, strokeWidth = 2): string {
  let urls = dataUrls.get(node);
  if (!urls) dataUrls.set(node, (urls = new Map()));
  const id = `${colour} ${strokeWidth}`;
  let url = urls.get(id);
  if (url === undefined) urls.set(id, (url = makeIconDataUrl(node, colour, strokeWidth)));
  return url;
}

function makeIconDataUrl(node: IconNode, colour: string, strokeWidth: number): string {
  const esc = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  const inner = node.map(([tag, attrs]) => `<${tag} ${Object.entries(attrs).map(([k, v]) => `${k}="${esc(String(v))}"`).join(' ')}/>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="${colour}" stroke-width="${strokeWidth}" stroke-linecap="round" stroke-linejoin="round">${inner}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

const img = (src: string, size: number, style: Record<string, string | number> = {}): Element => ({ type: 'img', props: { src, width: size, height: size, style: { width: size, height: size, ...style } } });

/** Title size by length, so short names fill the space and long article titles still fit in three lines. */
function titleSize(title: string, sizes: [number, number, number, number]): number {
  const n = title.length;
  return n <= 28 ? sizes[0] : n <= 48 ? sizes[1] : n <= 72 ? sizes[2] : sizes[3];
}

/**
 * A picture in layers, drawn separately and laid one over the other (in the drawing worker). The
 * background layers (gradients, the dot grid, the large faint icon, the scrim) are what is slow to
 * rasterise, 5–10× the text, and each is shared: by every picture (the dots), by a category (its
 * tint and icon) or by a section. A worker keeps recent layers by their tree, so each is drawn once
 * per build; only the foreground is drawn per picture.
 */
export interface Layer {
  tree: Element;
  /**
   * Rasterised at this fraction of the size and enlarged: for a layer without fine detail (smooth
   * gradients, a large faint icon), where it saves three quarters of the work and no eye can tell.
   */
  scale?: number;
}

export interface Layers {
  /** Bottom first; each a full-size tree on a transparent canvas except the first. */
  background: Layer[];
  /** Drawn on a transparent canvas: the text, the small icon, the logo. */
  foreground: Element;
}

/**
 * Heights of the rows a background layer draws above and below the title (the cover's chip, 112 px
 * and its 2 px borders; the card's logo; its host line), as satori lays them out; set on the rows,
 * so an empty box of the same height holds their place in the foreground. An invisible copy of the rows did the same, but
 * satori still turned its text into paths: a third of a card's drawing.
 */
const COVER_TOP_ROW = 116;
const SOCIAL_TOP_ROW = 64;
const SOCIAL_BOTTOM_ROW = 31;
const rowSpace = (height: number): Element => el('div', { display: 'flex', height });

const layer = (style: Record<string, string | number>, ...children: Child[]) =>
  el('div', { width: '100%', height: '100%', display: 'flex', position: 'relative', fontFamily: 'Inter', color: '#ffffff', overflow: 'hidden', ...style }, ...children);

/** The foreground's content box: padding on an inset box, as a padded root would grow past the canvas. */
const content = (padding: string, ...children: Child[]) =>
  layer({}, el('div', { position: 'absolute', left: 0, top: 0, right: 0, bottom: 0, display: 'flex', flexDirection: 'column', justifyContent: 'space-between', padding }, ...children));

export interface CoverDesign {
  title: string;
  /** The category's hue (see hueOf). */
  hue: number;
  /** The category (projects, articles) or industry (case studies) shown above the title. */
  label: string;
  icon: IconNode;
  /** The site's logo as a data URL, shown small in the corner as the brand mark. */
  logo: string;
}

export function coverLayers({ title, hue, label, icon, logo }: CoverDesign): Layers {
  const background: Layer[] = [
    {
      scale: 0.5,
      tree: layer(
        {
          backgroundColor: oklch(0.4, 0.11, hue),
          backgroundImage: `radial-gradient(circle at 88% 8%, ${oklch(0.72, 0.14, hue + 35)}, transparent 48%), linear-gradient(135deg, ${oklch(0.3, 0.09, hue)} 0%, ${oklch(0.5, 0.13, hue + 25)} 100%)`,
        },
        // The category's icon, large and faint, cut by the right edge: what makes a category recognisable at a glance.
        img(iconDataUrl(icon, '#ffffff', 1.5), 560, { position: 'absolute', right: -90, top: 40, opacity: 0.16, transform: 'rotate(-8deg)' }),
      ),
    },
    // The same on every cover: a dot grid for depth without competing with the text (white like
    // the icon, so it may lie over it: white over white is the same in either order), and a scrim
    // under the title that keeps white text legible on the lighter hues.
    {
      tree: layer(
        {},
        el('div', { position: 'absolute', left: 0, top: 0, right: 0, bottom: 0, backgroundImage: 'radial-gradient(circle at 2px 2px, rgba(255,255,255,0.14) 2px, transparent 0)', backgroundSize: '40px 40px' }),
        el('div', { position: 'absolute', left: 0, bottom: 0, right: 0, height: 420, backgroundImage: 'linear-gradient(to bottom, rgba(11,16,32,0), rgba(11,16,32,0.55))' }),
      ),
    },
  ];
  // The category's chip and the logo are the same on every cover of the category: a background
  // layer. The space-between column pins them to the top whatever the title, so the foreground keeps
  // their place with an empty row of their height (COVER_TOP_ROW) and draws only the title.
  const top = () =>
    el(
      'div',
      { display: 'flex', alignItems: 'center', justifyContent: 'space-between', height: COVER_TOP_ROW },
      el(
        'div',
        { display: 'flex', alignItems: 'center' },
        el(
          'div',
          {
            display: 'flex', alignItems: 'center', justifyContent: 'center', width: 112, height: 112, borderRadius: 28,
            backgroundColor: 'rgba(255,255,255,0.16)', border: '2px solid rgba(255,255,255,0.35)',
          },
          img(iconDataUrl(icon, '#ffffff', 2), 60),
        ),
        el('div', { marginLeft: 28, fontSize: 34, fontWeight: 700, letterSpacing: 3, textTransform: 'uppercase' }, label),
      ),
      img(logo, 72, { borderRadius: 18 }),
    );
  // Wide side margins: the featured article's frame crops the sides (object-fit: cover in a taller box).
  const padding = '64px 112px';
  background.push({ tree: content(padding, top(), el('div', { display: 'flex' })) });
  const foreground = content(
    padding,
    rowSpace(COVER_TOP_ROW),
    // display: block, as satori clamps lines only in blocks.
    el('div', { display: 'block', fontSize: titleSize(title, [92, 78, 64, 56]), fontWeight: 700, lineHeight: 1.08, letterSpacing: -1.5, maxWidth: 1000, lineClamp: 3 }, title),
  );
  return { background, foreground };
}

export interface SocialDesign {
  /** No description: platforms print the page's own description beside the card, and text makes JPEGs large. */
  title: string;
  /** Where the page sits: "Services", "Portfolio", an article's category… */
  section: string;
  icon: IconNode;
  siteName: string;
  /** Host name shown at the bottom, for example `www.tarkaa.dev`. */
  host: string;
  logo: string;
}

export function socialLayers({ title, section, icon, siteName, host, logo }: SocialDesign): Layers {
  const pad = SOCIAL_SAFE_Y + 56;
  // No dot grid here, unlike covers: the fine pattern made these JPEGs half as large again.
  const background: Layer[] = [
    {
      scale: 0.5,
      tree: layer({
        backgroundColor: BRAND.primaryDeep,
        backgroundImage: `radial-gradient(circle at 90% 0%, rgba(34,211,238,0.35), transparent 40%), linear-gradient(135deg, ${BRAND.ink} 0%, ${BRAND.primaryDeep} 45%, ${BRAND.primary} 75%, ${BRAND.accent} 100%)`,
      }),
    },
    // At half size in its box, enlarged (draw-worker.mjs): a faint icon without fine detail, like
    // the covers' large icon. At full size its thick strokes were a large share of a cold build's
    // drawing, and there is one per card whose route has an icon (docs/benchmarks.md).
    { scale: 0.5, tree: layer({}, img(iconDataUrl(icon, '#ffffff', 1.25), 520, { position: 'absolute', right: -70, bottom: -40, opacity: 0.13, transform: 'rotate(-8deg)' })) },
  ];
  // The site's name at the top and the host at the bottom are the same on every card: one layer,
  // drawn once. The space-between column pins them to the edges whatever the title's length, so in
  // the foreground empty rows of their heights keep their place and the section and title sit
  // between them exactly as in one drawing.
  const top = () =>
    el('div', { display: 'flex', alignItems: 'center', height: SOCIAL_TOP_ROW }, img(logo, 64, { borderRadius: 16 }), el('div', { marginLeft: 22, fontSize: 32, fontWeight: 700 }, siteName));
  const bottom = () =>
    el(
      'div',
      { display: 'flex', alignItems: 'center', justifyContent: 'space-between', fontSize: 26, color: 'rgba(255,255,255,0.85)', height: SOCIAL_BOTTOM_ROW },
      el('div', { display: 'flex', width: 96, height: 6, borderRadius: 3, backgroundImage: `linear-gradient(90deg, ${BRAND.cyan}, #a5b4fc)` }),
      el('div', { display: 'flex', fontWeight: 700 }, host),
    );
  background.push({ tree: content(`${pad}px 80px`, top(), el('div', { display: 'flex' }), bottom()) });
  const foreground = content(
    `${pad}px 80px`,
    rowSpace(SOCIAL_TOP_ROW),
    el(
      'div',
      { display: 'flex', flexDirection: 'column' },
      el(
        'div',
        { display: 'flex', alignItems: 'center', marginBottom: 24 },
        el(
          'div',
          { display: 'flex', alignItems: 'center', padding: '10px 22px 10px 14px', borderRadius: 999, backgroundColor: 'rgba(255,255,255,0.14)', border: '2px solid rgba(255,255,255,0.3)' },
          img(iconDataUrl(icon, BRAND.cyan, 2.25), 34),
          el('div', { marginLeft: 12, fontSize: 26, fontWeight: 700, letterSpacing: 2, textTransform: 'uppercase' }, section),
        ),
      ),
      el('div', { display: 'block', fontSize: titleSize(title, [84, 76, 66, 58]), fontWeight: 700, lineHeight: 1.1, letterSpacing: -1.5, maxWidth: 1000, lineClamp: 3 }, title),
    ),
    rowSpace(SOCIAL_BOTTOM_ROW),
  );
  return { background, foreground };
}
