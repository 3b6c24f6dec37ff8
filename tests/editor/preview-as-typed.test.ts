/**
 * Issue 28: the preview shows what the editor typed. A text over its length limit is shown cut at
 * a word by the site's own rule (`cutAtWord`), never as a placeholder in brackets ("[Title]…"),
 * and the note says which fields are shown fitted; and the code of an article is coloured once
 * the highlighter, which the editor loads only when a preview shows code, has arrived.
 */
import type { Browser, FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { cutAtWord } from '../../src/lib/text.ts';
import { newTabAfterFailure, openEditor } from '../helpers/decap.ts';
import type { DevServer } from '../helpers/dev-server.ts';

let dev: DevServer;
let browser: Browser;
let page: Page;

beforeAll(async () => ({ dev, browser, page } = await openEditor('dev-preview-as-typed-')));
newTabAfterFailure(() => page, (tab) => (page = tab), () => dev);

afterAll(async () => {
  await browser?.close();
  await dev?.stop();
});

const preview = (on: Page): FrameLocator => on.frameLocator('iframe').first();

it('shows a title and an excerpt over their limits as typed, cut at a word, and never a placeholder in brackets', async () => {
  await page.evaluate(() => (location.hash = '#/collections/articles/entries/database-optimization'));
  const title = page.getByLabel('Title', { exact: true }).first();
  await title.waitFor();
  const longTitle = 'Database performance optimization in practice: query plans, indexes, pooling, vacuum and partitioning for busy teams';
  const longExcerpt = `${'A field guide to faster databases, from the expensive queries to the right indexes, pooling, vacuum and partitioning, '.repeat(2)}written for teams.`;
  expect(longTitle.length).toBeGreaterThan(110);
  expect(longExcerpt.length).toBeGreaterThan(200);
  await title.fill(longTitle);
  await page.getByLabel('Excerpt', { exact: true }).fill(longExcerpt);
  await expect.poll(() => preview(page).locator('main h1').textContent()).toBe(cutAtWord(longTitle, 110));
  await expect.poll(() => preview(page).locator('main .lead').first().textContent()).toBe(cutAtWord(longExcerpt, 200));
  expect(await preview(page).locator('main').textContent()).not.toMatch(/\[(Title|Excerpt)\]/);
  await expect.poll(() => preview(page).locator('[data-slot="admin-preview-note"]').textContent()).toMatch(/^Title, Excerpt: shown as typed, fitted to the length allowed/);
  // The form still says what to change.
  await expect.poll(() => page.getByText(/Too long: \d+ characters, at most 110/).count()).toBeGreaterThan(0);
});

it('colours the code of the preview once the highlighter has loaded, without a change in the form', async () => {
  // The editor opened afresh (the highlighter not loaded yet), at its start page.
  await page.goto(`${dev.url}/admin/`);
  await page.getByTestId('portfolio').waitFor();
  await page.evaluate(() => (location.hash = '#/collections/articles/entries/database-optimization'));
  await page.getByLabel('Title', { exact: true }).first().waitFor();
  await expect.poll(() => preview(page).locator('main pre.code').count()).toBeGreaterThan(0);
  await expect.poll(() => preview(page).locator('main pre.code span[class*="hl-"]').count()).toBeGreaterThan(0);
});
