/**
 * The seven detailed pages, read in Chromium with JavaScript disabled: the specification's texts,
 * figures, link targets and display limits are all in the server-rendered HTML.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { PRIMARY_SERVICES } from '../../src/shared/enquiry.ts';
import { POPULAR_SEARCHES } from '../../src/shared/suggestions.ts';
import { useSiteInBrowser } from '../helpers/browser.ts';
import { ROOT } from '../helpers/content.ts';

const site = useSiteInBrowser();

async function open(path: string): Promise<Page> {
  const context = await site.browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(site.url + path);
  return page;
}

const hrefs = (page: Page, selector: string) => page.locator(selector).evaluateAll((els) => els.map((e) => e.getAttribute('href')));
const texts = (page: Page, selector: string) => page.locator(selector).allInnerTexts();
/** A section of a page's content file by its id: what the page must show, whatever an editor writes there. */
type Section = { id?: string; type?: string; items?: { value?: string; href?: string }[]; departments?: { name: string; count: string }[]; certifications?: string[] };
const pageSection = (page: string, test: (s: Section) => boolean): Section => {
  const found = (load(readFileSync(join(ROOT, `content/pages/${page}.yaml`), 'utf8')) as { sections: Section[] }).sections.find(test);
  if (!found) throw new Error(`content/pages/${page}.yaml has no such section`);
  return found;
};

const projects = readdirSync(join(ROOT, 'content/portfolio')).map((f) => load(readFileSync(join(ROOT, 'content/portfolio', f), 'utf8')) as { id: number; technologies: string[]; replicationIndustries?: string[]; duration?: string });

describe('home /', () => {
  it('has the hero calls to action, the statistics and every link target of the specification', async () => {
    const page = await open('/');
    expect(await hrefs(page, '.hero .actions a')).toEqual(['/contact', '/portfolio']);
    const stats = await texts(page, '.stat-value');
    const firstStats = pageSection('home', (s) => s.type === 'stats').items!.map((i) => i.value);
    expect(stats.slice(0, firstStats.length)).toEqual(firstStats);
    const all = await hrefs(page, 'main a');
    for (const target of ['/contact?service=dedicated-team', '/contact?service=fixed-price', '/contact?service=staff-augmentation', '/contact?service=outsourcing', '/case-studies', '/contact?service=investment', '/portfolio']) {
      expect(all, target).toContain(target);
    }
    const core = await hrefs(page, '#core-services a.stretched');
    expect(core).toEqual(pageSection('home', (s) => s.id === 'core-services').items!.map((i) => i.href));
    const industries = all.filter((h) => h?.startsWith('/industries/'));
    expect(industries).toEqual(pageSection('home', (s) => s.id === 'industries').items!.map((i) => i.href));
    for (const s of ['web-development', 'cloud-solutions', 'devops', 'api-integration']) expect(all).toContain(`/solutions/${s}`);
    const body = await page.locator('main').innerText();
    for (const text of ['30-60 min', '2-3 days', '1 week', 'Up to $100,000 for 20% equity', 'MVP in 8-12 weeks', 'under 3 weeks', 'Day 1', '2 weeks']) expect(body).toContain(text);
    await page.context().close();
  });
});

describe('services /services', () => {
  it('shows a card per service with badges, rupee prices, at most 6 features and their links', async () => {
    const page = await open('/services');
    expect(await page.getByRole('link', { name: 'Get Free Consultation' }).first().getAttribute('href')).toBe('/contact');
    expect(await page.getByRole('link', { name: 'View Our Work' }).first().getAttribute('href')).toBe('/portfolio');
    const cards = page.locator('.service-card');
    const slugs = (await hrefs(page, '.service-card .card-actions a.btn-secondary')).map((h) => h!.replace('/services/', ''));
    expect([...slugs].sort()).toEqual(readdirSync(join(ROOT, 'content/services')).map((f) => f.replace(/\.yaml$/, '')).sort());
    expect(await cards.count()).toBe(slugs.length);
    const prices = await texts(page, '.service-card .badges .badge:first-child');
    for (const price of prices) expect(price).toMatch(/^From ₹\d{1,3}(,\d{2})*,\d{3}$|^Custom pricing$/);
    for (let i = 0; i < slugs.length; i++) {
      const card = cards.nth(i);
      const service = load(readFileSync(join(ROOT, `content/services/${slugs[i]}.yaml`), 'utf8')) as { features: string[]; popular?: boolean; enterprise?: boolean };
      const total = service.features.length;
      if (service.popular) expect(await card.innerText()).toContain('Popular');
      if (service.enterprise) expect(await card.innerText()).toContain('Enterprise');
      expect(await card.locator('.checklist li').count()).toBe(Math.min(6, total));
      if (total > 6) expect(await card.innerText()).toContain(`+${total - 6} more features`);
      expect(await card.getByRole('link', { name: /Learn More/ }).getAttribute('href')).toBe(`/services/${slugs[i]}`);
      expect(await card.getByRole('link', { name: /Get Quote/ }).getAttribute('href')).toBe('/contact');
    }
    const headings = await texts(page, 'main h2');
    for (const h of ['Our Core Services', 'Technologies We Master', 'Industries We Serve', 'Our Development Process', 'What Our Clients Say']) expect(headings).toContain(h);
    expect(await texts(page, '.cta .assurances li')).toEqual(['Free project consultation', 'No obligation estimate', '24-hour response guarantee']);
    await page.context().close();
  });
});

describe('about /about', () => {
  it('has its statistics, the three team tab panels with departments and certifications, and its calls to action', async () => {
    const page = await open('/about');
    expect(await hrefs(page, '.hero .actions a')).toEqual(['/contact', '/portfolio']);
    expect(await page.locator('.stats').first().locator('.stat').count()).toBe(pageSection('about', (s) => s.type === 'stats').items!.length);
    expect(await texts(page, '[role="tab"]')).toEqual(['Leadership Team', 'Departments', 'Certifications']);
    expect(await page.getByRole('tab', { name: 'Leadership Team' }).getAttribute('aria-selected')).toBe('true');
    const departments = await page.locator('#panel-departments').innerText();
    const team = pageSection('about', (s) => s.type === 'team');
    for (const { name, count } of team.departments!) {
      expect(departments).toContain(name);
      expect(departments).toContain(count);
    }
    expect(await page.locator('#panel-certifications li').count()).toBe(team.certifications!.length);
    expect(await page.locator('.timeline li').first().innerText()).toContain('2016');
    expect(await page.getByRole('link', { name: /Schedule Consultation/ }).getAttribute('href')).toBe('/contact');
    expect(await page.getByRole('link', { name: /View Success Stories/ }).getAttribute('href')).toBe('/portfolio');
    await page.context().close();
  });
});

describe('portfolio /portfolio', () => {
  it('shows exactly 6 live demo cards with at most 5 industries and the demo button rule', async () => {
    const page = await open('/portfolio');
    expect(await page.locator('h1').innerText()).toBe('One Architecture. Infinite Possibilities.');
    expect(await page.getByRole('link', { name: /View Live Demos/ }).getAttribute('href')).toBe('#live-demos');
    const demos = page.locator('#live-demos .demo-card');
    expect(await demos.count()).toBe(6);
    const firstSix = [...projects].sort((a, b) => a.id - b.id).slice(0, 6);
    for (let i = 0; i < 6; i++) {
      const lines = firstSix[i].replicationIndustries ?? [];
      expect(await demos.nth(i).locator('.checklist li').count()).toBe(Math.min(5, lines.length));
      if (lines.length > 5) expect(await demos.nth(i).innerText()).toContain(`+ ${lines.length - 5} more industries`);
      const button = demos.nth(i).locator('.card-actions a, .card-actions button');
      const tag = await button.evaluate((e) => e.tagName);
      if (tag === 'A') {
        expect(await button.getAttribute('target')).toBe('_blank');
        expect(await button.getAttribute('rel')).toContain('noopener');
      } else expect(await button.innerText()).toBe('Available on Request');
    }
    await page.context().close();
  });

  it('lists every project in the grid with 2 metrics, at most 3 technology tags, N/A durations and the hidden empty state', async () => {
    const page = await open('/portfolio');
    expect(await page.locator('.explorer-title').innerText()).toBe(`Complete Platform Portfolio (${projects.length})`);
    const cards = page.locator('[data-results] > li');
    expect(await cards.count()).toBe(projects.length);
    const tagCounts = await cards.evaluateAll((els) => els.map((e) => e.querySelectorAll('.tags .tag:not(.tag-more)').length));
    expect(Math.max(...tagCounts)).toBeLessThanOrEqual(3);
    const metricCounts = await cards.evaluateAll((els) => els.map((e) => e.querySelectorAll('.metrics > div').length));
    expect(new Set(metricCounts)).toEqual(new Set([2]));
    const missing = projects.filter((p) => !p.duration).length;
    expect((await cards.allInnerTexts()).filter((t) => t.includes('N/A')).length).toBe(missing);
    const chips = await texts(page, '.filter-chips .chip');
    expect(chips[0].replace(/\s+/g, ' ')).toBe(`All Platforms ${projects.length}`);
    expect(await page.getByText('No platforms found matching your criteria').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Clear search', includeHidden: true }).isVisible()).toBe(false);
    expect(await page.getByRole('link', { name: /Get Custom Quote/ }).getAttribute('href')).toBe('/contact');
    await page.context().close();
  });
});

describe('blog /blog', () => {
  it('shows the featured article, every article with Read More, category links and the newsletter', async () => {
    const page = await open('/blog');
    expect(await page.locator('h1').innerText()).toBe('The Tarkaa Engineering Blog');
    expect(await texts(page, '.hero .badge')).toEqual(['Software Development', 'AI & Machine Learning', 'Cloud Computing']);
    expect(await page.locator('.featured-article a').getAttribute('href')).toBe('/blog/react-native-guide-2025');
    const articles = readdirSync(join(ROOT, 'content/blog')).map((f) => `/blog/${f.replace(/\.md$/, '')}`).sort();
    const readMore = (await hrefs(page, '#latest-articles a.text-link')).sort();
    expect(readMore).toEqual(articles);
    const categories = await hrefs(page, 'nav[aria-label="Article categories"] a');
    expect(categories[0]).toBe('/blog');
    expect(categories.slice(1).every((h) => h?.startsWith('/blog/category/'))).toBe(true);
    expect(await page.locator('#newsletter input[type="email"]').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Subscribe' }).count()).toBe(1);
    await page.context().close();
  });
});

describe('contact /contact', () => {
  it('is a real form in four sections with the specification’s option lists and the contact card', async () => {
    const page = await open('/contact');
    const form = page.locator('form[data-contact-form]');
    expect(await form.getAttribute('method')).toBe('post');
    expect(await form.getAttribute('action')).toBe('/contact-api/enquiries');
    expect(await texts(page, 'form[data-contact-form] legend')).toEqual(['Basic Information', 'Project Information', 'Project Details', 'Contact Preferences']);
    const services = await page.locator('select[name="intre"] option').allInnerTexts();
    expect(services.slice(1)).toEqual([...PRIMARY_SERVICES]);
    expect((await page.locator('select[name="budget"] option').allInnerTexts()).slice(1)).toEqual(['Under $5,000', '$5,000 - $15,000', '$15,000 - $50,000', '$50,000 - $100,000', '$100,000+', "Let's discuss"]);
    expect((await page.locator('select[name="bestTimeToCall"] option').allInnerTexts()).slice(1)).toEqual(['Morning (9 AM - 12 PM)', 'Afternoon (12 PM - 5 PM)', 'Evening (5 PM - 8 PM)', 'Anytime']);
    expect(await page.locator('textarea[name="message"]').getAttribute('rows')).toBe('6');
    expect(await page.locator('input[name="preferredContactMethod"][value="email"]').isChecked()).toBe(true);
    for (const name of ['name', 'email', 'phone', 'company', 'budget', 'timeline', 'subject', 'intre', 'message', 'projectType', 'hearAbout', 'bestTimeToCall']) {
      expect(await page.locator(`[name="${name}"]`).count(), name).toBe(1);
    }
    const contact = await hrefs(page, '.contact-list a');
    expect(contact).toEqual(['mailto:hello@tarkaa.dev', 'mailto:support@tarkaa.dev', 'tel:+918047182290']);
    // The contact page's figures are drawn beside its heading (hero.visual: figures), all six of them.
    const stats = (await texts(page, '.hero-visual .hero-figure-value')).join(' ');
    for (const figure of ['100+', '98%', '24h', '9+', '24/7', '40%']) expect(stats).toContain(figure);
    await page.context().close();
  });
});

describe('not found', () => {
  it('offers home, back, support, suggestions, a working search form, popular searches and quick links', async () => {
    const page = await open('/no/such/page');
    const body = await page.locator('main').innerText();
    expect(body).toContain('404');
    expect(await page.locator('h1').innerText()).toBe('Oops! Page Not Found');
    expect(body).toContain("The page you're looking for doesn't exist or has been moved.");
    for (const [name, href] of [['Back to Home', '/'], ['Go Back', '/'], ['Contact Support', '/contact']]) {
      expect(await page.getByRole('link', { name, exact: true }).first().getAttribute('href')).toBe(href);
    }
    expect(await texts(page, '.not-found-help .chips a')).toEqual(['Services', 'Portfolio', 'Contact']);
    expect(await page.locator('a[href^="/services?search="]').count()).toBe(POPULAR_SEARCHES.length);
    expect(await hrefs(page, '.section .tile a')).toEqual(['/', '/services', '/portfolio', '/industries', '/technologies', '/contact']);
    await page.locator('input[name="search"]').fill('react');
    await page.getByRole('search', { name: 'Search the site' }).getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/\/services\?search=react$/);
    await page.context().close();
  });
});
