/**
 * axe-core, every WCAG 2.1 A and AA rule (label in name, 2.5.3, among them since axe 4.14), in the light and the dark theme, on the pages that
 * between them show every template, every element shape and styled element of the site, and every
 * state of its islands.
 *
 * Why not every page in both themes: pages of one template share their markup and stylesheet and
 * differ in text, and the one rule that depends on the theme, colour contrast, depends on the
 * element's classes (there are no inline styles). So the pages audited here are one of each
 * template plus, chosen from the build, enough pages that every element-and-class pair and every
 * element shape (its tag, the attributes it has, its role and type) of the whole site appears on
 * one of them; what a page's own content can get wrong is then checked on every page by
 * tests/build/accessibility-all-pages.test.ts.
 */
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkContent, projectPaths } from '../../build/pipeline.ts';
import { useSiteInBrowser, waitForIslands } from '../helpers/browser.ts';
import { auditPaths, builtPageFile, builtPages, violations, withAxe } from '../helpers/axe.ts';
import { ROOT } from '../helpers/content.ts';

const site = useSiteInBrowser();

/**
 * What a page's body is made of: `tag.class` pairs (what the stylesheet can give a colour) and
 * element shapes, `tag[attributes]` with the values of role and type (what axe's other rules read).
 */
function elementShapes(html: string): Set<string> {
  const body = html.slice(html.indexOf('<body'));
  const shapes = new Set<string>();
  for (const m of body.matchAll(/<([a-z][\w-]*)\b([^>]*)>/g)) {
    const attributes = [...m[2].matchAll(/\s([a-z][\w:-]*)(?:="([^"]*)")?/g)];
    for (const c of attributes.find((a) => a[1] === 'class')?.[2].split(/\s+/).filter(Boolean) ?? []) shapes.add(`${m[1]}.${c}`);
    const names = attributes.filter((a) => a[1] !== 'class').map((a) => (a[1] === 'role' || a[1] === 'type' ? `${a[1]}=${a[2]}` : a[1]));
    shapes.add(`${m[1]}[${names.sort().join(',')}]`);
  }
  return shapes;
}

/** One page of each template, then pages added greedily until every element shape and styled element of the build is on one. */
function pagesToAudit(dist: string): string[] {
  const table = checkContent(projectPaths(ROOT)).table;
  if (!table) throw new Error('the content does not check; run npm run check');
  const chosen = new Set<string>();
  for (const route of table.routes) {
    if (![...chosen].some((p) => table.routes.find((r) => r.path === p)?.template === route.template)) chosen.add(route.path);
  }
  const pages = new Map(builtPages(dist).map((path) => [path, elementShapes(readFileSync(builtPageFile(dist, path), 'utf8'))]));
  const covered = new Set<string>();
  const notFound = table.routes.find((r) => r.template === 'notFound')?.path;
  const asServed = (path: string) => (path === notFound ? '/no-such-page' : path);
  for (const path of chosen) for (const shape of pages.get(asServed(path)) ?? []) covered.add(shape);
  const everyShape = new Set([...pages.values()].flatMap((s) => [...s]));
  while (covered.size < everyShape.size) {
    const [best] = [...pages].sort(([, a], [, b]) => [...b].filter((x) => !covered.has(x)).length - [...a].filter((x) => !covered.has(x)).length)[0];
    chosen.add(best);
    for (const shape of pages.get(best)!) covered.add(shape);
  }
  return [...chosen].map(asServed);
}

/** Island states reached by URL: filtered and empty portfolio, each about tab, search results and none. */
const STATES_BY_URL = [
  '/portfolio?q=Flutter&category=Healthcare',
  '/portfolio?q=zzzz-no-such-platform',
  '/about#panel-departments',
  '/about#panel-certifications',
  '/services?search=react',
  '/services?search=qwertyuiop',
  '/old-services/portfolio-2019',
];

async function themed(theme: 'light' | 'dark', options: { width?: number } = {}): Promise<BrowserContext> {
  const context = await site.browser.newContext({ viewport: { width: options.width ?? 1280, height: 900 } });
  await context.addInitScript((t) => localStorage.setItem('tarkaa-theme', t), theme);
  return withAxe(context);
}

/** A page opened in a state, waited for until the state is on screen. */
async function opened(context: BrowserContext, path: string, ready: (page: Page) => Promise<unknown>): Promise<Page> {
  const page = await context.newPage();
  await page.goto(site.url + path);
  await waitForIslands(page);
  await ready(page);
  return page;
}

// Side by side, each test in a browser context of its own: axe waits on the page more than on the CPU.
// The bound only catches a hang: at load 50–68 on 2 cores one theme's 21 pages took over 5 minutes.
const HANG_MS = 20 * 60_000;
describe.concurrent.each(['light', 'dark'] as const)('%s theme', (theme) => {
  it('has no WCAG 2.1 AA violations on one page of each template and on pages showing every element shape and styled element', async () => {
    const paths = pagesToAudit(site.dist);
    const context = await themed(theme);
    const started = performance.now();
    const found = await auditPaths(context, site.url, paths);
    console.log(`axe, ${theme} theme: ${paths.length} pages in ${((performance.now() - started) / 1000).toFixed(0)} s: ${paths.join(' ')}`);
    await context.close();
    expect(found).toEqual([]);
  }, HANG_MS);

  it('has no WCAG 2.1 AA violations in any state of the islands reached by URL', async () => {
    const context = await themed(theme);
    const found: string[] = [];
    const waitFor: Record<string, (page: Page) => Promise<unknown>> = {
      '/portfolio?q=Flutter&category=Healthcare': (page) => page.getByRole('button', { name: 'Clear search' }).waitFor(),
      '/portfolio?q=zzzz-no-such-platform': (page) => page.getByText('No platforms found matching your criteria').waitFor(),
      '/about#panel-departments': (page) => page.locator('#panel-departments').waitFor(),
      '/about#panel-certifications': (page) => page.locator('#panel-certifications').waitFor(),
      '/services?search=react': (page) => page.locator('#search-results .related-list').waitFor(),
      '/services?search=qwertyuiop': (page) => page.locator('#search-results .chips').waitFor(),
      '/old-services/portfolio-2019': (page) => page.locator('.not-found-help .chips a').first().waitFor(),
    };
    for (const path of STATES_BY_URL) {
      const page = await opened(context, path, waitFor[path]);
      found.push(...(await violations(page, path)));
      await page.close();
    }
    await context.close();
    expect(found).toEqual([]);
  }, HANG_MS);

  it('has no WCAG 2.1 AA violations with the mobile menu open', async () => {
    const context = await themed(theme, { width: 390 });
    const page = await opened(context, '/', async (p) => {
      await p.getByRole('button', { name: 'Menu' }).click();
      await p.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' }).waitFor();
    });
    const found = await violations(page, '/ (menu open)');
    await context.close();
    expect(found).toEqual([]);
  });
});

it('the audit finds a picture without alternative text, text without contrast and a button named other than it reads', async () => {
  const context = await themed('dark');
  const page = await opened(context, '/', (p) => p.locator('main').waitFor());
  await page.evaluate(() => {
    const main = document.querySelector('main')!;
    main.insertAdjacentHTML('afterbegin', '<img src="/favicon.svg" width="20" height="20">');
    // Grey on grey, through a stylesheet (the CSP allows no inline style).
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('.faint-test { color: #777 !important; background: #7a7a7a !important }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    main.insertAdjacentHTML('afterbegin', '<p class="faint-test">unreadable</p>');
    // WCAG 2.5.3 (label in name): a person using voice control says "Read article" and nothing matches.
    main.insertAdjacentHTML('afterbegin', '<a class="btn" href="/blog">Read article</a>');
    main.querySelector('a.btn')!.setAttribute('aria-label', 'Open the featured story');
  });
  const found = (await violations(page, '/')).join('\n');
  await context.close();
  expect(found).toContain('image-alt');
  expect(found).toContain('color-contrast');
  expect(found).toContain('label-content-name-mismatch');
});
