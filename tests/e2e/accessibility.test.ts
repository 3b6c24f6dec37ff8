/** axe-core (WCAG 2.1 A and AA rules) on a page of every template and the seven detailed pages, light and dark. */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, it } from 'vitest';
import { useSiteInBrowser } from '../helpers/browser.ts';

const site = useSiteInBrowser();

const PAGES = ['/', '/services', '/about', '/portfolio', '/blog', '/contact', '/no-such-page', '/services/python-development', '/technologies/flutter', '/technologies', '/industries/fintech', '/industries', '/solutions/ai-ml', '/case-studies/fintech-mobile-banking', '/case-studies', '/blog/scalable-rest-apis', '/blog/category/mobile-development', '/portfolio/streamverse-ott-platform', '/portfolio/category/healthcare', '/privacy-policy', '/pricing', '/pricing-new', '/careers', '/sitemap', '/thank-you'];

for (const theme of ['light', 'dark'] as const) {
  it(`has no WCAG 2.1 AA violations in the ${theme} theme`, async () => {
    const context = await site.browser.newContext();
    await context.addInitScript((t) => localStorage.setItem('tarkaa-theme', t), theme);
    const found: string[] = [];
    for (const path of PAGES) {
      const page = await context.newPage();
      await page.goto(site.url + path);
      const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      for (const v of result.violations) found.push(`${path}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')} — ${v.help}`);
      await page.close();
    }
    await context.close();
    expect(found).toEqual([]);
  }, 180_000);
}
