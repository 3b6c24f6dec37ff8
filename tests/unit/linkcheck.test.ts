/**
 * `npm run linkcheck` over a small dist/: a missing page and a missing asset are reported with the
 * pages that link them; the not-found page served for a missing address is not taken for a page.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { checkLinks } from '../../build/linkcheck.ts';

const dist = mkdtempSync(join(tmpdir(), 'linkcheck-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const page = (links: string) => `<!doctype html><html lang="en"><head><title>t</title><link rel="stylesheet" href="/assets/site.css"></head><body>${links}</body></html>`;
const files: Record<string, string> = {
  'index.html': page('<a href="/about">About</a> <a href="/pricing">Pricing</a> <img src="/images/team.webp" alt="">'),
  'about/index.html': page('<a href="/">Home</a> <a href="/pricing">Pricing</a>'),
  '404.html': page('<a href="/">Home</a> <a href="/help">Help</a>'),
  'assets/site.css': 'body { margin: 0 }',
};
for (const [file, text] of Object.entries(files)) {
  mkdirSync(dirname(join(dist, file)), { recursive: true });
  writeFileSync(join(dist, file), text);
}

it('reports each missing page and asset once, with the pages of the site that link it', async () => {
  const { broken } = await checkLinks(dist);
  const path = (url: string) => new URL(url).pathname;
  const report = broken.map((b) => ({ url: path(b.url), status: b.status, pages: b.pages.map(path).sort() })).sort((a, b) => a.url.localeCompare(b.url));
  // /help is linked only from the not-found page served at the missing addresses: not the site's.
  expect(report).toEqual([
    { url: '/images/team.webp', status: 404, pages: ['/'] },
    { url: '/pricing', status: 404, pages: ['/', '/about'] },
  ]);
});
