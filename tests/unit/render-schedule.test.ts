/**
 * The order the two render threads take runs of routes in (build/page-pool.ts): pages without a
 * Markdown body first, so the main thread renders them while the worker renders the bodies.
 * Whatever the mix of routes, every route is rendered exactly once, in runs of one kind.
 */
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { RUN_LENGTH, renderSchedule, takeRun } from '../../build/page-pool.ts';

const route = fc.constantFrom('content/docs/a.md', 'content/blog/b.md', 'content/services/c.yaml', 'content/site.yaml', 'content/legal/privacy.md');

it('takes every route once, pages without a Markdown body first, each kind in route order', () => {
  fc.assert(
    fc.property(fc.array(route.map((source) => ({ source })), { maxLength: 200 }), (routes) => {
      const schedule = renderSchedule(routes);
      const taken: number[] = [];
      const counter = new Int32Array(new SharedArrayBuffer(4));
      for (let run; (run = takeRun(counter, schedule)); ) {
        expect(run.length).toBeGreaterThan(0);
        expect(run.length).toBeLessThanOrEqual(RUN_LENGTH);
        for (let i = run.start; i < run.start + run.length; i++) {
          expect(routes[i].source.endsWith('.md')).toBe(run.markdown);
          taken.push(i);
        }
      }
      const isMarkdown = (i: number) => routes[i].source.endsWith('.md');
      const all = routes.map((_, i) => i);
      expect(taken).toEqual([...all.filter((i) => !isMarkdown(i)), ...all.filter(isMarkdown)]);
      expect(takeRun(counter, schedule)).toBeUndefined();
    }),
    { numRuns: 300 },
  );
});

it('keeps runs as long as the kind allows: 60 Markdown pages after 3 others are 1 run and 3', () => {
  const routes = [...Array(3).fill({ source: 'content/site.yaml' }), ...Array(60).fill({ source: 'content/docs/a.md' })];
  expect(renderSchedule(routes).map((run) => [run.start, run.length, run.markdown])).toEqual([[0, 3, false], [3, 25, true], [28, 25, true], [53, 10, true]]);
});
