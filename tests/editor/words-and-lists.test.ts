/**
 * The editor as a marketing person reads it, in Chromium against `npm run dev`: the login screen
 * with the site's name and logo, the collections grouped as editors think of them, every form's
 * labels and hints without developer notation, lists read by their content, icons chosen by
 * looking, each technology offered once by its name (and a new one at once), and a refused save
 * told in the form's words. Screenshots at 1440×900 and 390×844 go to the system's temporary
 * folder (`words-and-lists-*.png`) to be looked at.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { yamlFormat } from '../../src/admin/format.ts';
import { sameName } from '../../src/admin/reference-choices.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { editorTab, field, publishNow } from '../helpers/decap.ts';
import { linkWorkWithUsToNoPage } from '../helpers/broken-link.ts';
import { startDevServer, type DevServer } from '../helpers/dev-server.ts';
import { developerNotation } from '../helpers/plain-words.ts';

let dev: DevServer;
let browser: Browser;
let loggedIn: BrowserContext;
const SIZES = [{ width: 1440, height: 900 }, { width: 390, height: 844 }];
const shot = (page: Page, name: string) => page.screenshot({ path: join(tmpdir(), `words-and-lists-${name}-${page.viewportSize()!.width}.png`) });

async function editor(path: string, context = loggedIn): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${dev.url}/admin/${path}`);
  return page;
}

beforeAll(async () => {
  dev = await startDevServer('dev-editor-words-');
  await dev.printed(/content edits now rebuild only their pages/);
  browser = await launchBrowser();
  loggedIn = await browser.newContext({ viewport: SIZES[0] });
  await (await editorTab(loggedIn, dev)).close();
});

afterAll(async () => {
  await browser?.close();
  await dev?.stop();
});

/** What CSS draws before an element (the login screen's name, a sidebar heading). */
const before = (page: Page, selector: string) => page.locator(selector).first().evaluate((el) => getComputedStyle(el, '::before').content);

describe('the editor in the editor\'s words', () => {
  it('shows the site\'s name and logo on the login screen, in the site\'s colours', async () => {
    for (const size of SIZES) {
      const context = await browser.newContext({ viewport: size });
      const page = await editor('', context);
      const login = page.getByRole('button', { name: 'Login' });
      await login.waitFor();
      await expect.poll(() => page.locator('section img[src="/images/logo.svg"]').isVisible()).toBe(true);
      expect(await before(page, 'section[class*="AuthenticationPage"]')).toContain('Tarkaa Software Labs');
      // The site's primary colour (src/styles/tokens.css), not Decap's grey.
      expect(await login.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(67, 56, 202)');
      await shot(page, 'login');
      await context.close();
    }
  });

  it('groups the collections as editors think of them', async () => {
    const page = await editor('#/collections/pages');
    await page.getByTestId('portfolio').waitFor();
    const headings: Record<string, string> = { pages: 'Pages', portfolio: 'Work', services: 'Services & expertise', articles: 'Blog', site: 'Settings' };
    for (const [first, heading] of Object.entries(headings)) {
      expect(await page.getByTestId(first).evaluate((a) => getComputedStyle(a.parentElement!, '::before').content)).toBe(`"${heading}"`);
    }
    // The collections of a group follow its heading, with no heading of their own.
    expect(await page.getByTestId('caseStudies').evaluate((a) => getComputedStyle(a.parentElement!, '::before').content)).toBe('none');
    await shot(page, 'collections');
    await page.close();
  });

  it('labels and describes every field of every form without developer notation', async () => {
    const entries = ['pages/entries/home', 'legal/entries/privacy-policy', 'portfolio/entries/bazaarly-multi-vendor-marketplace', 'caseStudies/entries/healthcare-management', 'services/entries/mobile-app-development',
      'solutions/entries/devops', 'industries/entries/healthcare', 'technologies/entries/nodejs', 'articles/entries/database-optimization', 'site/entries/site', 'redirects/entries/redirects'];
    const bad: string[] = [];
    let read = 0;
    for (const entry of entries) {
      const page = await editor(`#/collections/${entry}`);
      await page.locator('label[for]').first().waitFor();
      // Labels end in "(optional)" for optional fields; hints are Decap's ControlHint paragraphs.
      const labels = await page.locator('label[for]').evaluateAll((ls) => ls.map((l) => l.textContent!.replace(/\s*\(optional\)$/, '').trim()));
      const hints = await page.locator('[class*="ControlHint"]').allTextContents();
      for (const label of labels) for (const found of developerNotation(label, 'label')) bad.push(`${entry}: label "${label}": ${found}`);
      for (const hint of hints) for (const found of developerNotation(hint, 'hint')) bad.push(`${entry}: hint "${hint}": ${found}`);
      read += labels.length;
      await page.close();
    }
    expect(bad).toEqual([]);
    expect(read).toBeGreaterThan(150);
  });

  it('shows a service\'s features and the home page\'s sections by what they say', async () => {
    const service = await editor('#/collections/services/entries/mobile-app-development');
    const features = yamlFormat.fromFile(dev.copy.read('content/services/mobile-app-development.yaml')).features as string[];
    await service.getByText(features[0], { exact: true }).first().waitFor();
    // No list item reads "Item": every feature is its own text.
    expect(await service.getByText('Item', { exact: true }).count()).toBe(0);
    await service.close();

    const home = await editor('#/collections/pages/entries/home');
    const sections = yamlFormat.fromFile(dev.copy.read('content/pages/home.yaml')).sections as { type: string; title?: string }[];
    const features2 = sections.find((s) => s.type === 'features' && s.title)!;
    await home.getByText(`Cards · ${features2.title}`, { exact: true }).first().waitFor();
    expect(await home.getByText(/^\w+Section$/).count()).toBe(0);
    for (const size of SIZES) {
      await home.setViewportSize(size);
      await home.getByText(`Cards · ${features2.title}`, { exact: true }).first().scrollIntoViewIfNeeded();
      await shot(home, 'sections');
    }
    await home.close();
  });

  it('changes an industry\'s icon from a searchable picker with previews; the file changes on that line only', async () => {
    const file = 'content/industries/healthcare.yaml';
    const text = dev.copy.read(file);
    // An icon the file does not have yet, so that a second try (vitest.config.ts) changes it too.
    const icon = /^icon: shield-check$/m.test(text) ? 'shield-plus' : 'shield-check';
    const words = icon.replace('-', ' ');
    const page = await editor('#/collections/industries/entries/healthcare');
    // The button is labelled by its field ("Icon"); it reads "Change icon".
    await page.locator('[data-icon-picker]').first().getByRole('button', { name: 'Icon' }).click();
    await page.getByRole('searchbox', { name: /Search icons/ }).fill(words);
    const option = page.getByRole('option').filter({ hasText: new RegExp(`^${words}$`) });
    await option.waitFor();
    // Each choice is drawn: a preview beside its name.
    expect(await option.locator('svg path').count()).toBeGreaterThan(0);
    await shot(page, 'icon-picker');
    await option.getByRole('button').click();
    await expect.poll(() => page.locator('[data-chosen-icon]').first().getAttribute('data-chosen-icon')).toBe(icon);
    await publishNow(page);
    // The whole file as it was but for the icon's line. (Waiting for any change read the file once
    // while decap-server was writing it: empty.)
    await expect.poll(() => dev.copy.read(file)).toBe(text.replace(/^icon: .*$/m, `icon: ${icon}`));
    await page.close();
  });

  it('makes a new page\'s web address from its title, shown as visitors will see it', async () => {
    const page = await editor('#/collections/solutions/new');
    await field(page, 'name').fill('Data Platforms & Pipelines');
    await expect.poll(() => field(page, 'slug').inputValue()).toBe('data-platforms-and-pipelines');
    expect(await page.getByText('https://www.tarkaa.dev/solutions/', { exact: true }).isVisible()).toBe(true);
    // Typed by hand, the address stays as typed when the title changes.
    await field(page, 'slug').fill('data-platforms');
    await field(page, 'name').fill('Data Platforms and Pipelines');
    expect(await field(page, 'slug').inputValue()).toBe('data-platforms');
    await page.close();
  });

  it('offers each technology once, by its name, finds it by its other names, and offers a new one without a reload', async () => {
    const file = 'content/portfolio/agritrace-iot-farm-monitoring.yaml';
    const chosen = yamlFormat.fromFile(dev.copy.read(file)).technologies as string[];
    const page = await editor('#/collections/portfolio/entries/agritrace-iot-farm-monitoring');
    const technologies = field(page, 'technologies');
    await technologies.click();
    await page.getByRole('option').first().waitFor();
    const offered = await page.getByRole('option').allTextContents();
    for (const [i, a] of offered.entries()) for (const b of offered.slice(i + 1)) expect(sameName(a, b), `${a} / ${b}`).toBe(false);
    expect(offered.length).toBeLessThan(40);
    for (const name of chosen) expect(offered.some((o) => sameName(o, name)), name).toBe(false);
    await shot(page, 'technologies');
    // Redis is also known as Valkey: typing that finds Redis, offered by its name.
    expect(chosen.some((t) => sameName(t, 'Redis'))).toBe(false);
    await technologies.pressSequentially('Valkey');
    await expect.poll(() => page.getByRole('option').allTextContents()).toEqual(['Redis']);
    // Escape closes the list and empties what was typed (Backspace in an empty box would remove a choice).
    await page.keyboard.press('Escape');

    // A technology created meanwhile (here written straight into the folder, as a published
    // entry is) is offered the next time the list opens, without reloading the editor.
    const angular = dev.copy.read('content/technologies/angular.yaml');
    dev.copy.write('content/technologies/zig.yaml', angular.replace(/^slug: .*$/m, 'slug: zig').replace(/^name: .*$/m, 'name: Zig').replace(/^aliases: .*$/m, 'aliases: ["Ziglang"]'));
    // Decap shares an identical list request for 10 s: the list is opened until it offers Zig.
    const zig = page.getByRole('option', { name: 'Zig', exact: true });
    await expect.poll(async () => {
      await page.keyboard.press('Escape');
      await technologies.pressSequentially('Ziglang');
      return zig.count();
    }, { timeout: 120_000, interval: 1000 }).toBe(1);
    await zig.click();
    await publishNow(page);
    await expect.poll(() => yamlFormat.fromFile(dev.copy.read(file)).technologies).toEqual([...chosen, 'Zig']);
    await page.close();
  });

  it('tells a refused save in the form\'s words: the field by its labels and what to do', async () => {
    const file = 'content/pages/about.yaml';
    const text = dev.copy.read(file);
    const page = await editor('#/collections/pages/entries/about');
    await linkWorkWithUsToNoPage(page);
    await publishNow(page);
    const panel = page.locator('#admin-problems');
    await panel.waitFor();
    const toast = page.locator('.Toastify');
    await expect.poll(() => toast.textContent()).toMatch(/Not saved/);
    for (const words of [await panel.innerText(), await toast.innerText()]) {
      expect(words).not.toMatch(/Failed to persist|Error:|undefined/);
      expect(developerNotation(words.replace(/"\/no-such-page"/g, ''), 'message'), words).toEqual([]);
    }
    expect(await panel.getByRole('button', { name: /^Go to the field Top of the page, Actions, item \d+, Links to$/ }).count()).toBe(1);
    expect(await panel.textContent()).toMatch(/add the old address under Redirects/);
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await shot(page, 'refused-save');
    }
    expect(dev.copy.read(file)).toBe(text);
    await page.close();
  });
});
