/**
 * JavaScript budget per page, gzip, everything the page loads: ≤ 3 KB on pages without islands,
 * ≤ 15 KB with filters, tabs or search, ≤ 25 KB on the contact page (its form code is a chunk
 * loaded only there).
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { outputFile } from '../../build/routes.ts';
import { buildSite } from '../helpers/build.ts';

let dist: string;
beforeAll(async () => {
  ({ dist } = await buildSite());
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const gz = (file: string) => gzipSync(readFileSync(join(dist, file))).length;

/** The entry a page loads plus every chunk reachable from it through static and dynamic imports. */
function scriptBytes(path: string): number {
  const html = readFileSync(join(dist, outputFile(path)), 'utf8');
  const entries = [...html.matchAll(/<script type="module" src="\/([^"]+)"/g)].map((m) => m[1]);
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(join(dist, file), 'utf8');
    // Chunks are only loaded on the pages that need them: the contact form chunk on /contact.
    for (const m of code.matchAll(/(?:from|import\()\s*["']\.\/([^"']+\.js)["']/g)) {
      const dynamic = m[0].startsWith('import(');
      if (!dynamic || path === '/contact') visit(`assets/${m[1]}`);
    }
  };
  entries.forEach(visit);
  return [...seen].reduce((sum, f) => sum + gz(f), 0);
}

it('keeps every page within its JavaScript budget', () => {
  const chunks = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'));
  expect(chunks.length).toBeGreaterThan(0);
  expect(scriptBytes('/')).toBeLessThanOrEqual(3 * 1024);
  expect(scriptBytes('/services/python-development')).toBeLessThanOrEqual(3 * 1024);
  expect(scriptBytes('/portfolio')).toBeLessThanOrEqual(15 * 1024);
  expect(scriptBytes('/about')).toBeLessThanOrEqual(15 * 1024);
  const contact = scriptBytes('/contact');
  expect(contact).toBeGreaterThan(scriptBytes('/'));
  expect(contact).toBeLessThanOrEqual(25 * 1024);
});
