/**
 * The editor against `npm run dev` in Chromium: a refused save's problems on the fields they
 * concern (inside list items too, opened by the problem's button), and the editor's choices
 * and check following a content edit's incremental rebuild.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { yamlFormat } from '../../src/admin/format.ts';
import { Errors } from '../../build/errors/catalogue.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { editorTab, field, publishNow } from '../helpers/decap.ts';
import { linkWorkWithUsToNoPage } from '../helpers/broken-link.ts';
import { startDevServer, type DevServer } from '../helpers/dev-server.ts';

let dev: DevServer;
let browser: Browser;
let loggedIn: BrowserContext;

async function editor(path: string): Promise<Page> {
  const page = await loggedIn.newPage();
  await page.goto(`${dev.url}/admin/${path}`);
  return page;
}

/**
 * A refused save's problem on a field inside list items: the field is marked invalid and described
 * by its message, shown under it; with the outermost item closed again, that item's summary is
 * marked, and the panel's button opens the items and moves focus to the field.
 */
async function expectMarkedAndReached(page: Page, control: Locator, outermost: Locator, button: RegExp, says: string): Promise<void> {
  await expect.poll(() => control.getAttribute('aria-invalid')).toBe('true');
  const describedBy = (await control.getAttribute('aria-describedby'))!.split(' ').find((id) => id.endsWith('-problem'))!;
  const message = page.locator(`[id="${describedBy}"]`);
  await expect.poll(() => message.isVisible()).toBe(true);
  expect(await message.getAttribute('role')).toBe('alert');
  expect(await message.textContent()).toContain(says);
  // Closed again, as an editor leaves a list: the field is out of sight, its item's summary says there is a problem.
  await outermost.locator('button').first().click();
  await expect.poll(() => control.isVisible()).toBe(false);
  expect(await outermost.getAttribute('data-admin-problem')).not.toBeNull();
  const go = page.locator('#admin-problems').getByRole('button', { name: button });
  expect(await go.count()).toBe(1);
  await go.click();
  await expect.poll(() => control.evaluate((el) => el === document.activeElement && el.checkVisibility())).toBe(true);
  await expect.poll(() => message.isVisible()).toBe(true);
}

beforeAll(async () => {
  dev = await startDevServer('dev-editor-problems-');
  await dev.printed(/content edits now rebuild only their pages/);
  browser = await launchBrowser();
  loggedIn = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  await (await editorTab(loggedIn, dev)).close();
});

afterAll(async () => {
  await browser?.close();
  await dev?.stop();
});

describe('the editor in npm run dev', () => {
  it('shows a refused save’s problem in the panel by the field’s labels and leaves the file alone', async () => {
    // A link of the right form to no page of the site: only our check (the content links) knows.
    // (An entry's web address, the mistake this test made before, cannot be changed once published.)
    const file = 'content/pages/about.yaml';
    const before = dev.copy.read(file);
    const page = await editor('#/collections/pages/entries/about');
    const { item, linksTo: href } = await linkWorkWithUsToNoPage(page);
    await publishNow(page);
    const message = page.locator('#admin-problems');
    await expect.poll(() => message.isVisible()).toBe(true);
    // The panel names the catalogue's title and the field by its labels.
    expect(await message.textContent()).toContain(Errors.LinkBroken.title);
    expect(await message.getByRole('button', { name: /^Go to the field Top of the page, Actions, item \d+, Links to$/ }).count()).toBe(1);
    await expectMarkedAndReached(page, href, item, /^Go to the field Top of the page, Actions, item \d+, Links to$/, 'is not a page of the site');
    expect(dev.copy.read(file)).toBe(before);
    await page.close();
  });

  it('marks a problem three lists deep on its field, and its button opens the lists and focuses it', async () => {
    // The page's sections › a section's cards › a card's checklist › one entry of it, made only spaces.
    const file = 'content/pages/about.yaml';
    const before = dev.copy.read(file);
    const page = await editor('#/collections/pages/entries/about');
    const itemOf = (scope: Page | Locator, summary: string) => scope.getByText(summary, { exact: true }).first().locator('xpath=..');
    const section = itemOf(page, 'Cards · Why Partner With Us');
    await section.locator('button').first().click();
    const card = itemOf(section, 'Lower delivery risk');
    await card.locator('button').first().click();
    const entry = itemOf(card, 'Milestone-based plans with acceptance criteria');
    await entry.locator('button').first().click();
    // Found by its id from now on: its summary changes with what is typed.
    const id = await entry.locator('[id^="item-field-"]').first().getAttribute('id');
    const control = page.locator(`[id="${id}"]`);
    await control.fill('   ');
    await publishNow(page);
    await expect.poll(() => page.locator('#admin-problems').isVisible()).toBe(true);
    expect(await page.locator('#admin-problems').textContent()).toContain(Errors.ValueBlank.title);
    await expectMarkedAndReached(page, control, section, /^Go to the field Sections, item \d+, Cards, item 1, List, item 1$/, 'only spaces');
    expect(dev.copy.read(file)).toBe(before);
    await page.close();
  });

  it('offers a technology renamed in the editor to projects after the incremental rebuild, and the check accepts it', async () => {
    // A name the file does not have yet, so that a second try (vitest.config.ts) makes a change too.
    const name = yamlFormat.fromFile(dev.copy.read('content/technologies/angular.yaml')).name === 'Angular Framework' ? 'Angular Frameworks' : 'Angular Framework';
    const technology = await editor('#/collections/technologies/entries/angular');
    const mark = dev.output().length;
    await field(technology, 'name').fill(name);
    await publishNow(technology);
    await expect.poll(() => yamlFormat.fromFile(dev.copy.read('content/technologies/angular.yaml')).name).toBe(name);
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
    await page.getByRole('option', { name, exact: true }).click();
    await publishNow(page);
    await expect.poll(() => yamlFormat.fromFile(dev.copy.read(file)).technologies).toEqual([...(before.technologies as string[]), name]);
    expect(await page.locator('#admin-problems').count()).toBe(0);
    expect((await dev.copy.check()).problems.filter((p) => p.severity === 'error')).toEqual([]);
    await page.close();
  });
});
