/** /services?search=…: the term, highlighted service cards, and matching pages from the build-time index. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { siteInBrowser } from '../helpers/browser.ts';

let browser: Browser;
let url: string;
let site: Awaited<ReturnType<typeof siteInBrowser>>;
beforeAll(async () => {
  site = await siteInBrowser();
  ({ url, browser } = site);
});
afterAll(() => site?.close());

it('lists matching pages and highlights matching service cards', async () => {
  const page = await (await browser.newContext()).newPage();
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto(`${url}/services?search=${encodeURIComponent('Python web development')}`);
  expect(await page.locator('#search-title').innerText()).toBe('Results for “Python web development”');
  await page.waitForSelector('#search-results .related-list');
  const links = await page.locator('#search-results .related-list a').evaluateAll((els) => els.map((e) => e.getAttribute('href')));
  expect(links).toContain('/services/python-development');
  expect(await page.locator('.service-card.search-match').count()).toBeGreaterThan(0);
  expect(errors).toEqual([]);
  await page.context().close();
});

it('offers the popular searches when nothing matches', async () => {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${url}/services?search=qwertyuiop`);
  await page.waitForSelector('#search-results .chips');
  expect(await page.locator('#search-results [role="status"]').last().innerText()).toContain('No pages match “qwertyuiop”');
  expect(await page.locator('#search-results .chips a').count()).toBe(6);
  await page.context().close();
});
