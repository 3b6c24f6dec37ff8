/** Every route of the specification's route table, and every redirect, is in dist/. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { outputFile } from '../../build/routes.ts';
import { sharedSite } from '../helpers/browser.ts';

const STATIC = ['/', '/services', '/about', '/portfolio', '/blog', '/contact', '/technologies', '/industries', '/solutions', '/case-studies', '/pricing', '/pricing-new', '/careers', '/sitemap'];
const SERVICES = ['mobile-app-development', 'desktop-applications', 'python-development', 'nodejs-solutions', 'database-solutions', 'custom-solutions'];
const TECHNOLOGIES = 'react-native, flutter, django, flask, nodejs, express, mongodb, postgresql, react, typescript, vue, angular, swift, kotlin, redis, mysql, python, aws, docker, kubernetes, cicd, ai-ml, blockchain, iot, graphql'.split(', ');
const INDUSTRIES = 'healthcare, fintech, ecommerce, education, manufacturing, real-estate, automotive, agriculture, gaming, logistics, energy, media, travel, food, legal, aerospace, biotechnology, construction, cybersecurity, telecommunications, insurance, banking, retail, government, non-profit, sports, entertainment, mining, marine, textiles, utilities, aviation, pharmaceuticals'.split(', ');
const SOLUTIONS = 'web-development, cloud-solutions, devops, api-integration, support-maintenance, ai-ml, digital-transformation, analytics-bi, mobile-development, enterprise-software-development, cyber-security-solution'.split(', ');
const ARTICLES = 'react-native-guide-2025, python-vs-nodejs-comparison, database-optimization, scalable-rest-apis, ai-healthcare-solutions, cloud-migration-strategy, cybersecurity-best-practices, microservices-architecture, blockchain-development, react-development-best-practices, mobile-development-trends, vuejs-development-guide, angular-enterprise-guide, swift-ios-development'.split(', ');
const CASE_STUDIES = 'fintech-mobile-banking, healthcare-management, edutech-learning-platform, retail-ecommerce-platform, logistics-optimization, energy-management-system, manufacturing-industrial-platform, real-estate-marketplace, agritech-smart-farming'.split(', ');
const LEGAL = ['/privacy-policy', '/terms-of-service', '/refund-policy', '/cookie-policy'];

const SPEC_ROUTES = [
  ...STATIC,
  ...SERVICES.map((s) => `/services/${s}`),
  ...TECHNOLOGIES.map((s) => `/technologies/${s}`),
  ...INDUSTRIES.map((s) => `/industries/${s}`),
  ...SOLUTIONS.map((s) => `/solutions/${s}`),
  ...ARTICLES.map((s) => `/blog/${s}`),
  ...CASE_STUDIES.map((s) => `/case-studies/${s}`),
  ...LEGAL,
];

const REDIRECTS: [string, string][] = [
  ['/2025/pricing', '/pricing'],
  ['/solutions/database-solutions', '/services/database-solutions'],
  ['/solutions/desktop-applications', '/services/desktop-applications'],
  ['/solutions/enterprise-application-solutions', '/solutions/enterprise-software-development'],
  ['/solutions/cybersecurity', '/solutions/cyber-security-solution'],
  ['/industries/nonprofit', '/industries/non-profit'],
  ['/blog/react-native-app-development-guide-2025', '/blog/react-native-guide-2025'],
  ['/blog/python-vs-nodejs-backend-comparison', '/blog/python-vs-nodejs-comparison'],
  ['/blog/database-performance-optimization-strategies', '/blog/database-optimization'],
  ['/blog/scalable-rest-apis-nodejs-express-typescript', '/blog/scalable-rest-apis'],
  ['/blog/ai-powered-healthcare-solutions-machine-learning', '/blog/ai-healthcare-solutions'],
  ['/blog/cloud-migration-strategy-enterprise-guide', '/blog/cloud-migration-strategy'],
];

let dist: string;
const read = (file: string) => readFileSync(join(dist, file), 'utf8');
const page = (path: string) => read(outputFile(path));

beforeAll(() => {
  ({ dist } = sharedSite());
});

describe('dist/', () => {
  it(`has all ${SPEC_ROUTES.length} routes of the specification, each with its own title and description`, () => {
    const titles = new Map<string, string>();
    for (const path of SPEC_ROUTES) {
      expect(existsSync(join(dist, outputFile(path))), path).toBe(true);
      const html = page(path);
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
      expect(title, path).toBeTruthy();
      expect(/<meta name="description" content="[^"]{50,}"/.test(html), `${path} description`).toBe(true);
      expect(titles.has(title!), `${path} repeats the title of ${titles.get(title!)}`).toBe(false);
      titles.set(title!, path);
    }
  });

  it('has a 404 page that is not indexed', () => {
    const html = read('404.html');
    expect(html).toContain('Oops! Page Not Found');
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
  });

  it('redirects every metadata-only and long-slug path, in _redirects and as HTML pages', () => {
    const lines = read('_redirects').trim().split('\n');
    for (const [from, to] of REDIRECTS) {
      expect(lines).toContain(`${from} ${to} 301`);
      const html = page(from);
      expect(html).toContain(`<link rel="canonical" href="https://www.tarkaa.dev${to}">`);
      expect(html).toContain(`<meta http-equiv="refresh" content="0; url=${to}">`);
    }
  });

  it('renders the document shell: robots, canonical, Open Graph, Twitter, font preload, skip link', () => {
    const html = page('/services/python-development');
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en-IN"/);
    expect(html).toContain('<meta name="robots" content="index, follow, max-snippet:-1, max-image-preview:large, max-video-preview:-1"/>');
    expect(html).toContain('<link rel="canonical" href="https://www.tarkaa.dev/services/python-development"/>');
    expect(html).toContain('<meta property="og:type" content="website"/>');
    expect(html).toContain('<meta property="og:url" content="https://www.tarkaa.dev/services/python-development"/>');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(html).toMatch(/<link rel="preload" href="\/assets\/inter-[^"]+\.woff2" as="font" type="font\/woff2" crossorigin="anonymous"\/>/);
    expect(html).toContain('<a class="skip-link" href="#main">');
    expect(html).toMatch(/<a [^>]*href="\/contact[^"]*"/);
  });

  it('publishes structured data by the specification’s rules', () => {
    const ldOf = (path: string) => [...page(path).matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
    const home = ldOf('/');
    expect(home.map((d) => d['@type'])).toEqual(['Organization', 'WebSite']);
    const industry = ldOf('/industries/real-estate');
    const crumbs = industry.find((d) => d['@type'] === 'BreadcrumbList');
    expect(crumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual(['Home', 'Industries', 'Real Estate']); // the industry's own name, as its heading shows it
    expect(industry.find((d) => d['@type'] === 'Service').name).toBe('Real Estate Software Solutions');
    expect(ldOf('/technologies/nodejs').find((d) => d['@type'] === 'Service').name).toBe('Node.js Development');
    const article = ldOf('/blog/database-optimization').find((d) => d['@type'] === 'Article');
    expect(article.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(article.datePublished).toBe(/^date: (\S+)$/m.exec(readFileSync('content/blog/database-optimization.md', 'utf8'))![1]);
    expect(ldOf('/services/python-development').map((d) => d['@type'])).toContain('FAQPage');
    // A collection's list page (the parent of its items' pages) has its list's data; another page listing the same cards has not.
    expect(ldOf('/services').filter((d) => d['@type'] === 'Service').map((d) => d.name)).toEqual(['Software Development Services']);
    expect(ldOf('/pricing').map((d) => d['@type'])).not.toContain('Service');
  });

  it('lists every indexable route in sitemap.xml and points robots.txt at it', () => {
    const sitemap = read('sitemap.xml');
    for (const path of SPEC_ROUTES) expect(sitemap).toContain(`<loc>https://www.tarkaa.dev${path === '/' ? '/' : path}</loc>`);
    expect(sitemap).not.toContain('/2025/pricing');
    expect(read('robots.txt')).toContain('Sitemap: https://www.tarkaa.dev/sitemap.xml');
    expect(read('blog/feed.xml').match(/<entry>/g)).toHaveLength(ARTICLES.length);
  });

  it('precompresses text files and keeps them identical to the originals', () => {
    const html = read('index.html');
    expect(gunzipSync(readFileSync(join(dist, 'index.html.gz'))).toString()).toBe(html);
    expect(brotliDecompressSync(readFileSync(join(dist, 'index.html.br'))).toString()).toBe(html);
  });

  it('highlights code at build time with classes, not inline styles or client JavaScript', () => {
    const html = page('/blog/scalable-rest-apis');
    expect(html).toMatch(/<pre class="code" tabindex="0" data-lang="ts"><code><span class="hl-[0-9a-f]{6} hd-[0-9a-f]{6}">/);
    const css = read(/href="(\/assets\/site\.[^"]+\.css)"/.exec(html)![1].slice(1));
    const token = /class="hl-([0-9a-f]{6})/.exec(html)![1];
    expect(css).toContain(`.hl-${token}{color:#${token}}`);
    for (const path of SPEC_ROUTES) expect(page(path), path).not.toMatch(/ style="/);
  });

  it('allows the inline theme script by its hash in the CSP, and no unsafe-inline script', () => {
    const headers = read('_headers');
    const csp = /Content-Security-Policy: (.+)/.exec(headers)![1];
    expect(csp).not.toContain('unsafe-inline');
    const script = /<script>(.*?)<\/script>/.exec(read('index.html'))![1];
    const hash = createHash('sha256').update(script).digest('base64');
    expect(csp).toContain(`'sha256-${hash}'`);
    expect(headers).toMatch(/\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable/);
  });
});
