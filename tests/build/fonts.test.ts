/**
 * The web font: subset to the characters the site writes, cached, and a fallback whose metric
 * overrides follow from the font files (Inter's own, and Arial's widths from Liberation Sans).
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import subsetFont from 'subset-font';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arialWidthsSource, LIBERATION_DIR, LIBERATION_FILES } from '../../build/fonts/measure-arial.ts';
import { readFontTables } from '../../build/fonts/sfnt.ts';
import { codePoints, FACES, FALLBACK_ONLY, loadWebFont, weightRange } from '../../build/fonts/web-font.ts';
import { sharedSite } from '../helpers/browser.ts';
import { ROOT } from '../helpers/content.ts';

const require = createRequire(import.meta.url);
const percent = (css: string, descriptor: string, weight: number) => {
  const face = css.split('@font-face').find((f) => f.includes("'Inter Fallback'") && f.includes(`font-weight: ${weight};`));
  const m = face && new RegExp(`${descriptor}: ([\\d.]+)%`).exec(face);
  if (!m) throw new Error(`no ${descriptor} in the ${weight} fallback face`);
  return Number(m[1]) / 100;
};

describe('Arial widths', () => {
  it('are those of Liberation Sans, the metric clone of Arial (regenerate with npx tsx build/fonts/measure-arial.ts)', () => {
    for (const file of Object.values(LIBERATION_FILES)) {
      if (!existsSync(join(LIBERATION_DIR, file))) {
        throw new Error(`This test reads ${join(LIBERATION_DIR, file)}. Install it with \`sudo apt-get install fonts-liberation\` (or set LIBERATION_DIR), then run it again.`);
      }
    }
    expect(readFileSync(join(ROOT, 'build/fonts/arial-widths.ts'), 'utf8')).toBe(arialWidthsSource());
  });
});

describe('weight range', () => {
  it('spans the weights the stylesheets ask for, not those of @font-face rules', () => {
    expect(weightRange('a { font-weight: 600 } @font-face { font-weight: 100 900 }')).toEqual([400, 700]);
    expect(weightRange('.x { font-weight: 800 } .y { font-weight: 300; }')).toEqual([300, 800]);
    expect(weightRange('b { font-weight: bold }')).toEqual([400, 700]);
  });
});

describe('subset font', () => {
  let cache: string;
  const styles = readdirSync(join(ROOT, 'src/styles')).map((f) => readFileSync(join(ROOT, 'src/styles', f), 'utf8')).join('\n');
  beforeAll(() => {
    cache = mkdtempSync(join(tmpdir(), 'font-cache-'));
  });
  afterAll(() => rmSync(cache, { recursive: true, force: true }));

  it('keeps every character of each file’s range, with the wght axis, and is smaller than the source', async () => {
    const font = await loadWebFont(ROOT, styles, cache);
    expect(font.files.map((f) => [f.name, f.cached])).toEqual(FACES.map((f) => [f.name, false]));
    for (const [i, face] of FACES.entries()) {
      const { woff2 } = font.files[i];
      expect(Buffer.from(woff2.subarray(0, 4)).toString('latin1')).toBe('wOF2');
      expect(woff2.length).toBeLessThan(readFileSync(require.resolve(face.source)).length * 0.7);
      const tables = readFontTables(await subsetFont(woff2, codePoints(face.ranges), { targetFormat: 'truetype' }));
      // The soft hyphen is invisible and has no glyph in Inter.
      const missing = [...codePoints(face.ranges)].filter((ch) => ch !== '\u00ad' && tables.advance(ch.codePointAt(0)!) === undefined);
      expect(missing, face.name).toEqual([]);
      // The variation tables are still there.
      expect(tables.tags, face.name).toEqual(expect.arrayContaining(['fvar', 'gvar', 'HVAR']));
    }
    expect(FACES.some((f) => f.ranges.some(([a, b]) => a <= 0x20b9 && 0x20b9 <= b))).toBe(true);
    const css = font.css((name) => `/${name}.woff2`);
    expect(css.match(/font-display: swap/g)).toHaveLength(FACES.length);
    expect(css).toMatch(new RegExp(`font-weight: ${weightRange(styles).join(' ')};`));
  });

  it('gives the fallback Inter’s vertical metrics once scaled by size-adjust', async () => {
    const css = (await loadWebFont(ROOT, styles, cache)).css((name) => `/${name}.woff2`);
    const source = readFileSync(require.resolve(FACES[0].source));
    const inter = readFontTables(await subsetFont(source, 'a', { targetFormat: 'truetype' }));
    for (const weight of [400, 700]) {
      const size = percent(css, 'size-adjust', weight);
      expect(size).toBeGreaterThan(0.9);
      expect(percent(css, 'ascent-override', weight) * size).toBeCloseTo(inter.hhea.ascent / inter.unitsPerEm, 3);
      expect(percent(css, 'descent-override', weight) * size).toBeCloseTo(inter.hhea.descent / inter.unitsPerEm, 3);
    }
    // Bold Inter is narrower against Arial Bold than regular against regular.
    expect(percent(css, 'size-adjust', 700)).toBeLessThan(percent(css, 'size-adjust', 400));
  });

  it('is read from the cache on the next build, and made again when its inputs change', async () => {
    const again = await loadWebFont(ROOT, styles, cache);
    expect(again.files.every((f) => f.cached)).toBe(true);
    const woff2s = () => readdirSync(join(cache, 'fonts')).filter((f) => f.endsWith('.woff2'));
    expect(woff2s()).toHaveLength(FACES.length);
    const heavier = await loadWebFont(ROOT, `${styles}\n.x { font-weight: 950 }`, cache);
    expect(heavier.files.some((f) => f.cached)).toBe(false);
    expect(woff2s()).toHaveLength(2 * FACES.length);
  });
});

describe('built pages', () => {
  let dist: string;
  beforeAll(() => {
    ({ dist } = sharedSite());
  });

  it('write no character that the subset font lacks', () => {
    const inRange = (cp: number) => cp < 0x20 || FALLBACK_ONLY.includes(String.fromCodePoint(cp)) || FACES.some((f) => f.ranges.some(([a, b]) => cp >= a && cp <= b));
    const outside = new Map<string, string>();
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const abs = join(dir, name);
        if (statSync(abs).isDirectory()) walk(abs);
        else if (name.endsWith('.html')) {
          const html = readFileSync(abs, 'utf8');
          const text = html
            .replace(/<(script|style|pre|code)\b[\s\S]*?<\/\1>/g, ' ')
            .replace(/<svg\b[\s\S]*?<\/svg>/g, ' ')
            .replace(/<[^>]+>/g, ' ')
            .replace(/&#x([\da-f]+);/gi, (_, h) => String.fromCodePoint(parseInt(h, 16)))
            .replace(/&#(\d+);/g, (_, d) => String.fromCodePoint(Number(d)))
            .replace(/&[a-z]+;/gi, ' ');
          for (const ch of text) if (!inRange(ch.codePointAt(0)!) && !outside.has(ch)) outside.set(ch, abs.slice(dist.length));
        }
      }
    };
    walk(dist);
    expect(Object.fromEntries(outside), 'characters outside the FACES of build/fonts/web-font.ts (they would show in the fallback font): add them there').toEqual({});
  });

  it('preload the Latin font file only, the first the stylesheet declares', () => {
    const home = readFileSync(join(dist, 'index.html'), 'utf8');
    const preloads = [...home.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map((m) => m[1]);
    const css = readFileSync(join(dist, /<link rel="stylesheet" href="\/([^"]+)"/.exec(home)![1]), 'utf8');
    const declared = [...css.matchAll(/url\("?([^")]+\.woff2)/g)].map((m) => m[1]);
    expect(declared).toHaveLength(FACES.length);
    expect(preloads).toEqual([declared[0]]);
    expect(declared[0]).toContain(`/inter-${FACES[0].name}.`);
  });
});
