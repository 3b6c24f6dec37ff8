/** /services?search=…: the term, highlighted service cards, and matching pages from the build-time index. */
import { expect, it } from 'vitest';
import { useSiteInBrowser } from '../helpers/browser.ts';

const site = useSiteInBrowser();

it('lists matching pages and highlights matching service cards', async () => {
  const page = await (await site.browser.newContext()).newPage();
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto(`${site.url}/services?search=${encodeURIComponent('Python web development')}`);
  expect(await page.locator('#search-title').innerText()).toBe('Results for “Python web development”');
  await page.waitForSelector('#search-results .related-list');
  const links = await page.locator('#search-results .related-list a').evaluateAll((els) => els.map((e) => e.getAttribute('href')));
  expect(links).toContain('/services/python-development');
  expect(await page.locator('.service-card.search-match').count()).toBeGreaterThan(0);
  expect(errors).toEqual([]);
  await page.context().close();
});

it('offers the popular searches when nothing matches', async () => {
  const page = await (await site.browser.newContext()).newPage();
  await page.goto(`${site.url}/services?search=qwertyuiop`);
  await page.waitForSelector('#search-results .chips');
  expect(await page.locator('#search-results [role="status"]').last().innerText()).toContain('No pages match “qwertyuiop”');
  expect(await page.locator('#search-results .chips a').count()).toBe(6);
  await page.context().close();
});
