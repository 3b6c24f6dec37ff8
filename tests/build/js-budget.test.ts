/**
 * JavaScript budget per page, gzip, everything the page loads (build/tools/page-scripts.ts: the entry,
 * the island chunks it preloads, their imports): ≤ 3 KB on pages without islands, ≤ 15 KB with
 * filters, tabs or search, ≤ 25 KB on the contact page. Checked on every built page.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, expect, it } from 'vitest';
import { pageScripts } from '../../build/tools/page-scripts.ts';
import { outputFile } from '../../build/routes.ts';
import { isEditorFile } from '../../build/tools/weight.ts';
import { sharedSite } from '../helpers/browser.ts';
import { islands } from '../../src/islands/registry.ts';

let dist: string;
/** Every HTML file of the build, as a dist/-relative path. */
let pages: string[];
beforeAll(() => {
  ({ dist } = sharedSite());
  pages = (readdirSync(dist, { recursive: true }) as string[]).filter((f) => f.endsWith('.html')).map((f) => f.split('\\').join('/')).filter((f) => !isEditorFile(f));
});

const gz = (file: string) => gzipSync(readFileSync(join(dist, file))).length;

function pageJs(file: string): { bytes: number; islands: string[] } {
  const html = readFileSync(join(dist, file), 'utf8');
  const names = [...html.matchAll(/ data-island="([\w-]+)"/g)].map((m) => m[1]);
  return { bytes: pageScripts(dist, html).reduce((sum, f) => sum + gz(f), 0), islands: names };
}

function budget(islandNames: string[]): number {
  if (islandNames.includes('contact-form')) return 25 * 1024;
  return islandNames.length ? 15 * 1024 : 3 * 1024;
}

it('keeps every page within its JavaScript budget', () => {
  expect(pages).toEqual(expect.arrayContaining(['index.html', 'contact/index.html', 'about/index.html']));
  const over: string[] = [];
  for (const file of pages) {
    const { bytes, islands: names } = pageJs(file);
    if (bytes > budget(names)) over.push(`${file}: ${bytes} B > ${budget(names)} B (${names.join(', ') || 'no islands'})`);
  }
  expect(over).toEqual([]);
});

it('loads island code only on pages with islands, and each island’s chunk only where it is', () => {
  const home = pageJs(outputFile('/'));
  expect(home.islands).toEqual([]);
  expect(home.bytes).toBeGreaterThan(500);
  const about = readFileSync(join(dist, outputFile('/about')), 'utf8');
  const contact = readFileSync(join(dist, outputFile('/contact')), 'utf8');
  expect(pageScripts(dist, about).length).toBeGreaterThan(pageScripts(dist, readFileSync(join(dist, outputFile('/')), 'utf8')).length);
  // The contact form's chunk (zod and all) is not preloaded on the about page.
  const contactOnly = pageScripts(dist, contact).filter((f) => !pageScripts(dist, about).includes(f));
  expect(contactOnly.length).toBeGreaterThan(0);
  expect(pageJs(outputFile('/contact')).bytes).toBeGreaterThan(pageJs(outputFile('/about')).bytes);
  for (const name of Object.keys(islands)) expect(pages.some((p) => pageJs(p).islands.includes(name)), name).toBe(true);
});
