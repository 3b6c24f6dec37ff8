// A: axe-core preloaded per context, violations only (tests/helpers/axe.ts), same 20 pages, light and dark.
import { launchBrowser, serveDist, waitForIslands } from '../helpers/browser.ts';
import { builtPages, violations, withAxe } from '../helpers/axe.ts';
const paths = builtPages('/tmp/i16/benchdist').slice(0, 20);
const { url, server } = await serveDist('/tmp/i16/benchdist');
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
