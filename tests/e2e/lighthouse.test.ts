/**
 * Lighthouse (mobile preset) on one page of each template of the built site: accessibility,
 * best practices and SEO must be 100. Performance is printed, not asserted (it depends on the
 * machine's load); `npm run bench:lighthouse` records it in docs/benchmarks.md.
 * One Chromium, pages one after another: about 10 s a page, 2–3 minutes in all.
 */
import { rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditPages, describeFailures, pagesToAudit, type PageAudit } from '../../build/lighthouse.ts';
import { checkContent, projectPaths } from '../../build/pipeline.ts';
import { serveDist } from '../helpers/browser.ts';
import { buildSite } from '../helpers/build.ts';
import { ROOT } from '../helpers/content.ts';

let dist: string;
let url: string;
let server: Server;
beforeAll(async () => {
  ({ dist } = await buildSite());
  ({ url, server } = await serveDist(dist));
});
afterAll(() => {
  server?.close();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

it('scores 100 in accessibility, best practices and SEO on one page of each template', async () => {
  const table = checkContent(projectPaths(ROOT)).table;
  if (!table) throw new Error('the content does not check; run npm run check');
  const pages = pagesToAudit(table);
  const started = performance.now();
  const audits: PageAudit[] = await auditPages(url, pages, (line) => console.log(line));
  console.log(`Lighthouse: ${audits.length} pages in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  expect(audits.map((a) => a.page.path)).toEqual(pages.map((p) => p.path));
  expect(describeFailures(audits), 'audits below 100 (accessibility, best practices, SEO)').toEqual([]);
  for (const audit of audits) {
    expect([audit.scores.accessibility, audit.scores['best-practices'], audit.scores.seo], audit.page.path).toEqual([100, 100, 100]);
  }
}, 20 * 60_000);
