/**
 * The quality bar for detail pages: enough text of their own, no near-duplicates within a family,
 * no filler words, links onward and a closing call to action. Read from the built HTML.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { outputFile } from '../../build/routes.ts';
import { sharedSite } from '../helpers/browser.ts';
import { fiveGrams, links, mainHtml, textBlocks, words } from '../helpers/html.ts';

let dist: string;
let pages: Map<string, string>;

const FAMILIES: Record<string, RegExp> = {
  services: /^\/services\/[^/]+$/,
  technologies: /^\/technologies\/[^/]+$/,
  industries: /^\/industries\/[^/]+$/,
  solutions: /^\/solutions\/[^/]+$/,
  'case studies': /^\/case-studies\/[^/]+$/,
  articles: /^\/blog\/(?!category\/)[^/]+$/,
  legal: /^\/(privacy-policy|terms-of-service|refund-policy|cookie-policy)$/,
  'pricing and careers': /^\/(pricing|pricing-new|careers)$/,
};

beforeAll(() => {
  ({ dist } = sharedSite());
  const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8');
  const paths = [...sitemap.matchAll(/<loc>https:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]);
  pages = new Map(paths.map((p) => [p, readFileSync(join(dist, outputFile(p)), 'utf8')]));
});

const detailPages = () => [...pages.keys()].filter((p) => Object.values(FAMILIES).some((re) => re.test(p)));

describe('detail pages', () => {
  it('each has at least 350 words of main content that appear on no other page', () => {
    const blocksByPage = new Map([...pages].map(([p, html]) => [p, textBlocks(mainHtml(html))]));
    const seen = new Map<string, number>();
    for (const blocks of blocksByPage.values()) for (const b of new Set(blocks)) seen.set(b, (seen.get(b) ?? 0) + 1);
    const thin: string[] = [];
    for (const path of detailPages()) {
      const own = blocksByPage.get(path)!.filter((b) => seen.get(b) === 1);
      const count = words(own.join(' ')).length;
      if (count < 350) thin.push(`${path}: ${count} words of its own`);
    }
    expect(thin).toEqual([]);
  });

  it('no two pages of a family share more than 40% of their word 5-grams', () => {
    const close: string[] = [];
    for (const [family, re] of Object.entries(FAMILIES)) {
      const grams = [...pages].filter(([p]) => re.test(p)).map(([p, html]) => [p, fiveGrams(textBlocks(mainHtml(html)).join(' '))] as const);
      for (let i = 0; i < grams.length; i++) {
        for (let j = i + 1; j < grams.length; j++) {
          const [a, ga] = grams[i];
          const [b, gb] = grams[j];
          let shared = 0;
          for (const g of ga) if (gb.has(g)) shared++;
          const ratio = shared / Math.min(ga.size, gb.size);
          if (ratio > 0.4) close.push(`${family}: ${a} and ${b} share ${(ratio * 100).toFixed(0)}%`);
        }
      }
    }
    expect(close).toEqual([]);
  });

  it('each links to at least three other pages besides the navigation and ends with a call to action', () => {
    const problems: string[] = [];
    for (const path of detailPages()) {
      const main = mainHtml(pages.get(path)!);
      const targets = new Set(links(main).filter((h) => h.startsWith('/') && h.split(/[?#]/)[0] !== path));
      if (targets.size < 3) problems.push(`${path} links to ${targets.size} pages`);
      const lastSection = main.slice(main.lastIndexOf('<section'));
      if (!/class="cta"/.test(lastSection) || !/href="\/contact/.test(lastSection)) problems.push(`${path} does not end with a call to action to /contact`);
    }
    expect(problems).toEqual([]);
  });
});

describe('articles', () => {
  it('each has at least 1,000 words, headings and a table of contents', () => {
    const short: string[] = [];
    for (const [path, html] of pages) {
      if (!FAMILIES.articles.test(path)) continue;
      const body = /<article class="prose article-body">([\s\S]*?)<\/article>/.exec(html)?.[1] ?? '';
      const count = words(textBlocks(body).join(' ')).length;
      if (count < 1000) short.push(`${path}: ${count} words`);
      expect(html, path).toMatch(/<nav class="toc" aria-label="Table of contents">/);
      expect(body, path).toMatch(/<h2 id="[^"]+">/);
    }
    expect(short).toEqual([]);
  });
});

describe('every page', () => {
  it('contains no filler: lorem, TODO, placeholder, coming soon', () => {
    const found: string[] = [];
    for (const [path, html] of pages) {
      const text = textBlocks(html.replace(/<head>[\s\S]*<\/head>/, '')).join(' ');
      const hit = /\b(lorem|todo|placeholder|coming soon)\b/i.exec(text);
      if (hit) found.push(`${path}: "${hit[0]}"`);
    }
    expect(found).toEqual([]);
  });
});
