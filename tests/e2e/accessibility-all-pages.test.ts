/**
 * axe-core on every page of the build, once: every WCAG 2.1 A and AA rule but colour contrast, in
 * the light theme, with pictures and web fonts not loaded (no rule left here reads them). What a
 * page's own content can get wrong is here: alternative text, link and button names, headings,
 * lists, labels, ids, ARIA. Contrast, which depends on the theme and the element's classes and not
 * on the text, is checked in both themes on the pages that show every styled element
 * (accessibility.test.ts); it is most of axe's time on a page.
 */
import { expect, it } from 'vitest';
import { useSiteInBrowser } from '../helpers/browser.ts';
import { auditPaths, builtPages, withAxe } from '../helpers/axe.ts';

const site = useSiteInBrowser();

it('has no WCAG 2.1 AA violations other than contrast on any page', async () => {
  const paths = builtPages(site.dist);
  expect(paths).toContain('/');
  expect(paths).toContain('/no-such-page');
  const context = await withAxe(await site.browser.newContext());
  await context.route(/\.(woff2|avif|webp|jpe?g|png)$/, (route) => route.abort());
  const started = performance.now();
  const found = await auditPaths(context, site.url, paths, { skipRules: ['color-contrast'], concurrency: 4 });
  console.log(`axe without contrast: ${paths.length} pages in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  await context.close();
  expect(found).toEqual([]);
}, 600_000);
