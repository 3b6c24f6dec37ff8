/**
 * Issue 28: a picture uploaded in the editor shows at once, before anything is saved, wherever it
 * is used (an image field's thumbnail, a picture in the text, the live preview, the media
 * library), and still after publishing and after reloading the editor. The site has a new picture
 * only after its next build, so until then the editor shows it from its own hands
 * (src/admin/pictures-in-hand.ts, src/admin/preview-pictures.ts) and the dev server from content/images.
 * Each picture is found by its own width: the one shown is the one uploaded, loaded (naturalWidth).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, FrameLocator, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { frontMatterFormat } from '../../src/admin/format.ts';
import { chooseFromToolbar, newTabAfterFailure, openEditor, publishNow } from '../helpers/decap.ts';
import type { DevServer } from '../helpers/dev-server.ts';

let dev: DevServer;
let browser: Browser;
let page: Page;

const COVER = { width: 1600, height: 900, name: 'fresh-cover.png' };
const IN_TEXT = { width: 1000, height: 500, name: 'fresh-in-text.png' };
const ARTICLE = 'database-optimization';

beforeAll(async () => ({ dev, browser, page } = await openEditor('dev-uploaded-picture-')));
newTabAfterFailure(() => page, (tab) => (page = tab), () => dev);

afterAll(async () => {
  await browser?.close();
  await dev?.stop();
});

const picture = (size: { width: number; height: number }) => sharp({ create: { ...size, channels: 3, background: { r: 40, g: 110, b: 200 } } }).png().toBuffer();

/** The widths of the pictures inside `within` that have loaded (a broken one has none). */
const shownWidths = (within: Locator) => within.locator('img').evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).naturalWidth).filter((w) => w > 0));
const coverBox = (on: Page) => on.locator('[aria-label="image field"]').filter({ has: on.locator('label', { hasText: /^Cover picture/ }) }).first();
const bodyBox = (on: Page) => on.locator('[aria-label="markdown field"]').first();
const preview = (on: Page): FrameLocator => on.frameLocator('iframe').first();

async function openArticle(on: Page): Promise<void> {
  await on.evaluate((hash) => (location.hash = hash), `#/collections/articles/entries/${ARTICLE}`);
  await on.getByLabel('Title', { exact: true }).first().waitFor();
}

/** Both pictures are shown, loaded, in the form and in the preview. */
async function bothShown(on: Page): Promise<void> {
  await expect.poll(() => shownWidths(coverBox(on))).toContain(COVER.width);
  await expect.poll(() => shownWidths(bodyBox(on))).toContain(IN_TEXT.width);
  await expect.poll(() => shownWidths(preview(on).locator('main'))).toEqual(expect.arrayContaining([COVER.width, IN_TEXT.width]));
}

it('shows an uploaded cover and an uploaded picture in the text at once in the form, the media library and the preview, and still after publishing and reloading', async () => {
  await openArticle(page);
  // The cover, through its field's media library.
  await coverBox(page).getByRole('button', { name: /^Choose (an|different) image$/ }).click();
  await page.locator('input[type="file"]').setInputFiles({ name: COVER.name, mimeType: 'image/png', buffer: await picture(COVER) });
  // The media library shows it among the pictures to choose from.
  await expect.poll(() => shownWidths(page.locator('[class*="MediaLibrary"], [role="dialog"]').first())).toContain(COVER.width);
  await page.getByRole('button', { name: 'Choose selected' }).click();
  await expect.poll(() => shownWidths(coverBox(page))).toContain(COVER.width);
  await expect.poll(() => shownWidths(preview(page).locator('main'))).toContain(COVER.width);

  // A picture in the text, through the text's own Image component.
  await bodyBox(page).locator('[data-slate-editor="true"]').click();
  await chooseFromToolbar(page, bodyBox(page).locator('[data-slate-editor="true"]'), 'Add Component', 'Image');
  await bodyBox(page).getByRole('button', { name: 'Choose an image' }).last().click();
  await page.locator('input[type="file"]').setInputFiles({ name: IN_TEXT.name, mimeType: 'image/png', buffer: await picture(IN_TEXT) });
  await page.getByRole('button', { name: 'Choose selected' }).click();
  await bodyBox(page).getByLabel('What the picture shows').last().fill('Query times after the new index');
  await bothShown(page);

  await publishNow(page);
  const file = `content/blog/${ARTICLE}.md`;
  await expect.poll(() => dev.copy.read(file)).toContain(`/images/${IN_TEXT.name}`);
  expect((frontMatterFormat.fromFile(dev.copy.read(file)) as { image?: string }).image).toBe(`/images/${COVER.name}`);
  await bothShown(page);

  // The editor opened again: the pictures come from the site now, right after the save (loaded
  // again while the dev server is between two builds, when the page answers 500, as a person reloads).
  await dev.eventually(async () => ((await page.goto(`${dev.url}/admin/`))?.status() === 200 ? true : undefined), 'the editor\'s page');
  await page.getByTestId('portfolio').waitFor();
  await openArticle(page);
  await bothShown(page);
});

it('serves a picture saved into content/images at once, before the rebuild has copied it to the site', async () => {
  const name = 'saved-just-now.png';
  writeFileSync(join(dev.copy.content, 'images', name), await picture({ width: 300, height: 200 }));
  // As a browser asks for a picture (an HTML request would get the dev server's page of build problems, if any).
  const res = await fetch(`${dev.url}/images/${name}`, { headers: { accept: 'image/avif,image/webp,image/*,*/*;q=0.8' } });
  expect(res.status).toBe(200);
  expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(300);
});
