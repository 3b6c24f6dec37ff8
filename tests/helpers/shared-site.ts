/**
 * vitest globalSetup of the "site" and "api" projects: one build of the real site, served (with its
 * _headers, so the CSP applies) for every test file of the project, which reads it with
 * `sharedSite()` (the api project's servers with `sharedDist()`, read only). One build instead of one
 * per file; the files only read it. `npm test` has built the site in its build step already and
 * names that dist/ in TEST_SITE_DIST, so the tests serve it instead of building it once more.
 * For the site project it also starts the one Chromium its browser files share (connectToSharedBrowser).
 */
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { launchBrowserServer, serveDist } from './browser.ts';
import { buildSite } from './build.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared build: its folder (read only) and the URL it is served at. */
    site: { dist: string; url: string };
    /** The WebSocket of the site project's one Chromium (connectToSharedBrowser); absent in the api project. */
    browserEndpoint?: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const given = process.env.TEST_SITE_DIST;
  if (given && !existsSync(join(given, 'index.html'))) throw new Error(`TEST_SITE_DIST names ${given}, which holds no build of the site. Build it (npm run build -- --out ${given}) or unset TEST_SITE_DIST.`);
  const dist = given ?? (await buildSite()).dist;
  const { url, server } = await serveDist(dist);
  project.provide('site', { dist, url });
  // Only the site project's files drive a browser; the api project's do not need one started.
  const browser = project.name === 'site' ? await launchBrowserServer() : undefined;
  if (browser) project.provide('browserEndpoint', browser.wsEndpoint());
  return async () => {
    await browser?.close();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    if (!given) rmSync(dist, { recursive: true, force: true });
  };
}
