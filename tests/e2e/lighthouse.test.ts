/**
 * Lighthouse (mobile preset) on one page of each template of the built site: accessibility,
 * best practices and SEO must be 100. Performance is not audited here (it depends on the
 * machine's load, and it is two thirds of Lighthouse's time); `npm run bench:lighthouse` measures
 * and records it in docs/benchmarks.md. The pages are audited one after another in this process
 * and one Chromium: in `npm test` this file runs beside the other steps on two busy cores, where
 * CPU, not waiting, is what it shares; three child processes with a Chromium each (an earlier
 * choice, for wall time on a quiet machine) cost 86 CPU-s of the process tree against 67 for one
 * (docs/benchmarks.md). The scores asserted here do not depend on the machine's speed.
 */
import { expect, it } from 'vitest';
import { auditPages, describeFailures, pagesToAudit, type Category, type PageAudit } from '../../build/tools/lighthouse.ts';
import { checkContent, projectPaths } from '../../build/pipeline.ts';
import { sharedSite } from '../helpers/browser.ts';
import { ROOT } from '../helpers/content.ts';

const { url } = sharedSite();
const ASSERTED: Category[] = ['accessibility', 'best-practices', 'seo'];
const LIGHTHOUSE_WORKERS = 1;

it('scores 100 in accessibility, best practices and SEO on one page of each template', async () => {
  const table = checkContent(projectPaths(ROOT)).table;
  if (!table) throw new Error('the content does not check; run npm run check');
  const pages = pagesToAudit(table);
  const started = performance.now();
  let audits: PageAudit[] = await auditPages(url, pages, (line) => console.log(line), ASSERTED, LIGHTHOUSE_WORKERS);
  // Lighthouse fails robots-txt when its own download of /robots.txt does not finish, which a loaded
  // machine causes (one page of 15 in a fresh clone's npm test, the same file passing on the 14
  // others): a page whose only failure is that one is audited once more, alone.
  const robotsOnly = audits.filter((a) => {
    const failures = describeFailures([a]);
    return failures.length > 0 && failures.every((line) => line.includes('robots-txt'));
  });
  if (robotsOnly.length > 0) {
    const again = await auditPages(url, robotsOnly.map((a) => a.page), (line) => console.log(line), ASSERTED, 1);
    audits = audits.map((a) => again.find((b) => b.page.path === a.page.path) ?? a);
  }
  console.log(`Lighthouse: ${audits.length} pages in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  expect(audits.map((a) => a.page.path)).toEqual(pages.map((p) => p.path));
  expect(describeFailures(audits), 'audits below 100 (accessibility, best practices, SEO)').toEqual([]);
  for (const audit of audits) {
    expect([audit.scores.accessibility, audit.scores['best-practices'], audit.scores.seo], audit.page.path).toEqual([100, 100, 100]);
  }
}, 20 * 60_000);
