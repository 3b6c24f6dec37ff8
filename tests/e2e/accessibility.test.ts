/** axe-core (WCAG 2.1 A and AA rules) on every built page, light and dark. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { BrowserContext } from 'playwright-core';
import { expect, it } from 'vitest';
import { useSiteInBrowser, waitForIslands } from '../helpers/browser.ts';

const site = useSiteInBrowser();

/** Every page of the build by URL (redirect pages excluded; the not-found page at a missing path). */
function builtPages(dist: string): string[] {
  const files = (readdirSync(dist, { recursive: true }) as string[]).map((f) => f.split('\\').join('/')).filter((f) => f.endsWith('.html'));
  return files
    .filter((f) => !readFileSync(join(dist, f), 'utf8').includes('http-equiv="refresh"'))
    .map((f) => (f === '404.html' ? '/no-such-page' : `/${f.replace(/(^|\/)index\.html$/, '')}`))
    .sort();
}

/** Pages audited a few at a time: axe spends most of its time waiting on the page, not the CPU. */
async function audit(context: BrowserContext, paths: string[], concurrency = 4): Promise<string[]> {
  const found: string[] = [];
  const queue = [...paths];
  const worker = async () => {
    const page = await context.newPage();
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      await page.goto(site.url + path);
      await waitForIslands(page);
      const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      for (const v of result.violations) found.push(`${path}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')} — ${v.help}`);
    }
    await page.close();
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return found;
}

for (const theme of ['light', 'dark'] as const) {
  it(`has no WCAG 2.1 AA violations on any page in the ${theme} theme`, async () => {
    const paths = builtPages(site.dist);
    expect(paths.length).toBeGreaterThan(200);
    const context = await site.browser.newContext();
    await context.addInitScript((t) => localStorage.setItem('tarkaa-theme', t), theme);
    const started = performance.now();
    const found = await audit(context, paths);
    console.log(`axe, ${theme} theme: ${paths.length} pages in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    await context.close();
    expect(found).toEqual([]);
  }, 600_000);
}
