/** Debian's Chromium driven by playwright-core, and the built site served on a free local port. */
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { getRequestListener } from '@hono/node-server';
import { createStaticHandler } from '../../src/server/static-files.ts';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * How long a navigation, a wait or an action may take before the test fails. Playwright's own 30 s
 * is reached on a loaded 2-core machine (a fresh clone's npm test runs three browser steps side by
 * side: one `page.goto` of a static page took over 30 s there), so this bound only catches a hang.
 */
export const BROWSER_HANG_MS = 180_000;

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Browser tests need Chromium at ${CHROMIUM}. Install it with \`sudo apt-get install chromium\` (or set CHROMIUM_PATH), then run the tests again.`);
  }
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    timeout: BROWSER_HANG_MS,
  });
  // Every context (browser.newPage() makes one through newContext too) gets the bound above.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.setDefaultTimeout(BROWSER_HANG_MS);
    context.setDefaultNavigationTimeout(BROWSER_HANG_MS);
    return context;
  };
  return browser;
}

/** Serves dist/ with its _headers (so the Content-Security-Policy is enforced in the browser). */
export async function serveDist(dist: string): Promise<{ url: string; server: Server }> {
  const server = createServer(getRequestListener(createStaticHandler(dist)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** The shared build of the real site (see shared-site.ts): its dist/ folder, read only, and its URL. */
export function sharedSite(): { dist: string; url: string } {
  const site = inject('site');
  if (!site) throw new Error('The shared site is missing: this file must run in the "site" project of vitest.config.ts (tests/e2e or tests/build).');
  return site;
}

/** The shared site and a Chromium of this test file's own; read `url`, `dist` and `browser` in tests. */
export function useSiteInBrowser(): { readonly url: string; readonly dist: string; readonly browser: Browser } {
  const site = sharedSite();
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  return {
    url: site.url,
    dist: site.dist,
    get browser() {
      return browser!;
    },
  };
}

/** Waits until every island the page loads has hydrated (its marker gets `data-hydrated`). */
export async function waitForIslands(page: import('playwright-core').Page): Promise<void> {
  await page.waitForFunction(() => {
    const params = new URLSearchParams(location.search);
    const loaded = [...document.querySelectorAll<HTMLElement>('[data-island]')].filter((m) => !m.dataset.islandWhen || params.has(m.dataset.islandWhen));
    return loaded.every((m) => m.hasAttribute('data-hydrated'));
  });
}
