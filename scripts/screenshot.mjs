// Screenshots of built pages for visual review: node scripts/screenshot.mjs BASE_URL OUT_DIR /path ... 
// Each path at 390×844 and 1440×900, light and dark.
import { chromium } from 'playwright-core';
const [base, out, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'] });
for (const theme of ['light', 'dark']) {
  for (const [w, h] of [[390, 844], [1440, 900]]) {
    const page = await browser.newPage({ viewport: { width: w, height: h } });
    await page.addInitScript((t) => localStorage.setItem('tarkaa-theme', t), theme);
    for (const p of paths) {
      await page.goto(base + p, { waitUntil: 'networkidle' });
      const name = `${out}/${(p.replace(/\//g, '_') || '_')}-${w}-${theme}.png`;
      await page.screenshot({ path: name, fullPage: process.env.FULL === '1' });
      console.log(name);
    }
    await page.close();
  }
}
await browser.close();
