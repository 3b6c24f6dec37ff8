/** Portfolio filters in Chromium: search, categories with counts, URL state, Back, empty state, loading. */
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

// A search and a category whose results differ from the category's alone, so a count taken
// before the search text arrived would show.
const QUERY = 'Flutter';
const CATEGORY = 'Healthcare';

const visible = (page: Page) => page.locator('[data-results] > li:not([hidden])').count();
const shownCount = (page: Page) => page.locator('[data-result-count]').innerText().then(Number);
const status = (page: Page) => page.locator('[data-result-status]').innerText();
const pressed = (page: Page, category: string) => page.locator(`.filter-chips [data-category="${category}"]`).getAttribute('aria-pressed');

it('the chosen search and category narrow the results, so the tests below can tell them apart', () => {
  expect(matching(QUERY)).toBeGreaterThan(0);
  expect(matching(QUERY, CATEGORY)).toBeGreaterThan(0);
  expect(matching(QUERY, CATEGORY)).toBeLessThan(matching('', CATEGORY));
  expect(matching(QUERY)).toBeLessThan(projects.length);
});

it('filters by search text and category, keeps the state in the URL, and follows Back', async () => {
  const page = await (await site.browser.newContext()).newPage();
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto(`${site.url}/portfolio`);
  await waitForIslands(page);
  await expect.poll(() => shownCount(page)).toBe(projects.length);
  await expect.poll(() => page.getByRole('button', { name: 'Clear search' }).isVisible()).toBe(false);

  await page.locator('#portfolio-search').fill(QUERY);
  await expect.poll(() => visible(page)).toBe(matching(QUERY));
  await expect.poll(() => shownCount(page)).toBe(matching(QUERY));
  await expect.poll(() => page.url()).toContain(`q=${QUERY}`);
  await expect.poll(() => page.getByRole('button', { name: 'Clear search' }).isVisible()).toBe(true);
  await expect.poll(() => status(page)).toBe(`${matching(QUERY)} platforms shown`);

  await page.locator(`.filter-chips [data-category="${CATEGORY}"]`).click();
  await expect.poll(() => visible(page)).toBe(matching(QUERY, CATEGORY));
  await expect.poll(() => pressed(page, CATEGORY)).toBe('true');
  await expect.poll(() => page.url()).toContain(`category=${CATEGORY}`);

  await page.reload();
  await waitForIslands(page);
  await expect.poll(() => page.locator('#portfolio-search').inputValue()).toBe(QUERY);
  await expect.poll(() => visible(page)).toBe(matching(QUERY, CATEGORY));
  await expect.poll(() => shownCount(page)).toBe(matching(QUERY, CATEGORY));

  await page.goBack();
  await expect.poll(() => visible(page)).toBe(matching(QUERY));
  await expect.poll(() => pressed(page, CATEGORY)).toBe('false');
  expect(errors).toEqual([]);
  await page.context().close();
});

it('says it is loading while the search text loads, and the first count it shows and announces is the right one', async () => {
  const page = await (await site.browser.newContext()).newPage();
  // Every count the heading shows and every status announced, from the first paint on.
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { seen: string[] }).seen = []);
    new MutationObserver(() => {
      const count = document.querySelector('[data-result-count]')?.textContent ?? '';
      const announced = document.querySelector('[data-result-status]')?.textContent ?? '';
      const entry = `${count}|${announced}`;
      if (seen.at(-1) !== entry) seen.push(entry);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  // Hold the search text back until the loading state has been seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/portfolio/search.json', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${site.url}/portfolio?q=${QUERY}&category=${CATEGORY}`);
  await waitForIslands(page);
  await expect.poll(() => status(page)).toBe('Loading...');
  await expect.poll(() => page.locator('[data-result-count]').count()).toBe(0);
  await expect.poll(() => page.getByText('No platforms found matching your criteria').isVisible()).toBe(false);
  release();
  await expect.poll(() => status(page)).toBe(`${matching(QUERY, CATEGORY)} platforms shown`);
  await expect.poll(() => shownCount(page)).toBe(matching(QUERY, CATEGORY));
  await expect.poll(() => visible(page)).toBe(matching(QUERY, CATEGORY));
  const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
  // The server's count of every project, then loading with no count, then the right count: nothing between.
  const hydrated = seen.slice(seen.indexOf('|Loading...'));
  expect(hydrated[0]).toBe('|Loading...');
  expect(hydrated.slice(1).filter((entry) => entry !== '|Loading...')).toEqual([`${matching(QUERY, CATEGORY)}|${matching(QUERY, CATEGORY)} platforms shown`]);
  await page.context().close();
});

it('shows the empty state when nothing matches, and Clear Filters resets search and category', async () => {
  const page = await (await site.browser.newContext()).newPage();
  await page.goto(`${site.url}/portfolio?q=zzzz-no-such-platform&category=FinTech`);
  await waitForIslands(page);
  await expect.poll(() => visible(page)).toBe(0);
  await expect.poll(() => page.getByText('No platforms found matching your criteria').isVisible()).toBe(true);
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect.poll(() => visible(page)).toBe(projects.length);
  await expect.poll(() => page.locator('#portfolio-search').inputValue()).toBe('');
  await expect.poll(() => pressed(page, '')).toBe('true');
  await expect.poll(() => page.getByText('No platforms found matching your criteria').isVisible()).toBe(false);
  await page.context().close();
});
