/**
 * The editor against `npm run dev` in Chromium: a refused save's problems on the fields they
 * concern, and the editor's choices and check following a content edit's incremental rebuild.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { yamlFormat } from '../../src/admin/format.ts';
import { Errors } from '../../build/errors/catalogue.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { field, publishNow } from '../helpers/decap.ts';
import { startDevServer, type DevServer } from '../helpers/dev-server.ts';

let dev: DevServer;
let browser: Browser;
let loggedIn: BrowserContext;

async function editor(path: string): Promise<Page> {
  const page = await loggedIn.newPage();
  await page.goto(`${dev.url}/admin/${path}`);
  return page;
}

beforeAll(async () => {
  dev = await startDevServer('dev-editor-problems-');
  await dev.printed(/content edits now rebuild only their pages/);
  browser = await launchBrowser();
  loggedIn = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  const page = await loggedIn.newPage();
  await page.goto(`${dev.url}/admin/`);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByTestId('portfolio').waitFor();
  await page.close();
});

afterAll(async () => {
  await browser?.close();
  await dev?.stop();
});

describe('the editor in npm run dev', () => {
  it('shows a refused save’s problem on its field, leaves the file alone, and clears it when the field is fixed', async () => {
    const file = 'content/portfolio/bazaarly-multi-vendor-marketplace.yaml';
    const before = dev.copy.read(file);
    const page = await editor('#/collections/portfolio/entries/bazaarly-multi-vendor-marketplace');
    const slug = field(page, 'slug');
    // A slug of the right form, but not the file's name: only our check (crossref) knows.
    await slug.fill('bazaarly-marketplace');
    await publishNow(page);
    const message = page.locator('#admin-problems');
    await expect.poll(() => message.isVisible()).toBe(true);
    await expect.poll(() => slug.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await slug.getAttribute('aria-describedby'))!.split(' ').find((id) => id.endsWith('-problem'))!;
    const onField = page.locator(`[id="${describedBy}"]`);
    await expect.poll(() => onField.isVisible()).toBe(true);
    expect(await onField.getAttribute('role')).toBe('alert');
    expect(await onField.textContent()).toContain('bazaarly-multi-vendor-marketplace');
    // The panel names the catalogue's title and its field; the field's name moves focus there.
    expect(await message.textContent()).toContain(Errors.SlugMismatch.title);
    await page.locator('#admin-problems').getByRole('button', { name: 'Go to the field slug' }).click();
    await expect.poll(() => slug.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(dev.copy.read(file)).toBe(before);

    // Fixing the field takes its message away at once; the save then goes through.
    await slug.fill('bazaarly-multi-vendor-marketplace');
    await expect.poll(() => onField.count()).toBe(0);
    await expect.poll(() => slug.getAttribute('aria-invalid')).toBe(null);
    await field(page, 'title').fill('Bazaarly Marketplace for Local Sellers');
    await publishNow(page);
    await expect.poll(() => yamlFormat.fromFile(dev.copy.read(file)).title).toBe('Bazaarly Marketplace for Local Sellers');
    expect(await page.locator('#admin-problems').count()).toBe(0);
    await page.close();
  });

  it('offers a technology renamed in the editor to projects after the incremental rebuild, and the check accepts it', async () => {
    const technology = await editor('#/collections/technologies/entries/angular');
    const mark = dev.output().length;
    await field(technology, 'name').fill('Angular Framework');
    await publishNow(technology);
    await expect.poll(() => yamlFormat.fromFile(dev.copy.read('content/technologies/angular.yaml')).name).toBe('Angular Framework');
    // The incremental path (a full build logs no page count) rebuilt, then rewrote the editor's page and content snapshot.
    await dev.printed(/rebuilt in \d+ ms: \d+ pages? rendered/, mark);
    const [line] = await dev.printed(/editor refreshed in \d+ ms: .*\n/, mark);
    expect(line).toContain('/admin/index.html');
    await technology.close();

    const file = 'content/portfolio/agritrace-iot-farm-monitoring.yaml';
    const before = yamlFormat.fromFile(dev.copy.read(file));
    const page = await editor('#/collections/portfolio/entries/agritrace-iot-farm-monitoring');
    const technologies = field(page, 'technologies');
    await technologies.click();
    await technologies.pressSequentially('Angular F');
    await page.getByRole('option', { name: 'Angular Framework', exact: true }).click();
    await publishNow(page);
    await expect.poll(() => yamlFormat.fromFile(dev.copy.read(file)).technologies).toEqual([...(before.technologies as string[]), 'Angular Framework']);
    expect(await page.locator('#admin-problems').count()).toBe(0);
    expect((await dev.copy.check()).problems.filter((p) => p.severity === 'error')).toEqual([]);
    await page.close();
  });
});
