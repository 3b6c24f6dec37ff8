/**
 * The metric-adjusted fallback in Chromium: its local() font is found, it sets text as wide and
 * as tall as Inter, and the first screen of a page laid out in it (web font blocked) is the same
 * as with Inter, so the swap moves nothing.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { useSiteInBrowser } from '../helpers/browser.ts';

const site = useSiteInBrowser();

async function open(path: string, viewport: { width: number; height: number }, blockFont: boolean): Promise<Page> {
  const page = await site.browser.newPage({ viewport });
  if (blockFont) await page.route(/\.woff2$/, (route) => route.abort());
  await page.goto(site.url + path);
  await page.evaluate(() => document.fonts.ready);
  return page;
}

it('finds a local Arial-metric font and sets text within 2 % of Inter’s width and with its line height', async () => {
  const page = await open('/', { width: 1440, height: 900 }, false);
  const result = await page.evaluate(async () => {
    const samples = [document.querySelector('main h1')!.textContent!, document.querySelector('main p')!.textContent!];
    const size = (family: string, weight: number, text: string) => {
      const span = document.createElement('span');
      span.style.cssText = `font: ${weight} 100px ${family}; line-height: normal; white-space: nowrap; position: absolute`;
      span.textContent = text;
      document.body.append(span);
      const box = span.getBoundingClientRect();
      span.remove();
      return { width: box.width, height: box.height };
    };
    const out: { weight: number; ratio: number; heights: [number, number]; fallback: string }[] = [];
    for (const weight of [400, 700]) {
      const faces = await document.fonts.load(`${weight} 16px "Inter Fallback"`);
      await document.fonts.load(`${weight} 16px "Inter Variable"`);
      for (const text of samples) {
        const inter = size('"Inter Variable"', weight, text);
        const fallback = size('"Inter Fallback"', weight, text);
        out.push({ weight, ratio: fallback.width / inter.width, heights: [inter.height, fallback.height], fallback: faces.map((f) => f.status).join() });
      }
    }
    return out;
  });
  await page.close();
  for (const r of result) {
    expect(r.fallback, `the ${r.weight} fallback face found no local font`).toBe('loaded');
    expect(Math.abs(r.ratio - 1), `width of the ${r.weight} fallback against Inter`).toBeLessThan(0.02);
    expect(Math.abs(r.heights[0] - r.heights[1])).toBeLessThanOrEqual(1);
  }
});

it('lays out the first screen the same in the fallback as in Inter', async () => {
  for (const path of ['/', '/blog/swift-ios-development', '/services']) {
    for (const viewport of [{ width: 390, height: 844 }, { width: 1440, height: 900 }]) {
      const boxes = async (blockFont: boolean) => {
        const page = await open(path, viewport, blockFont);
        const found = await page.evaluate((height) => {
          // Where each block of the first screen starts and how tall it is (an inline element's
          // width is its text's, which may differ by the 1–2 % the fallback is allowed).
          const inFirstScreen = [...document.querySelectorAll('header, main h1, main h2, main h3, main p, main li, main .btn')]
            .map((e) => e.getBoundingClientRect())
            .filter((b) => b.top < height);
          return inFirstScreen.map((b) => [Math.round(b.top), Math.round(b.height)]);
        }, viewport.height);
        const families = await page.evaluate(() => [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family));
        await page.close();
        return { found, families };
      };
      const inter = await boxes(false);
      const fallback = await boxes(true);
      expect(inter.families).toContain('Inter Variable');
      expect(fallback.families).not.toContain('Inter Variable');
      expect(inter.found.length).toBeGreaterThan(3);
      // Equal to the pixel (rounding of sub-pixel boxes aside).
      const moved = inter.found.flatMap((box, i) => (box.some((v, j) => Math.abs(v - (fallback.found[i]?.[j] ?? Infinity)) > 1) ? [{ inter: box, fallback: fallback.found[i] }] : []));
      expect(fallback.found.length, `${path} at ${viewport.width} px`).toBe(inter.found.length);
      expect(moved, `${path} at ${viewport.width} px: blocks [top, height] that move when Inter replaces the fallback`).toEqual([]);
    }
  }
});
