// B: @axe-core/playwright's AxeBuilder, every WCAG 2.1 AA rule, 20 pages, light and dark (the old accessibility test's method).
import { AxeBuilder } from '@axe-core/playwright';
import { launchBrowser, serveDist, waitForIslands } from '../helpers/browser.ts';
import { builtPages } from '../helpers/axe.ts';
const paths = builtPages('/tmp/i16/benchdist').slice(0, 20);
const { url, server } = await serveDist('/tmp/i16/benchdist');
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
