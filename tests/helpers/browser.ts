/** Debian's Chromium driven by playwright-core, and the built site served on a free local port. */
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type BrowserServer } from 'playwright-core';
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

const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

function chromiumMissing(): Error | undefined {
  if (existsSync(CHROMIUM)) return undefined;
  return new Error(`Browser tests need Chromium at ${CHROMIUM}. Install it with \`sudo apt-get install chromium\` (or set CHROMIUM_PATH), then run the tests again.`);
}

/** Every context (browser.newPage() makes one through newContext too) gets the bound above. */
function boundContexts(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.setDefaultTimeout(BROWSER_HANG_MS);
    context.setDefaultNavigationTimeout(BROWSER_HANG_MS);
    return context;
  };
  return browser;
}

/** A Chromium of the calling process's own. */
export async function launchBrowser(): Promise<Browser> {
  const missing = chromiumMissing();
  if (missing) throw missing;
  return boundContexts(await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, timeout: BROWSER_HANG_MS }));
}

/**
 * One Chromium for every browser file of the "site" project (started by shared-site.ts), which
 * each file reaches over its WebSocket: one browser start instead of one per file, and each file
 * still works in browser contexts of its own (separate cookies, storage and pages).
 */
export async function launchBrowserServer(): Promise<BrowserServer> {
  const missing = chromiumMissing();
  if (missing) throw missing;
  return chromium.launchServer({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, timeout: BROWSER_HANG_MS });
}

/** The project's shared Chromium (see launchBrowserServer); closing what this returns closes only this file's contexts. */
export async function connectToSharedBrowser(): Promise<Browser> {
  const endpoint = inject('browserEndpoint');
  if (!endpoint) throw new Error('The shared browser is missing: this file must run in the "site" project of vitest.config.ts (tests/e2e or tests/build).');
  return boundContexts(await chromium.connect(endpoint, { timeout: BROWSER_HANG_MS }));
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

/** The shared site and the shared Chromium; read `url`, `dist` and `browser` in tests. */
export function useSiteInBrowser(): { readonly url: string; readonly dist: string; readonly browser: Browser } {
  const site = sharedSite();
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await connectToSharedBrowser();
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
