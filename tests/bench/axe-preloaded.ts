// Benchmark: tests/helpers/axe.ts, axe-core preloaded per context and violations only, on the same 20 pages in light and dark. Run: npx tsx tests/bench/<file> [dist] (a built site; see docs/benchmarks.md).
import { launchBrowser, serveDist, waitForIslands } from '../helpers/browser.ts';
import { builtPages, violations, withAxe } from '../helpers/axe.ts';
const DIST = process.argv[2] ?? 'dist';
const paths = builtPages(DIST).slice(0, 20);
const { url, server } = await serveDist(DIST);
const browser = await launchBrowser();
for (const theme of ['light', 'dark']) {
  const context = await withAxe(await browser.newContext());
  await context.addInitScript((t) => localStorage.setItem('tarkaa-theme', t), theme);
  const page = await context.newPage();
  for (const p of paths) {
    await page.goto(url + p);
    await waitForIslands(page);
    await violations(page, p);
  }
  await context.close();
}
await browser.close();
server.close();
