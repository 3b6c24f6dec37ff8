/** The pages Lighthouse audits, and how `npm run bench:lighthouse` writes its table (no browser here). */
import { describe, expect, it } from 'vitest';
import { markdownTable, medianRuns, replaceBetweenMarkers, START, END } from '../../build/tools/bench-lighthouse.ts';
import { pagesToAudit, type PageAudit } from '../../build/tools/lighthouse.ts';
import { checkContent, projectPaths } from '../../build/pipeline.ts';
import { ROOT } from '../helpers/content.ts';

describe('pages to audit', () => {
  const table = checkContent(projectPaths(ROOT)).table!;

  it('are one existing page of each template, the 404 page without the noindex audit only', () => {
    const pages = pagesToAudit(table);
    const templateOf = (path: string) => table.routes.find((r) => r.path === path)?.template;
    expect(pages.map((p) => [p.label, templateOf(p.path)])).toEqual([
      ['home', 'page'], ['services', 'page'], ['service', 'service'], ['technology', 'technology'],
      ['industry', 'industry'], ['solution', 'solution'], ['portfolio', 'page'], ['project', 'portfolioProject'],
      ['blog', 'page'], ['article', 'article'], ['case study', 'caseStudy'], ['contact', 'page'], ['about', 'page'],
      ['legal', 'legal'], ['404', 'notFound'],
    ]);
    expect(pages.filter((p) => p.skip).map((p) => [p.path, p.skip!.map((s) => s.audit)])).toEqual([['/404', ['is-crawlable']]]);
  });

  it('say which route disappeared', () => {
    const without = { ...table, routes: table.routes.filter((r) => r.path !== '/contact') };
    expect(() => pagesToAudit(without)).toThrow('the route /contact no longer exists');
  });
});

describe('benchmark table', () => {
  const audit = (path: string, performance: number, lcpMs: number): PageAudit => ({
    page: { label: path, path },
    scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
    lcpMs, cls: 0, tbtMs: 10, fcpMs: 800, failures: [], seconds: 9, versions: { lighthouse: '12', chrome: '1' },
  });

  it('keeps the run with the median performance score of each page', () => {
    const runs = [[audit('/', 97, 1500)], [audit('/', 100, 1100)], [audit('/', 99, 1200)]];
    expect(medianRuns(runs)[0].lcpMs).toBe(1200);
  });

  it('writes a row per page between the markers and leaves the rest of the document alone', () => {
    const table = markdownTable([audit('/', 99, 1234)]);
    expect(table.split('\n')[2]).toBe('| / | `/` | 99 | 100 | 100 | 100 | 1.23 s | 0 | 10 ms |');
    const doc = `# Benchmarks\n\nbefore\n${START}\nold\n${END}\nafter\n`;
    expect(replaceBetweenMarkers(doc, 'new')).toBe(`# Benchmarks\n\nbefore\n${START}\nnew\n${END}\nafter\n`);
    expect(() => replaceBetweenMarkers('# no markers', 'x')).toThrow('no <!-- lighthouse:start -->');
  });
});
