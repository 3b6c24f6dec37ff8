// Screenshots of built pages for visual review: node scripts/screenshot.mjs BASE_URL OUT_DIR /path ...
// Each path's first screen at 390×844 and 1440×900, light and dark, as small JPEGs (FULL=1: the whole page).
import { chromium } from 'playwright-core';
const [base, out, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'] });
for (const theme of ['light', 'dark']) {
  for (const [w, h] of [[390, 844], [1440, 900]]) {
    const page = await browser.newPage({ viewport: { width: w, height: h }, reducedMotion: 'reduce' });
    await page.addInitScript((t) => localStorage.setItem('tarkaa-theme', t), theme);
    for (const p of paths) {
      await page.goto(base + p, { waitUntil: 'networkidle' });
      await page.evaluate(() => document.fonts.ready);
      const name = `${out}/${p.replace(/^\//, '').replace(/\//g, '_') || 'home'}-${w}-${theme}.jpg`;
      await page.screenshot({ path: name, type: 'jpeg', quality: 55, fullPage: process.env.FULL === '1' });
      console.log(name);
    }
    await page.close();
  }
}
await browser.close();
