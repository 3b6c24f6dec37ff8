/**
 * The weight report: what a page makes a phone download, measured on small dist/ folders written
 * here (so every figure can be recomputed from the files), the budgets, and the command's exit
 * code; then the real site's report.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { pageScripts } from '../../build/tools/page-scripts.ts';
import { BUDGETS, checkBudgets, measureSite, usesRange } from '../../build/tools/weight.ts';
import { pageImages, pickCandidate, parseSrcset, slotWidth } from '../../build/tools/weight-images.ts';
import { ROOT } from '../helpers/content.ts';

const folders: string[] = [];
afterAll(() => folders.forEach((f) => rmSync(f, { recursive: true, force: true })));

function site(files: Record<string, string | Buffer>): string {
  const dist = mkdtempSync(join(tmpdir(), 'weight-'));
  folders.push(dist);
  for (const [path, contents] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, path)), { recursive: true });
    writeFileSync(join(dist, path), contents);
  }
  return dist;
}

const page = (head: string, body = '') => `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;
const gz = (s: string | Buffer) => gzipSync(s, { level: 9 }).length;

describe('images a phone downloads', () => {
  it('takes the slot width from `sizes` at 412 px and the candidate covering it at 1.75×', () => {
    expect(slotWidth('(min-width: 64rem) 23rem, (min-width: 40rem) 50vw, 100vw')).toBe(412);
    expect(slotWidth('(max-width: 30rem) 200px, 50vw')).toBe(200);
    expect(slotWidth('(max-width: 20rem) 200px, 50vw')).toBe(206);
    expect(slotWidth(undefined)).toBe(412);
    const candidates = parseSrcset('a-400.avif 400w, a-800.avif 800w,a-1200.avif 1200w');
    expect(candidates.map((c) => c.url)).toEqual(['a-400.avif', 'a-800.avif', 'a-1200.avif']);
    expect(pickCandidate(candidates, 412)).toBe('a-800.avif');
    expect(pickCandidate(candidates, 206)).toBe('a-400.avif');
    expect(pickCandidate(candidates, 1000)).toBe('a-1200.avif');
    expect(pickCandidate(parseSrcset('a.png, b.png 2x'), 100)).toBe('b.png');
  });

  it('reads <picture> sources first, knows lazy images and counts preloads as above the fold', () => {
    const html =
      '<link rel="preload" as="image" href="/hero.svg"/>' +
      '<picture><source type="image/avif" srcSet="/c-400.avif 400w, /c-800.avif 800w" sizes="100vw"/><img src="/c-800.jpg" loading="lazy"/></picture>' +
      '<img src="/logo.svg"/><img src="/logo.svg" loading="lazy"/><img src="https://example.com/x.png"/>';
    expect(pageImages(html)).toEqual([
      { url: '/c-800.avif', eager: false },
      { url: '/logo.svg', eager: true },
      { url: '/hero.svg', eager: true },
    ]);
  });
});

describe('scripts of a page', () => {
  it('follow static imports from the module entries, not dynamic ones', () => {
    const dist = site({
      'assets/main.js': 'import{a}from"./chunk.A.js";import"./chunk.B.js";import("./chunk.LAZY.js");',
      'assets/chunk.A.js': 'export{b}from"./chunk.B.js";export const a=1;',
      'assets/chunk.B.js': 'export const b=2;',
      'assets/chunk.LAZY.js': 'export const c=3;',
    });
    const html = page('<script src="/assets/classic.js"></script><script type="module" src="/assets/main.js"></script>');
    expect(pageScripts(dist, html).sort()).toEqual(['assets/chunk.A.js', 'assets/chunk.B.js', 'assets/main.js']);
  });
});

describe('unicode ranges', () => {
  it('tell whether a page uses a font file', () => {
    expect(usesRange('Fees from ₹40,000', 'U+20B9')).toBe(true);
    expect(usesRange('Fees from $400', 'U+20B9, U+20AC')).toBe(false);
    expect(usesRange('a', 'U+0020-007E')).toBe(true);
  });
});

describe('measureSite and the budgets', () => {
  const css = '@font-face{font-family:X;src:url("/assets/x-latin.woff2")}@font-face{font-family:X;src:url("/assets/x-rupee.woff2");unicode-range:U+20B9}body{margin:0}';
  const head = '<link rel="preload" href="/assets/x-latin.woff2" as="font"/><link rel="stylesheet" href="/assets/site.css"/><script type="module" src="/assets/main.js"></script>';
  const files = {
    'assets/site.css': css,
    'assets/main.js': 'console.log(1)',
    'assets/x-latin.woff2': randomBytes(2000),
    'assets/x-rupee.woff2': randomBytes(300),
    'images/hero.webp': randomBytes(5000),
    'images/below.webp': randomBytes(7000),
    'index.html': page(head, '<img src="/images/hero.webp"/><img src="/images/below.webp" loading="lazy"/><p>Hello</p>'),
    'pricing/index.html': page(head, '<p>From ₹40,000</p>'),
    'old/index.html': page('<meta http-equiv="refresh" content="0; url=/pricing"/>'),
  };

  it('adds up each page’s files, counting a font file only where its characters appear, and skips redirect pages', () => {
    const dist = site(files);
    const pages = measureSite(dist);
    expect(pages.map((p) => p.path)).toEqual(['/', '/pricing']);
    const [home, pricing] = pages;
    expect(home.html).toEqual({ raw: files['index.html'].length, gzip: gz(files['index.html']), brotli: expect.any(Number) });
    expect(home.css.gzip).toBe(gz(css));
    expect(home.js.raw).toBe('console.log(1)'.length);
    expect(home.images.raw).toBe(12000);
    expect(home.imagesAboveFold.raw).toBe(5000);
    expect(home.fonts.raw).toBe(2000);
    expect(pricing.fonts.raw).toBe(2300);
    expect(home.scriptKind).toBe('plain');
  });

  it('reads the .gz and .br the build wrote beside a file', () => {
    const dist = site({ ...files, 'assets/site.css.gz': Buffer.alloc(123), 'assets/site.css.br': Buffer.alloc(99) });
    expect(measureSite(dist)[0].css).toEqual({ raw: css.length, gzip: 123, brotli: 99 });
  });

  it('passes a small site and names the page past a budget', () => {
    expect(checkBudgets(measureSite(site(files))).every((b) => b.ok)).toBe(true);
    // Random hex (80 KB) compresses to about half: some 40 KB gzip, past the 30 KB budget.
    const big = page(head, `<p>${randomBytes(40 * 1024).toString('hex')}</p>`);
    const contact = page(head.replace('main.js', 'contact.js'), '<form data-contact-form=""></form>');
    const heavy = measureSite(site({ ...files, 'blog/index.html': big, 'contact/index.html': contact, 'assets/contact.js': randomBytes(30 * 1024).toString('base64') }));
    const over = checkBudgets(heavy).filter((b) => !b.ok);
    expect(over.map((b) => [b.name, b.page])).toEqual([
      ['HTML, largest page (gzip)', '/blog'],
      ['JavaScript, contact page (gzip)', '/contact'],
    ]);
    expect(over[0].actual).toBeGreaterThan(BUDGETS.html);
  });

  it('makes `npm run weight` exit 1 past a budget and print the table', () => {
    const dist = site({ ...files, 'blog/index.html': page(head, randomBytes(40 * 1024).toString('hex')) });
    const run = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'build/tools/weight.ts'), '--dist', dist], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/\| page +\| pages \| HTML gz \/ br/);
    expect(run.stdout).toMatch(/OVER +HTML, largest page \(gzip\): [\d.]+ KB of 30\.0 KB \(\/blog\)/);
    expect(run.stderr).toContain('1 budget exceeded');
    const ok = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'build/tools/weight.ts'), '--dist', site(files)], { encoding: 'utf8' });
    expect(ok.status).toBe(0);
  });
});
