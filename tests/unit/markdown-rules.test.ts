/**
 * The site's own markdown-it rules (src/lib/markdown.ts), each made to be faster than what it
 * replaced and to give the same HTML, proven against it by properties over random texts:
 * - headings h2 and h3 get ids from their words exactly as markdown-it-anchor gave them (the
 *   plugin took a sixth of the Markdown's time): a link to a heading shared before keeps working;
 * - line ends and NUL are normalized as markdown-it's own rule does, but only in texts that have any.
 */
import fc from 'fast-check';
import MarkdownIt from 'markdown-it';
import anchor from 'markdown-it-anchor';
import { describe, expect, it } from 'vitest';
import { createMarkdown, normalizeOnlyWhenNeeded, renderMarkdown } from '../../src/lib/markdown.ts';
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
