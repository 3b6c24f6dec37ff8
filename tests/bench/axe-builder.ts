// Benchmark: the old accessibility test's method, @axe-core/playwright's AxeBuilder with every WCAG 2.1 AA rule, on 20 pages in light and dark. Run: npx tsx tests/bench/<file> [dist] (a built site; see docs/benchmarks.md).
import { AxeBuilder } from '@axe-core/playwright';
import { launchBrowser, serveDist, waitForIslands } from '../helpers/browser.ts';
import { builtPages } from '../helpers/axe.ts';
const DIST = process.argv[2] ?? 'dist';
const paths = builtPages(DIST).slice(0, 20);
const { url, server } = await serveDist(DIST);
const browser = await launchBrowser();
for (const theme of ['light', 'dark']) {
  const context = await browser.newContext();
  await context.addInitScript((t) => localStorage.setItem('tarkaa-theme', t), theme);
  const page = await context.newPage();
  for (const p of paths) {
    await page.goto(url + p);
    await waitForIslands(page);
    await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  }
  await context.close();
}
await browser.close();
server.close();
