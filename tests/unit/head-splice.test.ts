/**
 * Every page's <head> comes from a template of the Head component with the page's values put in
 * (src/render/head-splice.ts): for any values, what it gives must be what React gives rendering
 * Head for that page, byte for byte — with one renderer for many pages, as a build uses it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { load } from 'js-yaml';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Head, type Assets } from '../../src/components/Document.tsx';
import type { SiteIdentity } from '../../src/content/types.ts';
import type { JsonLd } from '../../src/lib/structured-data.ts';
import { createHeadRenderer, type HeadProps } from '../../src/render/head-splice.ts';

const site = load(readFileSync(join(import.meta.dirname, '../../content/site.yaml'), 'utf8')) as SiteIdentity;
const assets: Assets = { css: '/assets/site.X1.css', js: '/assets/entry.X2.js', islands: {}, font: '/assets/inter.X3.woff2', themeScript: 'document.documentElement.dataset.theme="dark"' };

const react = (props: HeadProps) => renderToStaticMarkup(createElement(Head, props));

// Texts as editors write them, and the characters React escapes, the marks' own characters,
// the site's name (a title naming it is kept whole) and nothing at all.
const text = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 3, arbitrary: fc.array(fc.constantFrom('Cloud', 'migration', '&', '<b>', '"quoted"', "it's", '—', 'café', '₹', ' ', '\uE000', '\uE001path\uE001', site.name, '</script>', '&amp;'), { maxLength: 8 }).map((w) => w.join(' ')) },
  { weight: 1, arbitrary: fc.constant('') },
);
const path = fc.oneof(fc.constant('/'), fc.array(fc.stringMatching(/^[a-z0-9-]{1,12}$/), { minLength: 1, maxLength: 3 }).map((s) => `/${s.join('/')}`), text);
const jsonLd = fc.array(fc.dictionary(fc.constantFrom('@type', 'name', 'url', 'description'), text, { maxKeys: 4 }), { maxLength: 3 }) as unknown as fc.Arbitrary<JsonLd[]>;
const headProps: fc.Arbitrary<HeadProps> = fc.record({
  path,
  title: text,
  description: text,
  keywords: fc.option(fc.array(text, { maxLength: 3 }), { nil: undefined }),
  indexable: fc.boolean(),
  image: fc.record({ og: text, x: text }),
  imageAlt: text,
}).chain((head) => jsonLd.map((ld) => ({ head, site, assets, jsonLd: ld })));

describe('a page head from its template', () => {
  it('is what React renders for any page values, one renderer across many pages', () => {
    const head = createHeadRenderer();
    fc.assert(fc.property(headProps, (props) => {
      expect(head(props)).toBe(react(props));
    }), { numRuns: 500 });
  });

  it('is what React renders for pages as the site has them, whichever page comes first', () => {
    const page = (path: string, title: string, indexable = true, keywords?: string[]): HeadProps => ({
      head: { path, title, description: `About ${title}: what we do & how.`, keywords, indexable, image: { og: `${site.origin}/og${path}.jpg`, x: `${site.origin}/og${path}-x.jpg` }, imageAlt: `${title} — ${site.name}` },
      site,
      assets,
      jsonLd: [{ '@context': 'https://schema.org', '@type': 'WebPage', name: title, url: `${site.origin}${path}` } as JsonLd],
    });
    const pages = [page('/', site.name), page('/services/cloud', 'Cloud & DevOps', true, ['cloud', 'devops']), page('/docs/a', 'A "quoted" page'), page('/404', 'Page not found', false), page('/blog/x', "It's <new>")];
    for (const order of [pages, [...pages].reverse()]) {
      const head = createHeadRenderer();
      for (const props of order) expect(head(props)).toBe(react(props));
    }
  });
});
