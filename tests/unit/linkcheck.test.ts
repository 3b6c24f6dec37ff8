/**
 * `npm run linkcheck` over small dist/ folders: each missing page, asset, picture source and
 * fragment is reported with the pages that name it; `_redirects` and clean URLs are honoured as the
 * production server honours them; external addresses are left to the external check. A property:
 * for any site of pages linking each other, exactly the links to pages that do not exist are broken.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import fc from 'fast-check';
import { afterAll, expect, it } from 'vitest';
import { checkLinks } from '../../build/tools/linkcheck.ts';

const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

function site(files: Record<string, string>): string {
  const dist = mkdtempSync(join(tmpdir(), 'linkcheck-'));
  roots.push(dist);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, file)), { recursive: true });
    writeFileSync(join(dist, file), text);
  }
  return dist;
}

const page = (body: string, head = '') =>
  `<!doctype html><html lang="en"><head><title>t</title><link rel="stylesheet" href="/assets/site.css">${head}</head><body>${body}</body></html>`;

const report = (dist: string) =>
  checkLinks(dist)
    .broken.map((b) => ({ url: b.url, pages: b.pages.sort() }))
    .sort((a, b) => a.url.localeCompare(b.url));

it('reports each missing page, asset, picture source and fragment once, with the pages that name it', () => {
  const dist = site({
    'index.html': page(
      '<a href="/about">About</a> <a href="/pricing">Pricing</a> <img src="/images/team.webp" alt="">' +
        '<picture><source srcset="/images/a-480.avif 480w, /images/a-960.avif 960w"><img src="/images/a-480.avif" alt=""></picture>' +
        '<a href="/about#team">Team</a> <a href="/about#nobody">Nobody</a> <svg><use href="#i-check"></use></svg>',
      '<link rel="preload" as="font" href="/assets/inter.woff2" crossorigin>',
    ),
    'about/index.html': page('<h2 id="team">Team</h2><a href="/">Home</a> <a href="/pricing">Pricing</a> <a href="#top">Top</a>'),
    '404.html': page('<a href="/">Home</a> <a href="/help">Help</a>'),
    'assets/site.css': 'body { margin: 0 } @font-face { src: url("/assets/inter.woff2") } .x { background: url(/images/gone.png) }',
    'images/a-480.avif': 'x',
  });
  expect(report(dist)).toEqual([
    { url: '/about#nobody', pages: ['/'] },
    { url: '/assets/inter.woff2', pages: ['/', '/assets/site.css'] },
    // The not-found page is a page of the site: its links are visitors' links too.
    { url: '/help', pages: ['/404'] },
    { url: '/images/a-960.avif', pages: ['/'] },
    { url: '/images/gone.png', pages: ['/assets/site.css'] },
    { url: '/images/team.webp', pages: ['/'] },
    { url: '/pricing', pages: ['/', '/about'] },
    { url: '/#i-check', pages: ['/'] },
  ].sort((a, b) => a.url.localeCompare(b.url)));
});

it('honours _redirects, clean URLs, relative addresses, the canonical origin, and skips what is not a file of the site', () => {
  const dist = site({
    '_redirects': '/old-pricing /pricing 301\n/old-team /team 301\n# a comment\n/away https://example.org/ 302\n',
    'index.html': page(
      '<a href="/old-pricing">Old</a> <a href="/old-team">Team</a> <a href="/away">Away</a> <a href="https://example.org/missing">Ext</a>' +
        '<a href="mailto:a@b.c">Mail</a> <a href="tel:+1">Call</a> <a href="#">Nothing</a> <a href="https://www.example.com/gone">Own origin</a>' +
        '<a href="/pricing.html">Pricing file</a> <a href="/pricing?plan=a">Query</a>',
      '<link rel="canonical" href="https://www.example.com/"><link rel="preconnect" href="https://www.example.com/nowhere"><meta property="og:image" content="https://www.example.com/og/home.png">',
    ),
    'blog/post/index.html': page('<a href="../">Blog</a> <a href="other">Other</a> <a href="other-gone">Gone</a>', '<link rel="canonical" href="https://www.example.com/blog/post">'),
    'blog/index.html': page(''),
    'blog/other/index.html': page(''),
    'pricing.html': page(''),
    'assets/site.css': '',
  });
  expect(report(dist)).toEqual([
    { url: '/blog/other-gone', pages: ['/blog/post'] },
    { url: '/gone', pages: ['/'] },
    { url: '/og/home.png', pages: ['/'] },
    { url: '/old-team', pages: ['/'] },
  ]);
  expect(checkLinks(dist).broken.find((b) => b.url === '/old-team')?.reason).toContain('redirects');
});

it('reports exactly the links to pages that do not exist, for any site (property)', () => {
  const name = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g');
  fc.assert(
    fc.property(fc.uniqueArray(name, { minLength: 1 }), fc.array(fc.tuple(name, name), { maxLength: 20 }), (existing, links) => {
      const files: Record<string, string> = { 'assets/site.css': '' };
      for (const page_ of existing) {
        const out = links.filter(([from]) => from === page_).map(([, to]) => `<a href="/${to}">${to}</a>`);
        files[`${page_}/index.html`] = page(out.join(' '));
      }
      const expected = new Map<string, Set<string>>();
      for (const [from, to] of links) {
        if (!existing.includes(from) || existing.includes(to)) continue;
        expected.set(`/${to}`, (expected.get(`/${to}`) ?? new Set()).add(`/${from}`));
      }
      const want = [...expected].map(([url, pages]) => ({ url, pages: [...pages].sort() })).sort((a, b) => a.url.localeCompare(b.url));
      expect(report(site(files))).toEqual(want);
    }),
    { numRuns: 60 },
  );
});
