/**
 * axe-core (WCAG 2.1 A and AA rules) over pages of the built site. axe's source is given to the
 * browser context once, as an init script that Chromium compiles once and runs in each page, and
 * axe.run returns violations only: less than half the time of @axe-core/playwright's AxeBuilder
 * (docs/benchmarks.md), which injects the source and serialises every passing check on each call.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { outputFile } from '../../build/routes.ts';
import { isEditorFile } from '../../build/tools/weight.ts';
import { join } from 'node:path';
import type { AxeResults, RunOptions } from 'axe-core';
import type { BrowserContext, Page } from 'playwright-core';
import { waitForIslands } from './browser.ts';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** Makes axe available in every page the context opens. */
export async function withAxe(context: BrowserContext): Promise<BrowserContext> {
  await context.addInitScript({ path: AXE_SOURCE });
  return context;
}

/** Every page of a build by URL path (redirect pages left out; the not-found page at a missing path). */
export function builtPages(dist: string): string[] {
  const files = (readdirSync(dist, { recursive: true }) as string[]).map((f) => f.split('\\').join('/')).filter((f) => f.endsWith('.html') && !isEditorFile(f));
  return files
    .filter((f) => !readFileSync(join(dist, f), 'utf8').includes('http-equiv="refresh"'))
    .map((f) => (f === '404.html' ? '/no-such-page' : `/${f.replace(/(^|\/)index\.html$/, '')}`))
    .sort();
}

/** The file of dist/ a path of `builtPages` is served from. */
export function builtPageFile(dist: string, path: string): string {
  return join(dist, path === '/no-such-page' ? '404.html' : outputFile(path));
}

/** The violations on the page as it is now (its context made `withAxe`), one line each: where, rule, how many, first node, help. */
export async function violations(page: Page, label: string, options: { skipRules?: string[] } = {}): Promise<string[]> {
  const runOptions: RunOptions = {
    runOnly: { type: 'tag', values: WCAG_TAGS },
    rules: Object.fromEntries((options.skipRules ?? []).map((id) => [id, { enabled: false }])),
    resultTypes: ['violations'],
  };
  const found = await page.evaluate((o) => (window as unknown as { axe: { run(context: Document, options: RunOptions): Promise<AxeResults> } }).axe.run(document, o).then((r) => r.violations.map((v) => ({ id: v.id, count: v.nodes.length, target: v.nodes[0]?.target.join(' '), help: v.help }))), runOptions);
  return found.map((v) => `${label}: ${v.id} (${v.count}) ${v.target} — ${v.help}`);
}

/** Audits the paths, `concurrency` pages at a time (axe waits on the page more than on the CPU). */
export async function auditPaths(context: BrowserContext, origin: string, paths: string[], options: { concurrency?: number; skipRules?: string[] } = {}): Promise<string[]> {
  const found: string[] = [];
  const queue = [...paths];
  const worker = async () => {
    const page = await context.newPage();
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      await page.goto(origin + path);
      await waitForIslands(page);
      found.push(...(await violations(page, path, options)));
    }
    await page.close();
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 2 }, worker));
  return found.sort();
}
