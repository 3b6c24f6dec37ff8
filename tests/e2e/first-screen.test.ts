/**
 * The first screen shows evidence (docs/design.md): on a desktop the page's visual fills the right
 * half beside the heading, within the first screen; on a phone it follows the text; its pictures
 * reserve their space; and on a page led by a project, that project's cover is the largest
 * contentful paint, fetched from the preload at the size the layout shows.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkContent, projectPaths } from '../../build/pipeline.ts';
import { useSiteInBrowser } from '../helpers/browser.ts';
import { ROOT } from '../helpers/content.ts';

const site = useSiteInBrowser();

/** Every static page whose content asks for a visual, and every page of the templates that derive one from their entry. */
function pagesWithEvidence(): string[] {
  const table = checkContent(projectPaths(ROOT)).table!;
  const asks = (r: (typeof table.routes)[number]) => r.template === 'page' && (r.props as { page?: { data: { hero?: { visual?: string } } } }).page?.data.hero?.visual;
  return table.routes.filter((r) => asks(r) || ['service', 'industry', 'caseStudy', 'technology', 'solution', 'portfolioProject'].includes(r.template)).map((r) => r.path);
}

const contexts: BrowserContext[] = [];
afterAll(async () => Promise.all(contexts.map((c) => c.close())));

async function open(path: string, viewport: { width: number; height: number }, before?: (page: Page) => void): Promise<Page> {
  const context = await site.browser.newContext({ viewport });
  contexts.push(context);
  const page = await context.newPage();
  before?.(page);
  await page.goto(site.url + path);
  return page;
}

describe('at 1440×900', () => {
  let paths: string[] = [];
  beforeAll(() => {
    paths = pagesWithEvidence();
  });

  it('every page with evidence shows it in the right half, beside the heading and within the first screen', async () => {
    expect(paths).toEqual(expect.arrayContaining(['/', '/portfolio', '/about', '/industries/aerospace', '/portfolio/streamverse-ott-platform']));
    expect(paths.length).toBeGreaterThan(80);
    const misplaced: string[] = [];
    const page = await open('/', { width: 1440, height: 900 });
    for (const path of paths) {
      await page.goto(site.url + path);
      if (!(await page.locator('.hero-visual').count())) {
        misplaced.push(`${path}: no visual beside the heading`);
        continue;
      }
      const box = await page.locator('.hero-visual').boundingBox();
      const heading = await page.locator('main h1').boundingBox();
      const content = await page.locator('.hero-visual').evaluate((v) => v.querySelectorAll('img, dd, a, li').length);
      if (!box || !heading) misplaced.push(`${path}: no visual`);
      else if (box.x < 1440 / 2 - 40 || box.x + box.width > 1440 || box.y > heading.y + heading.height || box.y + box.height > 900 || box.height < 150 || !content) {
        misplaced.push(`${path}: visual at x ${box.x}, y ${box.y}, ${box.width}×${box.height} with ${content} items; heading at y ${heading.y}`);
      }
    }
    expect(misplaced).toEqual([]);
  });

  it('the lead project’s cover is the largest contentful paint of the home page, requested once, at the preloaded size', async () => {
    const requested: string[] = [];
    const page = await open('/', { width: 1440, height: 900 }, (p) => p.on('request', (r) => requested.push(new URL(r.url()).pathname)));
    // The largest paint so far, kept as the browser reports each larger one: the heading paints
    // first, and on a loaded machine it was still the largest when the first report was read.
    await page.evaluate(() => {
      new PerformanceObserver((list) => {
        const last = list.getEntries().at(-1) as PerformanceEntry & { element?: Element };
        (window as unknown as { lcp?: string }).lcp = last.element?.closest('.showcase-lead') ? (last.element as HTMLImageElement).currentSrc : `not the lead cover: ${last.element?.outerHTML.slice(0, 120)}`;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const largestPaint = () => page.evaluate(() => (window as unknown as { lcp?: string }).lcp ?? 'nothing painted yet');
    await expect.poll(largestPaint).toMatch(/\/assets\/img\/\w+-(800|1200)\.avif$/);
    const lcp = await largestPaint();
    const preload = await page.locator('link[rel="preload"][as="image"][imagesrcset]').getAttribute('imagesrcset');
    expect(preload).toContain(new URL(lcp).pathname);
    // The preload and the <img> agree on the file, so it is fetched once.
    await expect.poll(() => requested.filter((p) => p === new URL(lcp).pathname).length).toBe(1);
  });
});

it('on a phone the visual follows the text, and every picture in it has its size before it loads', async () => {
  const page = await open('/', { width: 390, height: 844 });
  const lead = (await page.locator('.hero .lead').boundingBox())!;
  const visual = (await page.locator('.hero-visual').boundingBox())!;
  expect(visual.y).toBeGreaterThan(lead.y + lead.height);
  expect(visual.x + visual.width).toBeLessThanOrEqual(390);
  const unsized = await page.locator('.hero-visual img').evaluateAll((imgs) => imgs.filter((i) => !i.getAttribute('width') || !i.getAttribute('height')).length);
  expect(unsized).toBe(0);
});
