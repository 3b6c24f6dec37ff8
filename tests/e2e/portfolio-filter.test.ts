/** Portfolio filters in Chromium: search, categories with counts, URL state, Back, empty state. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { load } from 'js-yaml';
import { expect, it } from 'vitest';
import { useSiteInBrowser, waitForIslands } from '../helpers/browser.ts';
import { ROOT } from '../helpers/content.ts';

const site = useSiteInBrowser();

const projects = readdirSync(join(ROOT, 'content/portfolio')).map((f) => load(readFileSync(join(ROOT, 'content/portfolio', f), 'utf8')) as { title: string; description: string; category: string; industry: string; technologies: string[]; replicationIndustries?: string[] });
const matching = (q: string, category = '') => projects.filter((p) => (!category || p.category === category) && [p.title, p.description, p.industry, p.category, ...p.technologies, ...(p.replicationIndustries ?? [])].join(' ').toLowerCase().includes(q.toLowerCase())).length;

const visible = (page: Page) => page.locator('[data-results] > li:not([hidden])').count();
const shownCount = (page: Page) => page.locator('[data-result-count]').innerText().then(Number);

it('filters by search text and category, keeps the state in the URL, and follows Back', async () => {
  const page = await (await site.browser.newContext()).newPage();
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto(`${site.url}/portfolio`);
  await waitForIslands(page);
  expect(await shownCount(page)).toBe(projects.length);
  expect(await page.getByRole('button', { name: 'Clear search' }).isVisible()).toBe(false);

  await page.locator('#portfolio-search').fill('Flutter');
  await expect.poll(() => visible(page)).toBe(matching('Flutter'));
  expect(await shownCount(page)).toBe(matching('Flutter'));
  expect(page.url()).toContain('q=Flutter');
  expect(await page.getByRole('button', { name: 'Clear search' }).isVisible()).toBe(true);
  expect(await page.locator('[data-result-status]').innerText()).toBe(`${matching('Flutter')} platforms shown`);

  const category = 'Healthcare';
  await page.locator(`.filter-chips [data-category="${category}"]`).click();
  await expect.poll(() => visible(page)).toBe(matching('Flutter', category));
  expect(await page.locator(`.filter-chips [data-category="${category}"]`).getAttribute('aria-pressed')).toBe('true');
  expect(page.url()).toContain('category=Healthcare');

  await page.reload();
  await waitForIslands(page);
  expect(await page.locator('#portfolio-search').inputValue()).toBe('Flutter');
  expect(await visible(page)).toBe(matching('Flutter', category));

  await page.goBack();
  await expect.poll(() => visible(page)).toBe(matching('Flutter'));
  expect(await page.locator(`.filter-chips [data-category="${category}"]`).getAttribute('aria-pressed')).toBe('false');
  expect(errors).toEqual([]);
  await page.context().close();
});

it('shows the empty state when nothing matches, and Clear Filters resets search and category', async () => {
  const page = await (await site.browser.newContext()).newPage();
  await page.goto(`${site.url}/portfolio?q=zzzz-no-such-platform&category=FinTech`);
  await waitForIslands(page);
  // The search text loads with the first search ('Loading...'); then nothing matches.
  await expect.poll(() => visible(page)).toBe(0);
  expect(await page.getByText('No platforms found matching your criteria').isVisible()).toBe(true);
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect.poll(() => visible(page)).toBe(projects.length);
  expect(await page.locator('#portfolio-search').inputValue()).toBe('');
  expect(await page.locator(".filter-chips [data-category=\"\"]").getAttribute('aria-pressed')).toBe('true');
  expect(await page.getByText('No platforms found matching your criteria').isVisible()).toBe(false);
  await page.context().close();
});
