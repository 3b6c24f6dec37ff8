/**
 * The codes of what a visitor gets (build/stages/written.ts, build/images/svg.ts, the unsafe
 * schemes of build/stages/content-links.ts, and the built pages read back by build/stages/verify.ts),
 * each asserted as the editor reads it, with the examples of issue 24.
 */
import { cpSync, mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkSvgFiles, unsafeSvgParts } from '../../../build/images/svg.ts';
import type { Problem } from '../../../build/problems.ts';
import type { Route, RouteTable } from '../../../build/routes.ts';
import { linkTargets } from '../../../build/link-targets.ts';
import { checkContentLinks } from '../../../build/stages/content-links.ts';
import { scanPage, verifyOutput } from '../../../build/stages/verify.ts';
import { checkWritten, impossibleDate } from '../../../build/stages/written.ts';
import { buildDate } from '../../../build/build-date.ts';
import { missingTexts } from '../../../build/verify/required-text.ts';
import { createMarkdown, renderMarkdown } from '../../../src/lib/markdown.ts';
import { createHighlighter } from '../../../src/lib/highlight.ts';
import { shown, sources } from './helpers.ts';
import { checkContent, projectPaths } from '../../../build/pipeline.ts';
import { ROOT } from '../../helpers/content.ts';

const temps: string[] = [];
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});


const printed = (problems: Problem[]) => problems.map((p) => `${p.file}:${shown(p)}`);
const article = (front: string, body = 'Text.') => `---\ntitle: Cloud migration\n${front}\n---\n\n${body}\n`;

describe('what was written means what the editor meant', () => {
  it('value-blank: a byline of only spaces is refused with what it holds', () => {
    const { problems } = checkWritten(sources({ 'content/blog/x.md': article('author: "   "\ndate: 2025-01-01') }), '2026-11-26');
    expect(printed(problems)).toEqual([
      'content/blog/x.md:3:9  author: this text is only spaces, so the page would show nothing here — write the text, or delete the line if the field is optional [value-blank]',
    ]);
  });

  it('value-blank: invisible characters (a zero-width space) count as blank too', () => {
    const { problems } = checkWritten(sources({ 'content/blog/x.md': article('author: "\u200b"\ndate: 2025-01-01') }), '2026-11-26');
    expect(problems.map((p) => p.message)).toEqual(['this text is only invisible characters (such as a zero-width or non-breaking space), so the page would show nothing here']);
  });

  it('value-blank: an empty pair of quotes (a name the fuzzer emptied) is refused at its line, in a list item too', () => {
    const file = 'content/industries/x.yaml';
    const text = 'name: Marine\nregulations:\n  - name: SOLAS\n    text: Safety management\n  - name: ""\n    text: Record books\n';
    const { problems } = checkWritten(sources({ [file]: text }), '2026-11-26');
    expect(printed(problems)).toEqual([
      `${file}:5:11  regulations[1].name: this text is only an empty pair of quotes, so the page would show nothing here — write the text, or delete the line if the field is optional [value-blank]`,
    ]);
  });

  it('markdown-comment-unclosed: a note opened and never closed is an error at its line and column', () => {
    const body = 'First paragraph.\n\n```html\n<!-- in code: fine -->\n```\n\nSee `<!--` in code. <!-- check the figures with Priya\n\nMost migrations…';
    const { problems } = checkWritten(sources({ 'content/blog/x.md': article('date: 2025-01-01', body) }), '2026-11-26');
    expect(printed(problems)).toEqual([
      'content/blog/x.md:12:21  body: a note starts here with "<!--" but is never closed with "-->" — end the note with "-->" (the note is not shown on the page), or delete it [markdown-comment-unclosed]',
    ]);
  });

  it('a closed note is left out of the page, on its own lines or inside a paragraph; in code it stays', () => {
    const md = createMarkdown(createHighlighter());
    const { html } = renderMarkdown(md, 'Our offer <!-- check with Priya --> is fixed.\n\n<!-- a note\nover two lines -->\n\nText `<!-- code -->`.');
    expect(html).toBe('<p>Our offer is fixed.</p>\n<p>Text <code>&lt;!-- code --&gt;</code>.</p>\n');
  });

  it('date-impossible: 30 February and month 13 are named as days that do not exist', () => {
    const { problems } = checkWritten(sources({ 'content/blog/x.md': article('date: 2025-02-30\nupdated: 2025-13-01') }), '2026-11-26');
    expect(printed(problems)).toEqual([
      'content/blog/x.md:3:7  date: 30 February 2025 does not exist — check the day and the month (written year-month-day, as 2025-03-01) [date-impossible]',
      'content/blog/x.md:4:10  updated: month 13 (in 2025-13-01, written year-month-day) does not exist — check the day and the month (written year-month-day, as 2025-03-01) [date-impossible]',
    ]);
    expect(impossibleDate('2024-02-29')).toBeUndefined();
    expect(impossibleDate('2025-02-29')).toBe('29 February 2025');
  });

  it('article-scheduled: an article dated after the build\'s day is information, and left out', () => {
    const written = checkWritten(sources({ 'content/blog/x.md': article('date: 2027-03-01'), 'content/blog/y.md': article('date: 2026-11-26') }), '2026-11-26');
    expect(printed(written.problems)).toEqual([
      'content/blog/x.md:3:7  date: scheduled — this article will appear on 1 March 2027; it is left out of the site until then [article-scheduled]',
    ]);
    expect(written.problems[0].severity).toBe('info');
    expect([...written.scheduled]).toEqual(['content/blog/x.md']);
  });

  it('link-scheduled: a link to a scheduled article from a published page is said as such, on the fixture site', () => {
    const dir = mkdtempSync(join(tmpdir(), 'scheduled-'));
    temps.push(dir);
    cpSync(join(ROOT, 'tests/fixtures/site/content'), join(dir, 'content'), { recursive: true });
    const edit = (file: string, change: (t: string) => string) => writeFileSync(join(dir, 'content', file), change(readFileSync(join(dir, 'content', file), 'utf8')));
    edit('blog/blockchain-development.md', (t) => t.replace(/^date: .*$/m, 'date: 2027-03-01'));
    edit('legal/privacy-policy.md', (t) => `${t}\nSee [our blockchain guide](/blog/blockchain-development).\n`);
    const problems = checkContent(projectPaths(ROOT, { content: join(dir, 'content'), displayRoot: dir }), { today: '2026-11-26' }).problems.filter((p) => p.code === 'link-scheduled');
    expect(printed(problems)).toEqual([
      `content/legal/privacy-policy.md:${readFileSync(join(dir, 'content/legal/privacy-policy.md'), 'utf8').split('\n').length - 1}:28  body: "/blog/blockchain-development" is an article scheduled for 1 March 2027; until then it is not on the site and this link would lead nowhere — add the link on or after that day, or give content/blog/blockchain-development.md today's date or an earlier one [link-scheduled]`,
    ]);
  });

  it('the build\'s day is BUILD_DATE when given, else today in UTC', () => {
    expect(buildDate({ BUILD_DATE: '2027-03-01' })).toBe('2027-03-01');
    expect(buildDate({}, new Date('2026-11-26T23:30:00Z'))).toBe('2026-11-26');
    expect(buildDate({ BUILD_DATE: 'tomorrow' }, new Date('2026-11-26T10:00:00Z'))).toBe('2026-11-26');
  });
});

describe('nothing unsafe from content', () => {
  it('link-unsafe: javascript:, vbscript: and data: links are refused in link fields and in Markdown', () => {
    const files = {
      'content/site.yaml': 'nav:\n  - { label: Offer, href: "javascript:alert(1)" }\n',
      'content/legal/terms.md': '---\ntitle: Terms\n---\n\n[Click](JavaScript:alert(1)) and [see](data:text/html,hi) and [old](vbscript:msgbox)\n',
    };
    const routes = { routes: [{ path: '/' } as Route], redirects: [], templates: {} } as unknown as RouteTable;
    expect(printed(checkContentLinks(sources(files), linkTargets(routes)))).toEqual([
      'content/site.yaml:2:27  nav[0].href: a "javascript:" link runs code or opens embedded data instead of a page, so it is not allowed — link to a page of the site (/contact) or to a web address (https://…); to show code, put it in `backquotes` [link-unsafe]',
      'content/legal/terms.md:5:9  body: a "javascript:" link runs code or opens embedded data instead of a page, so it is not allowed — link to a page of the site (/contact) or to a web address (https://…); to show code, put it in `backquotes` [link-unsafe]',
      'content/legal/terms.md:5:40  body: a "data:" link runs code or opens embedded data instead of a page, so it is not allowed — link to a page of the site (/contact) or to a web address (https://…); to show code, put it in `backquotes` [link-unsafe]',
      'content/legal/terms.md:5:69  body: a "vbscript:" link runs code or opens embedded data instead of a page, so it is not allowed — link to a page of the site (/contact) or to a web address (https://…); to show code, put it in `backquotes` [link-unsafe]',
    ]);
  });

  it('raw HTML in Markdown stays escaped: a script or an event attribute is text, never markup (and the build then reports it as text)', () => {
    const md = createMarkdown(createHighlighter());
    const { html } = renderMarkdown(md, 'Hi <script>alert(1)</script> <img src=x onerror="alert(2)">\n\n<iframe src="https://evil.example"></iframe>');
    expect(html).not.toMatch(/<(script|img|iframe)\b/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(scanPage(`<div class="prose">${html}</div>`, '/x', 'content/blog/x.md').findings.map((f) => `${f.kind}: ${f.shown}`)).toEqual([
      'markup-as-text: <script>alert(1)</script> <img src=x onerror=“alert(2)”>',
      'markup-as-text: <iframe src=“https://evil.example”></iframe>',
    ]);
  });

  it('svg-unsafe: a vector picture with a script is refused at the script\'s line in the picture', () => {
    const dir = mkdtempSync(join(tmpdir(), 'svg-'));
    temps.push(dir);
    mkdirSync(join(dir, 'content/images/blog'), { recursive: true });
    writeFileSync(join(dir, 'content/images/blog/chart.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">\n  <script>fetch("/api")</script>\n  <rect width="10" height="10"/>\n</svg>\n');
    writeFileSync(join(dir, 'content/images/plain.svg'), '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><use href="#a"/><path id="a" d="M0 0h1"/></svg>');
    expect(printed(checkSvgFiles(join(dir, 'content/images'), dir))).toEqual([
      'content/images/blog/chart.svg:2:3  the vector picture "/images/blog/chart.svg" contains a <script> element, which could run code on the site — open the file in a text editor and remove it, or export the drawing again as a plain SVG (in Inkscape: Save as › Optimized SVG) or as PNG [svg-unsafe]',
    ]);
  });

  it('svg-unsafe: event attributes, foreignObject, javascript: and outside references are each named', () => {
    const found = unsafeSvgParts('<svg onload="x()">\n<foreignObject/><a href="javascript:x()"/><image href="https://evil.example/p.png"/><style>@import url(//evil.example/a.css)</style></svg>').map((p) => `${p.line}:${p.column} ${p.found}`);
    expect(found).toEqual([
      '1:6 an event attribute "onload=" (code that runs when the picture is shown or touched)',
      '2:1 a <foreignObject> element (HTML inside the picture)',
      '2:24 a javascript: address',
      '2:50 a reference to another site ("https://evil.example/p.png")',
      '2:92 a style @import',
      '2:100 a style that loads from another site ("//evil.example/a.css")',
    ]);
  });
});

describe('the built pages read back (one page at a time, as the render threads scan them)', () => {
  const page = (main: string, source = 'content/blog/x.md') => scanPage(main, '/blog/x', source);
  const verify = async (main: string, files: Record<string, string>, dist = tmpdir()) =>
    printed(await verifyOutput({ pages: [page(main, Object.keys(files)[0])], layout: [], sources: sources(files), dist }));

  it('output-markup-as-text: a note left unclosed in a one-line field shows as text, at its field', async () => {
    expect(await verify('<p class="lead">Fixed price &lt;!-- check</p>', { 'content/blog/x.md': article('excerpt: Fixed price <!-- check') })).toEqual([
      'content/blog/x.md:3:22  excerpt: on /blog/x, visitors would read "<!-- check" as text — raw HTML is not rendered: write it in Markdown (**bold**, [text](/page), ![description](/images/x.png)) with the brackets and stars closed, put notes in <!-- … -->, or put code in `backquotes` [output-markup-as-text]',
    ]);
  });

  it('output-empty-text: an empty heading of the body, at its line', async () => {
    expect(await verify('<div class="prose"><h2 id="a">A</h2><p>x</p><h2></h2></div>', { 'content/blog/x.md': article('date: 2025-01-01', '## A\n\nx\n\n## ') })).toEqual([
      'content/blog/x.md:10:1  body: on /blog/x, an element <h2> would have no text — write its text (for a picture: a short description of what it shows, in the [ ] of ![ ](…)), or delete the empty line [output-empty-text]',
    ]);
  });

  it('output-empty-text: an empty list item of Markdown written in a YAML field, at its line in the field', async () => {
    const yaml = 'name: React\nwhatItIs: |\n  Fast interfaces.\n\n  - Components\n  - \n  - Hooks\n';
    expect(await verify('<div class="prose"><p>Fast interfaces.</p><ul><li>Components</li><li></li><li>Hooks</li></ul></div>', { 'content/technologies/react.yaml': yaml }).then((lines) => lines.map((l) => l.replace(/ — .*/, '')))).toEqual([
      'content/technologies/react.yaml:6:3  whatItIs: on /blog/x, an element <li> would have no text',
    ]);
  });

  it('output-fragment-missing: a link to a heading of the page that is not there, with the closest id', async () => {
    expect(await verify('<div class="prose"><h2 id="checklist">Checklist</h2><p><a href="#check-list">our checklist</a></p></div>', { 'content/blog/x.md': article('date: 2025-01-01', '## Checklist\n\nsee [our checklist](#check-list)') })).toEqual([
      'content/blog/x.md:8:21  body: the link "#check-list" on /blog/x leads to no heading or section of this page — did you mean "#checklist"? [output-fragment-missing]',
    ]);
  });

  it('output-url-malformed: a web address with a space', async () => {
    expect(await verify('<a href="https://streamverse.in/app download">Get the app</a>', { 'content/portfolio/x.yaml': 'title: X\nlink: https://streamverse.in/app download\n' })).toEqual([
      'content/portfolio/x.yaml:2:7  link: the address "https://streamverse.in/app download" on /blog/x contains a space, a quote or another character an address cannot hold — copy the address from the browser\'s address bar (it writes a space as %20), or rename the file without spaces [output-url-malformed]',
    ]);
  });

  it('output-url-unsafe: whatever wrote it, a javascript: address on a page fails the build', async () => {
    expect(await verify('<a href="java&#x9;script:alert(1)">Offer</a>', { 'content/site.yaml': 'nav:\n  - { label: Offer, href: "java\\tscript:alert(1)" }\n' })).toEqual([
      'content/site.yaml:2:28  nav[0].href: on /blog/x, "java\tscript:alert(1)" would run code or open embedded data — link to a page of the site or to a web address (https://…) [output-url-unsafe]',
    ]);
  });

  it('output-text-missing: a required text the page does not show, at its field; Markdown, typography and notes do not count', async () => {
    const html = '<p class="lead">Fixed-price projects — “no surprises”.</p><div class="prose"><ol><li><strong>Plan</strong> first.</li></ol></div>';
    expect(missingTexts(html, [{ field: 'excerpt', text: 'Fixed-price projects -- "no surprises". <!-- check -->' }, { field: 'body', text: '1. **Plan** first.' }])).toEqual([]);
    const scanned = { ...scanPage(html, '/blog/x', 'content/blog/x.md'), missing: missingTexts(html, [{ field: 'author', text: 'Priya Raman' }]) };
    expect(printed(await verifyOutput({ pages: [scanned], layout: [], sources: sources({ 'content/blog/x.md': article('author: Priya Raman') }), dist: tmpdir() }))).toEqual([
      'content/blog/x.md:3:9  author: this text does not appear on /blog/x — check the text for markup or a note (<!-- … -->) around it; if it looks right, the page\'s template does not show this field: tell a developer [output-text-missing]',
    ]);
  });

  it('output-picture: a phone photo (HEIC) copied as it is, named in the body', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'dist-'));
    temps.push(dist);
    mkdirSync(join(dist, 'images'));
    writeFileSync(join(dist, 'images/team.heic'), Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(64)]));
    expect(await verify('<div class="prose"><p><img src="/images/team.heic" alt="Our team"></p></div>', { 'content/blog/x.md': article('date: 2025-01-01', '![Our team](/images/team.heic)') }, dist)).toEqual([
      'content/blog/x.md:6:13  body: the picture "/images/team.heic" on /blog/x is not in a format browsers show (JPEG, PNG, WebP, AVIF, GIF or SVG) — save the picture as JPEG (photos) or PNG (drawings, screenshots), at most 4000 pixels wide, in content/images/, and name that file [output-picture]',
    ]);
  });
});
