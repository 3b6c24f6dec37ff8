/** The shell every page shares, in a real browser: theme, mobile menu, tabs, no-JS rendering, CSP. */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkContent, projectPaths } from '../../build/pipeline.ts';
import { useSiteInBrowser, waitForIslands } from '../helpers/browser.ts';
import { ROOT } from '../helpers/content.ts';

const site = useSiteInBrowser();

/** A page that fails the test on any console error or CSP violation. */
async function openPage(path: string, options: { width?: number; javaScript?: boolean } = {}): Promise<{ page: Page; errors: string[] }> {
  const context = await site.browser.newContext({ viewport: { width: options.width ?? 1280, height: 900 }, javaScriptEnabled: options.javaScript ?? true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
  page.on('pageerror', (err) => errors.push(err.message));
  await page.goto(site.url + path);
  return { page, errors };
}

describe('theme', () => {
  it('is light by default, remembers dark across reloads and applies it before first paint', async () => {
    const { page, errors } = await openPage('/services');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBeUndefined();
    await page.getByRole('button', { name: 'Dark theme' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await expect.poll(() => page.getByRole('button', { name: 'Dark theme' }).getAttribute('aria-pressed')).toBe('true');
    // Record the theme at the moment <body> is parsed, before anything is painted.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.body) {
          (window as unknown as { themeAtBody: string | undefined }).themeAtBody = document.documentElement.dataset.theme;
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { themeAtBody: string | undefined }).themeAtBody)).toBe('dark');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(11, 16, 32)');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('mobile menu', () => {
  it('opens from the menu button, closes with Escape and returns focus', async () => {
    const { page, errors } = await openPage('/', { width: 390 });
    const nav = page.getByRole('navigation', { name: 'Main' });
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect.poll(() => nav.isVisible()).toBe(false);
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => nav.isVisible()).toBe(true);
    await nav.getByRole('link', { name: 'Services' }).focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => nav.isVisible()).toBe(false);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe('site-nav');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('without JavaScript, the navigation is simply visible', async () => {
    const { page } = await openPage('/', { width: 390, javaScript: false });
    await expect.poll(() => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Portfolio' }).isVisible()).toBe(true);
    await page.context().close();
  });
});

describe('about tabs', () => {
  it('show one panel at a time and follow the arrow keys, Home and End', async () => {
    const { page, errors } = await openPage('/about');
    await waitForIslands(page);
    const tab = (name: string) => page.getByRole('tab', { name });
    await expect.poll(() => tab('Leadership Team').getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => page.getByRole('tabpanel', { name: 'Leadership Team' }).isVisible()).toBe(true);
    await expect.poll(() => page.locator('#panel-departments').isVisible()).toBe(false);
    await tab('Leadership Team').focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => tab('Departments').getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => page.locator('#panel-departments').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Engineering', { exact: true }).first().isVisible()).toBe(true);
    await page.keyboard.press('End');
    await expect.poll(() => tab('Certifications').getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Certifications');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => tab('Leadership Team').getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => tab('Certifications').getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Home');
    await expect.poll(() => tab('Leadership Team').getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => page.locator('#panel-certifications').isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('open the tab a URL hash names', async () => {
    const { page, errors } = await openPage('/about#panel-departments');
    await waitForIslands(page);
    await expect.poll(() => page.getByRole('tab', { name: 'Departments' }).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => page.locator('#panel-leadership').isVisible()).toBe(false);
    await page.evaluate(() => (location.hash = '#certifications'));
    await expect.poll(() => page.locator('#panel-certifications').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('without JavaScript, all three panels are visible', async () => {
    const { page } = await openPage('/about', { javaScript: false });
    for (const id of ['leadership', 'departments', 'certifications']) expect(await page.locator(`#panel-${id}`).isVisible()).toBe(true);
    await page.context().close();
  });
});

describe('every template', () => {
  it('loads without console errors or CSP violations', async () => {
    const table = checkContent(projectPaths(ROOT)).table;
    if (!table) throw new Error('the content does not check; run npm run check');
    // One page of each template (from the route table, so a renamed slug changes nothing), the
    // not-found page at a path that does not exist.
    const firstOfTemplate = table.routes.filter((r, i, all) => all.findIndex((o) => o.template === r.template) === i);
    const paths = firstOfTemplate.map((r) => (r.template === 'notFound' ? '/does-not-exist' : r.path));
    for (const path of paths) {
      const { page, errors } = await openPage(path);
      await waitForIslands(page);
      // The unknown path's own 404 status is reported by Chromium as a failed resource: expected.
      const unexpected = path === '/does-not-exist' ? errors.filter((e) => !e.includes('status of 404')) : errors;
      expect(unexpected, path).toEqual([]);
      expect(await page.locator('h1').count(), `${path} has one h1`).toBe(1);
      await page.context().close();
    }
  });

  it('the not-found page shows the requested path, suggestions from its words, a search that needs a term, and Go Back', async () => {
    const { page, errors } = await openPage('/');
    await page.goto(`${site.url}/old-services/portfolio-2019`);
    await waitForIslands(page);
    await expect.poll(() => page.getByText('We could not find /old-services/portfolio-2019.').isVisible()).toBe(true);
    await expect.poll(() => page.locator('.not-found-help .chips a').allInnerTexts()).toEqual(['Our Services', 'Mobile App Development', 'Portfolio', 'Case Studies']);
    const search = page.getByRole('search', { name: 'Search the site' });
    const button = search.getByRole('button', { name: 'Search' });
    await expect.poll(() => button.isDisabled()).toBe(true);
    await search.getByRole('searchbox').fill('   ');
    await expect.poll(() => button.isDisabled()).toBe(true);
    await search.getByRole('searchbox').fill('react native');
    await expect.poll(() => button.isDisabled()).toBe(false);
    await search.getByRole('searchbox').press('Enter');
    await page.waitForURL(/\/services\?search=react\+native$/);
    await page.goBack();
    await waitForIslands(page);
    await page.getByRole('link', { name: 'Go Back' }).click();
    await page.waitForURL(`${site.url}/`);
    expect(errors.filter((e) => !e.includes('status of 404'))).toEqual([]);
    await page.context().close();
  });
});
