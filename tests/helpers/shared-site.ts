/**
 * vitest globalSetup of the "site" project: builds the real site once into a temporary dist/ and
 * serves it (with its _headers, so the CSP applies) for every browser and build test file, which
 * read it with `sharedSite()`. One build instead of one per file; the files only read it.
 */
import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { serveDist } from './browser.ts';
import { buildSite } from './build.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared build: its folder (read only) and the URL it is served at. */
    site: { dist: string; url: string };
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { dist } = await buildSite();
  const { url, server } = await serveDist(dist);
  project.provide('site', { dist, url });
  return async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(dist, { recursive: true, force: true });
  };
}
