import { launchBrowser } from './tests/helpers/browser.ts';
const url = process.argv[2];
const browser = await launchBrowser();
const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 } });
const page = await ctx.newPage();
page.on('dialog', (d) => { console.log('DIALOG', d.message()); void d.dismiss(); });
await page.goto(`${url}/admin/`);
await page.getByRole('button', { name: 'Login' }).click();
await page.getByTestId('portfolio').waitFor();
for (const e of ['pages/entries/home', 'services/entries/mobile-app-development', 'portfolio/entries/bazaarly-multi-vendor-marketplace', 'industries/entries/healthcare', 'caseStudies/entries/healthcare-management', 'site/entries/site', 'articles/entries/database-optimization']) {
  await page.goto(`${url}/admin/#/collections/${e}`);
  await page.locator('label[for]').first().waitFor();
  await page.waitForTimeout(2500);
  console.log(e, await page.locator('text=/UNSAVED CHANGES|CHANGES SAVED/i').first().textContent());
}
await browser.close();
