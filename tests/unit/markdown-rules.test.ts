/**
 * The site's own markdown-it rules (src/lib/markdown.ts), each made to be faster than what it
 * replaced and to give the same HTML, proven against it by properties over random texts:
 * - headings h2 and h3 get ids from their words exactly as markdown-it-anchor gave them (the
 *   plugin took a sixth of the Markdown's time): a link to a heading shared before keeps working;
 * - line ends and NUL are normalized as markdown-it's own rule does, but only in texts that have any;
 * - the block parser's lines and the inline parser's plain-text runs are found by searching, not by
 *   testing every character, and are the same lines and runs;
 * - a link to a plain site path keeps its target as written, which is what markdown-it's
 *   normalizeLink makes of it.
 */
import fc from 'fast-check';
import MarkdownIt from 'markdown-it';
import anchor from 'markdown-it-anchor';
import { describe, expect, it } from 'vitest';
import { createMarkdown, linesByIndexOf, normalizeOnlyWhenNeeded, plainPathsAsWritten, renderMarkdown, textBySearch } from '../../src/lib/markdown.ts';
import { slugify } from '../../src/lib/text.ts';

const plain = { highlight: (code: string) => code, release() {} } as unknown as Parameters<typeof createMarkdown>[0];
const ours = createMarkdown(plain);
const withPlugin = new MarkdownIt({ html: false, linkify: false, typographer: true, highlight: (code: string) => code });
withPlugin.use(anchor, { slugify: (s: string) => slugify(s), level: [2, 3], tabIndex: false });

const ids = (html: string) => [...html.matchAll(/<h([1-6])( id="[^"]*")?>/g)].map((m) => `h${m[1]}${m[2] ?? ''}`);

describe('heading ids', () => {
  it('are the ones markdown-it-anchor gave, for any headings', () => {
    const word = fc.constantFrom('Setup', 'setup', 'API', 'Café', 'naïve', 'Ünïcode', '2024', 'a&b', '', ' ', '🚀', 'x-1', 'Step', 'FAQ');
    const piece = fc.oneof(word, word.map((w) => `\`${w}\``), word.map((w) => `**${w}**`), word.map((w) => `[${w}](/docs/${w.length})`));
    const heading = fc.tuple(fc.constantFrom('#', '##', '###', '####'), fc.array(piece, { maxLength: 4 })).map(([marks, words]) => `${marks} ${words.join(' ')}`);
    fc.assert(
      fc.property(fc.array(heading, { maxLength: 12 }), (headings) => {
        const text = headings.join('\n\npara\n\n');
        expect(ids(renderMarkdown(ours, text).html)).toEqual(ids(withPlugin.render(text)));
      }),
      { numRuns: 500 },
    );
  });

  it('name h2 and h3 by their words, the same words twice with -1, -2, code kept and link targets left out', () => {
    const { html, toc } = renderMarkdown(ours, '## Getting started\n\n### Install `npm`\n\n## Getting started\n\n## Getting started\n\n## See [the guide](/docs/guide)\n\n#### Too deep');
    expect(ids(html)).toEqual(['h2 id="getting-started"', 'h3 id="install-npm"', 'h2 id="getting-started-1"', 'h2 id="getting-started-2"', 'h2 id="see-the-guide"', 'h4']);
    expect(toc.map((entry) => entry.id)).toEqual(['getting-started', 'install-npm', 'getting-started-1', 'getting-started-2', 'see-the-guide']);
  });

  it('start again in every text: two articles both have #overview', () => {
    expect(ids(renderMarkdown(ours, '## Overview').html)).toEqual(['h2 id="overview"']);
    expect(ids(renderMarkdown(ours, '## Overview\n\ntext').html)).toEqual(['h2 id="overview"']);
  });
});

describe('line ends and NUL', () => {
  it('give the HTML markdown-it\'s own rule gives, for any text', () => {
    const options = { html: false, linkify: false, typographer: true } as const;
    const plain = new MarkdownIt(options);
    const fast = new MarkdownIt(options);
    normalizeOnlyWhenNeeded(fast);
    const piece = fc.constantFrom('\r\n', '\r', '\n', '\n\n', '\0', '# T', '- item', '> q', '```', '    code', 'word', ' ', '"q"', '<!-- n -->', '*', '|a|b|', '---');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), (pieces) => {
        const text = pieces.join('');
        expect(fast.render(text)).toBe(plain.render(text));
      }),
      { numRuns: 1000 },
    );
  });

  it('are normalized where there are some', () => {
    const fast = new MarkdownIt();
    normalizeOnlyWhenNeeded(fast);
    expect(fast.render('one\r\ntwo\r\rthree\0')).toBe('<p>one\ntwo</p>\n<p>three\uFFFD</p>\n');
  });
});

describe('lines and plain text found by searching', () => {
  const options = { html: false, linkify: false, typographer: true } as const;
  const plain = new MarkdownIt(options);
  const lines = new MarkdownIt(options);
  linesByIndexOf(lines);
  const text = new MarkdownIt(options);
  textBySearch(text);
  const both = new MarkdownIt(options);
  linesByIndexOf(both);
  textBySearch(both);
  // Indents of spaces and tabs, lines of blanks only (also last), every character that ends a run
  // of text, and the constructs whose rules parse inside a run's bounds (link labels, emphasis).
  const piece = fc.constantFrom(
    '\n', '\n\n', ' ', '  ', '    ', '\t', ' \t', '\t ', '   \n', '\t\n', 'word', 'two words', 'é', '🚀',
    '# H', '## H', '- item', '* item', '1. item', '> quote', '```', '~~~', '    code', '\tcode', '| a | b |', '|---|---|', '---', '===',
    '*em*', '**strong**', '_u_', '`code`', '[label](/x)', '[a [nested] label](/y "t")', '![alt](/i.png)', '[ref]', '[ref]: /z', '<https://a.b>',
    '&amp;', '&#35;', '\\*', '\\', '!', '#', '$', '%', '&', '+', '-', ':', '<', '=', '>', '@', '[', ']', '^', '_', '`', '{', '}', '~', '"q"', "'s", '(c)', '...', '--',
  );
  const texts = fc.array(piece, { maxLength: 40 }).map((pieces) => pieces.join(''));

  it('give the HTML markdown-it gives, for any text', () => {
    fc.assert(
      fc.property(texts, (source) => {
        const expected = plain.render(source);
        expect(lines.render(source)).toBe(expected);
        expect(text.render(source)).toBe(expected);
        expect(both.render(source)).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it('give markdown-it\'s line table, blank last lines left out as it leaves them', () => {
    for (const source of ['', 'a', 'a\n', 'a\n   ', '  a\n\tb', '\t \tx\n\n  \n', 'x\n \t ']) {
      const env = {};
      const ours = new lines.block.State(source, lines, env, []);
      const theirs = new plain.block.State(source, plain, env, []);
      expect([ours.bMarks, ours.eMarks, ours.tShift, ours.sCount, ours.bsCount, ours.lineMax]).toEqual([theirs.bMarks, theirs.eMarks, theirs.tShift, theirs.sCount, theirs.bsCount, theirs.lineMax]);
    }
  });
});

describe('link targets', () => {
  const own = new MarkdownIt();
  const fast = new MarkdownIt();
  plainPathsAsWritten(fast);
  // Paths of every character a path may hold, and of those that normalizeLink changes or reads (`%`, spaces, `:`, non-ASCII, `?`, `#`, `\\`).
  const char = fc.constantFrom('a', 'Z', '0', '9', '-', '.', '_', '~', '/', '%', '%2F', ' ', ':', 'é', '?', '#', '\\', '&', '(', "'", '@', '+', '[', '<');
  const target = fc.oneof(
    fc.array(fc.constantFrom('a', 'Z', '0', '-', '.', '_', '~', '/', 'docs', 'article-00715'), { maxLength: 8 }).map((p) => `/${p.join('')}`),
    fc.array(char, { maxLength: 10 }).map((p) => `/${p.join('')}`),
    fc.array(char, { maxLength: 10 }).map((p) => p.join('')),
    fc.constantFrom('//example.com/x', 'https://Example.COM/ä', 'mailto:a@b.c', '/docs/ä', '/a b', '/%zz', 'javascript:alert(1)'),
  );

  it('are what markdown-it normalizeLink makes of them, for any address', () => {
    fc.assert(fc.property(target, (url) => {
      expect(fast.normalizeLink(url)).toBe(own.normalizeLink(url));
    }), { numRuns: 3000 });
  });

  it('render the same links as markdown-it, and plain paths without a pass through normalizeLink', () => {
    fc.assert(fc.property(fc.array(target, { maxLength: 5 }), (urls) => {
      const text = urls.map((u, i) => `See [item ${i}](${u}) and ![pic](${u}).`).join('\n\n');
      expect(fast.render(text)).toBe(own.render(text));
    }), { numRuns: 500 });
    const calls: string[] = [];
    const counted = new MarkdownIt();
    const normalize = counted.normalizeLink;
    counted.normalizeLink = (url) => (calls.push(url), normalize(url));
    plainPathsAsWritten(counted);
    counted.render('[a](/docs/article-00715) [b](/a%20b)');
    expect(calls).toEqual(['/a%20b']);
  });
});
