/**
 * Every island on every page that has one hydrates over its server HTML without a mismatch. The
 * site is built with the debug client bundle: before hydrating, it renders each island from its
 * JSON props into a detached element and reports any difference from the server's HTML as a
 * console error (plus Preact's own debug checks).
 */
import { readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { outputFile } from '../../build/routes.ts';
import { buildSite } from '../helpers/build.ts';
import { connectToSharedBrowser, serveDist, waitForIslands } from '../helpers/browser.ts';

let dist: string;
let url: string;
let server: Server;
let browser: Browser;
beforeAll(async () => {
  ({ dist } = await buildSite({ debugIslands: true, compress: false }));
  ({ url, server } = await serveDist(dist));
  browser = await connectToSharedBrowser();
});
afterAll(async () => {
  await browser?.close();
  server?.close();
  rmSync(dist, { recursive: true, force: true });
});

/** Pages with islands, and what each is visited with (URL state the islands read after hydrating). */
const PAGES = ['/about', '/about#panel-certifications', '/portfolio', '/portfolio?q=health&category=Healthcare', '/contact', '/contact?service=fixed-price', '/services?search=react', '/no/such/page'];

it('renders every island in the HTML with its props beside it', () => {
  for (const path of ['/about', '/portfolio', '/contact', '/services']) {
    const html = readFileSync(join(dist, outputFile(path)), 'utf8');
    const markers = [...html.matchAll(/<script type="application\/json" data-island-props="([\w-]+)">[^<]*<\/script><div class="island" data-island="([\w-]+)"/g)];
    expect(markers.length, path).toBeGreaterThan(0);
    for (const m of markers) expect(m[1]).toBe(m[2]);
  }
});

it.each(PAGES)('hydrates every island on %s with no mismatch and no console error', async (path) => {
  const page = await browser.newPage();
  const messages: string[] = [];
  page.on('console', (msg) => (msg.type() === 'error' || msg.type() === 'warning') && messages.push(`${msg.type()}: ${msg.text()}`));
  page.on('pageerror', (err) => messages.push(err.message));
  await page.goto(url + path);
  const islands = await page.locator('[data-island]').count();
  expect(islands).toBeGreaterThan(0);
  await waitForIslands(page);
  // Effects (those that read the URL among them) run after the next frame: wait for it, then a task.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
  // A missing page is answered with status 404, which Chromium logs; nothing else may be.
  expect(messages.filter((m) => !(path === '/no/such/page' && m.includes('status of 404')))).toEqual([]);
  await page.close();
});

it('loads the site search island only when a search was made', async () => {
  const page = await browser.newPage();
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
  await page.goto(`${url}/services`);
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.locator('[data-island="site-search"][data-hydrated]').count()).toBe(0);
  expect(scripts).toHaveLength(1);
  await page.goto(`${url}/services?search=python`);
  await waitForIslands(page);
  await expect.poll(() => page.locator('[data-island="site-search"][data-hydrated]').count()).toBe(1);
  await page.close();
});
