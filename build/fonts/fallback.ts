/**
 * The metric-adjusted fallback: an @font-face over a local Arial (or a font with Arial's
 * metrics) scaled and given the web font's ascent, descent and line gap, so that text set in the
 * fallback while the web font loads takes the same room, and the swap moves nothing.
 *
 * size-adjust = average advance of the web font ÷ that of Arial, averaged over English text
 * (letter frequencies, space included); the overrides are the web font's own vertical metrics
 * divided by size-adjust, because the browser scales them by size-adjust again.
 */
import type { FontTables, VerticalMetrics } from './sfnt.ts';

/**
 * Relative frequency of letters in English text (per cent of letters, the usual corpus table),
 * with the space at one per 4.7 letters (the mean English word length).
 */
export const ENGLISH_FREQUENCIES: Readonly<Record<string, number>> = {
  a: 8.2, b: 1.5, c: 2.8, d: 4.3, e: 12.7, f: 2.2, g: 2.0, h: 6.1, i: 7.0, j: 0.15, k: 0.77, l: 4.0, m: 2.4,
  n: 6.7, o: 7.5, p: 1.9, q: 0.095, r: 6.0, s: 6.3, t: 9.1, u: 2.8, v: 0.98, w: 2.4, x: 0.15, y: 2.0, z: 0.074,
  ' ': 100 / 4.7,
};

export const SAMPLE_CHARACTERS = Object.keys(ENGLISH_FREQUENCIES);

/** Average advance in em over English text, from per-character widths in font units. */
export function averageWidth(unitsPerEm: number, advance: (ch: string) => number | undefined): number {
  let sum = 0;
  let weight = 0;
  for (const [ch, frequency] of Object.entries(ENGLISH_FREQUENCIES)) {
    const width = advance(ch);
    if (width === undefined) throw new Error(`no glyph for ${JSON.stringify(ch)} to measure the fallback size`);
    sum += (frequency * width) / unitsPerEm;
    weight += frequency;
  }
  return sum / weight;
}

/** What the fallback @font-face needs from the web font at one weight. */
export interface WebFontMetrics {
  unitsPerEm: number;
  vertical: VerticalMetrics;
  /** Average advance in em (see averageWidth). */
  averageWidth: number;
}

export function webFontMetrics(font: FontTables): WebFontMetrics {
  // Inter sets USE_TYPO_METRICS with typo metrics equal to hhea's; where they differ, hhea is
  // what Chrome and Safari use on macOS, Linux and Android.
  return {
    unitsPerEm: font.unitsPerEm,
    vertical: font.hhea,
    averageWidth: averageWidth(font.unitsPerEm, (ch) => font.advance(ch.codePointAt(0)!)),
  };
}

export interface FallbackFace {
  weight: number;
  /** local() names: Windows and macOS full names, PostScript names, then metric-compatible clones. */
  local: string[];
  sizeAdjust: number;
  ascentOverride: number;
  descentOverride: number;
  lineGapOverride: number;
}

export function fallbackFace(web: WebFontMetrics, fallbackAverageWidth: number, weight: number, local: string[]): FallbackFace {
  const sizeAdjust = web.averageWidth / fallbackAverageWidth;
  const em = web.unitsPerEm * sizeAdjust;
  return {
    weight,
    local,
    sizeAdjust,
    ascentOverride: web.vertical.ascent / em,
    descentOverride: web.vertical.descent / em,
    lineGapOverride: web.vertical.lineGap / em,
  };
}

const percent = (n: number) => `${(n * 100).toFixed(2)}%`;

export function fallbackCss(family: string, faces: FallbackFace[]): string {
  return faces
    .map((f) => [
      '@font-face {',
      `  font-family: '${family}';`,
      `  src: ${f.local.map((name) => `local('${name}')`).join(', ')};`,
      `  font-weight: ${f.weight};`,
      `  size-adjust: ${percent(f.sizeAdjust)};`,
      `  ascent-override: ${percent(f.ascentOverride)};`,
      `  descent-override: ${percent(f.descentOverride)};`,
      `  line-gap-override: ${percent(f.lineGapOverride)};`,
      '}',
    ].join('\n'))
    .join('\n');
}
