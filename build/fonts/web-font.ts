/**
 * The site's web font: Inter (variable, from @fontsource-variable/inter) subset with harfbuzz
 * (subset-font) to the characters the site writes, to the layout features browsers apply by
 * default, and to the weight range the stylesheets use (the wght axis is kept, narrowed). Its
 * @font-face rules and the metric-adjusted fallback's are generated here.
 * Subsetting costs about a second of harfbuzz start-up, so each file is cached in .cache/fonts
 * under a hash of everything it depends on; a warm build only reads it.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ARIAL_WIDTHS } from './arial-widths.ts';
import { averageWidth, fallbackCss, fallbackFace, webFontMetrics, type WebFontMetrics } from './fallback.ts';
import { readFontTables } from './sfnt.ts';

export const FONT_FAMILY = 'Inter Variable';
export const FALLBACK_FAMILY = 'Inter Fallback';

type Ranges = readonly (readonly [number, number])[];

/**
 * The font files, each cut from one of the package's files to code points given as
 * [first, last]. The browser downloads a file only for a page that writes a character of its
 * range; the first file (all Latin text) is on every page and is the one preloaded.
 * A test checks that every character of the rendered pages is in one of them.
 */
export const FACES: readonly { name: string; source: string; ranges: Ranges }[] = [
  {
    // Basic Latin, Latin-1 (accents, ©, ·, nbsp), dotless i, Œœ, dashes, quotes, bullet,
    // ellipsis, primes, guillemets, €, ™, minus.
    name: 'latin',
    source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    ranges: [
      [0x20, 0x7e], [0xa0, 0xff], [0x131, 0x131], [0x152, 0x153], [0x2013, 0x2014], [0x2018, 0x201a],
      [0x201c, 0x201e], [0x2022, 0x2022], [0x2026, 0x2026], [0x2032, 0x2033], [0x2039, 0x203a],
      [0x20ac, 0x20ac], [0x2122, 0x2122], [0x2212, 0x2212],
    ],
  },
  // ₹ is in the package's latin-ext file, not in its latin one (whose CSS claims it).
  { name: 'rupee', source: '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2', ranges: [[0x20b9, 0x20b9]] },
];

/** Characters the site writes that no file of the package has (Inter's arrows are not in its web subsets); the fallback draws them. */
export const FALLBACK_ONLY = '←→';

/** OpenType features browsers turn on by default; stylistic sets and alternates are dropped. */
const FEATURES = ['ccmp', 'locl', 'mark', 'mkmk', 'kern', 'liga', 'clig', 'calt', 'rlig', 'rclt', 'rvrn'];

/** The weights the fallback gets a face of its own for (500 falls to 400, 600 and up to 700). */
const FALLBACK_LOCALS: Record<400 | 700, string[]> = {
  400: ['Arial', 'ArialMT', 'Helvetica', 'Liberation Sans', 'LiberationSans', 'Arimo'],
  700: ['Arial Bold', 'Arial-BoldMT', 'Helvetica Bold', 'Helvetica-Bold', 'Liberation Sans Bold', 'LiberationSans-Bold', 'Arimo Bold'],
};

export interface FontFile {
  name: string;
  woff2: Uint8Array;
  /** Read from .cache/fonts rather than made by this build. */
  cached: boolean;
}

export interface WebFont {
  /** The subset WOFF2 files, in FACES order: the first is the one to preload. */
  files: FontFile[];
  /** The @font-face rules of the web font and its fallback; `urlOf` gives each file's URL. */
  css(urlOf: (name: string) => string): string;
}

const require = createRequire(import.meta.url);

export function codePoints(ranges: Ranges): string {
  let text = '';
  for (const [first, last] of ranges) for (let cp = first; cp <= last; cp++) text += String.fromCodePoint(cp);
  return text;
}

export function unicodeRange(ranges: Ranges): string {
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
  return ranges.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(', ');
}

/**
 * The lightest and heaviest `font-weight` the stylesheets ask for (400 and 700 always: normal
 * text, and bold for <strong>, <b> and <th>). @font-face blocks are not counted.
 */
export function weightRange(css: string): [number, number] {
  const named: Record<string, number> = { normal: 400, bold: 700 };
  const weights = [400, 700];
  for (const m of css.replace(/@font-face\s*{[^}]*}/g, '').matchAll(/font-weight:\s*(\d{3}|normal|bold)\b/g)) {
    weights.push(named[m[1]] ?? Number(m[1]));
  }
  return [Math.min(...weights), Math.max(...weights)];
}

/** Reads a cached file, or makes it with `make` and caches it (written under a temporary name, then renamed). */
async function cachedFile(path: string, make: () => Promise<Uint8Array>): Promise<{ data: Uint8Array; cached: boolean }> {
  try {
    return { data: readFileSync(path), cached: true };
  } catch {
    const data = await make();
    const temporary = `${path}.${process.pid}`;
    writeFileSync(temporary, data);
    renameSync(temporary, path);
    return { data, cached: false };
  }
}

export async function loadWebFont(root: string, stylesheets: string, cacheDir: string): Promise<WebFont> {
  const weights = weightRange(stylesheets);
  const version = require('subset-font/package.json').version as string;
  const dir = join(cacheDir, 'fonts');
  mkdirSync(dir, { recursive: true });
  const subset = () => import('subset-font').then((m) => m.default);
  const files: FontFile[] = [];
  let metrics: Record<400 | 700, WebFontMetrics> | undefined;
  for (const [i, face] of FACES.entries()) {
    const source = readFileSync(require.resolve(face.source, { paths: [root] }));
    const text = codePoints(face.ranges);
    const key = createHash('sha256').update(source).update(JSON.stringify({ text, FEATURES, weights, version })).digest('hex').slice(0, 16);
    const font = await cachedFile(join(dir, `inter-${face.name}-${key}.woff2`), async () =>
      (await subset())(source, text, { keepFeatures: FEATURES, targetFormat: 'woff2', variationAxes: { wght: { min: weights[0], max: weights[1] } } }),
    );
    files.push({ name: face.name, woff2: font.data, cached: font.cached });
    if (i > 0) continue;
    // The fallback is fitted to the Latin file. Widths differ by weight: a static instance at
    // each fallback weight gives them from its hmtx table.
    const measured = await cachedFile(join(dir, `inter-${face.name}-${key}.metrics.json`), async () => {
      const at = async (wght: number) => webFontMetrics(readFontTables(await (await subset())(source, text, { keepFeatures: FEATURES, targetFormat: 'truetype', variationAxes: { wght } })));
      return Buffer.from(JSON.stringify({ 400: await at(400), 700: await at(700) }));
    });
    metrics = JSON.parse(Buffer.from(measured.data).toString('utf8'));
  }
  const arial = (w: 400 | 700) => {
    const font = ARIAL_WIDTHS[w === 400 ? 'regular' : 'bold'];
    return averageWidth(font.unitsPerEm, (ch) => (font.advances as Record<string, number>)[ch]);
  };
  const faces = ([400, 700] as const).map((w) => fallbackFace(metrics![w], arial(w), w, FALLBACK_LOCALS[w]));
  return {
    files,
    css: (urlOf) =>
      `${FACES.map(
        (face) => `@font-face {
  font-family: '${FONT_FAMILY}';
  font-style: normal;
  font-display: swap;
  font-weight: ${weights[0]} ${weights[1]};
  src: url('${urlOf(face.name)}') format('woff2');
  unicode-range: ${unicodeRange(face.ranges)};
}`,
      ).join('\n')}
${fallbackCss(FALLBACK_FAMILY, faces)}
`,
  };
}
