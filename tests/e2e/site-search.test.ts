/** /services?search=…: the term, highlighted service cards, and matching pages from the build-time index. */
import { expect, it } from 'vitest';
import { POPULAR_SEARCHES } from '../../src/shared/suggestions.ts';
import { useSiteInBrowser, waitForIslands } from '../helpers/browser.ts';

const site = useSiteInBrowser();

it('lists matching pages and highlights matching service cards', async () => {
  const page = await (await site.browser.newContext()).newPage();
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  // Hold the index back to see the waiting state.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/search-index.json', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${site.url}/services?search=${encodeURIComponent('Python web development')}`);
  await waitForIslands(page);
  await page.getByRole('status').filter({ hasText: 'Loading...' }).waitFor();
  release();
  await expect.poll(() => page.locator('#search-title').innerText()).toBe('Results for “Python web development”');
  await page.waitForSelector('#search-results .related-list');
  const links = await page.locator('#search-results .related-list a').evaluateAll((els) => els.map((e) => e.getAttribute('href')));
  expect(links).toContain('/services/python-development');
  await expect.poll(() => page.locator('.service-card.search-match').count()).toBeGreaterThan(0);
  expect(errors).toEqual([]);
  await page.context().close();
});

it('offers the popular searches when nothing matches', async () => {
  const page = await (await site.browser.newContext()).newPage();
  await page.goto(`${site.url}/services?search=qwertyuiop`);
  await page.waitForSelector('#search-results .chips');
  await expect.poll(() => page.locator('#search-results [role="status"]').last().innerText()).toContain('No pages match “qwertyuiop”');
  await expect.poll(() => page.locator('#search-results .chips a').count()).toBe(POPULAR_SEARCHES.length);
  await page.context().close();
});

it('says so when the index cannot load, and reports the error in the console', async () => {
  const page = await (await site.browser.newContext()).newPage();
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.route('**/search-index.json', (route) => route.fulfill({ status: 500, body: 'down' }));
  await page.goto(`${site.url}/services?search=react`);
  await page.getByText('Search is unavailable right now.').waitFor();
  await expect.poll(() => page.getByRole('link', { name: 'see every page' }).getAttribute('href')).toBe('/sitemap');
  expect(errors.some((e) => e.includes('Site search failed'))).toBe(true);
  await page.context().close();
});
