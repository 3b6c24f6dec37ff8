/**
 * The shortcuts the renderer takes on every page must give what the plain definitions give:
 * the search index's first words read from the start of the page only, and the icon sprite's
 * names found with indexOf instead of one regular expression.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstWords } from '../../build/stages/search.ts';
import { iconNames } from '../../src/lib/icon-sprite.ts';

/** The definitions the shortcuts replace, as they were written before. */
function wholeText(html: string): string {
  return html.replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ').replace(/<[^>]+>/g, ' ').replace(/&[#\w]+;/g, ' ').replace(/\s+/g, ' ').trim();
}
function iconNamesByRegex(html: string): string[] {
  const names = new Set<string>();
  for (const m of html.matchAll(/(?:href="#i-([a-z0-9-]+)")|(?:data-icons="([a-z0-9 -]+)")/g)) {
    if (m[1]) names.add(m[1]);
    else for (const n of m[2].split(' ')) if (n) names.add(n);
  }
  return [...names].sort();
}

const word = fc.stringMatching(/^[a-z]{1,9}$/);
// Pieces of the HTML React writes: text, tags, entities, island props in a script (which may hold
// `<` and look like tags), style elements, line breaks.
const piece = fc.oneof(
  { weight: 6, arbitrary: fc.array(word, { minLength: 1, maxLength: 12 }).map((w) => w.join(' ')) },
  { weight: 3, arbitrary: fc.constantFrom('<p>', '</p>', '<h2 id="a">', '</h2>', '<a href="/x">', '</a>', '<li class="c">', '</li>', '\n', '  ') },
  { weight: 1, arbitrary: fc.constantFrom('&amp;', '&#x27;', '&quot;', 'a&lt;b') },
  // More of what React writes: other white space (no-break space too, which \s matches), numeric
  // and doubled entities, void elements. (It escapes <, > and & in text and attribute values, so
  // a < outside a script or style always starts a tag.)
  { weight: 1, arbitrary: fc.constantFrom('\u00a0', '\t', '\r\n', '&#8212;', '&amp;amp;', 'x&amp;y', '<br/>', '<img src="/a.png" alt=""/>') },
  { weight: 1, arbitrary: fc.array(word, { maxLength: 30 }).map((w) => `<script type="application/json" data-island-props>{"a":"${w.join(' <b> ')}"}</script>`) },
  { weight: 1, arbitrary: fc.array(word, { maxLength: 10 }).map((w) => `<style>.x{content:"${w.join('<')}"}</style>`) },
);
const page = fc.array(piece, { minLength: 1, maxLength: 3000 }).map((pieces) => pieces.join(''));

describe('firstWords', () => {
  it('gives the first 60 words of the whole text, for pages short and long', () => {
    fc.assert(
      fc.property(page, (html) => {
        expect(firstWords(html, 60)).toBe(wholeText(html).split(' ').slice(0, 60).join(' '));
      }),
      { numRuns: 500 },
    );
  });

  it('does not cut inside a script that straddles where it would cut', () => {
    const before = `<p>${'lorem '.repeat(10)}</p>`.padEnd(4090, ' ');
    const html = `${before}<script>{"a":"${'<i>x</i> '.repeat(500)}"}</script><p>${'word '.repeat(100)}</p>`;
    expect(firstWords(html, 60)).toBe(wholeText(html).split(' ').slice(0, 60).join(' '));
  });
});

describe('iconNames', () => {
  const iconPiece = fc.oneof(
    fc.stringMatching(/^[a-z0-9-]{1,12}$/).map((n) => `<svg><use href="#i-${n}"></use></svg>`),
    fc.array(fc.stringMatching(/^[a-z0-9-]{1,8}$/), { maxLength: 4 }).map((n) => `<div data-icons="${n.join(' ')}">`),
    fc.constantFrom('href="#i-"', 'href="#i-Bad"', 'data-icons="x_y"', 'data-icons="', 'href="#i-', '<p>text</p>', ' '),
  );
  it('finds the icons the regular expression finds', () => {
    fc.assert(
      fc.property(fc.array(iconPiece, { maxLength: 40 }).map((p) => p.join('')), (html) => {
        expect([...iconNames(html)].sort()).toEqual(iconNamesByRegex(html));
      }),
      { numRuns: 500 },
    );
  });
});
