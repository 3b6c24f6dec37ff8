/**
 * Properties of the verify stage's parts (build/verify/), over random input with fast-check:
 * the page scan reports markup and empty text exactly when a visitor would see them, and the
 * origin lookup finds any piece of a page's text at the line and column where the content has it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { collectionTypes } from '../../build/content-folders.ts';
import { parseSource } from '../../build/stages/parse.ts';
import { findText } from '../../build/verify/origin.ts';
import { idsAndAddresses, idsAndAddressesBySearch, isBlank, scanPage, sitePaths, walkAttributes } from '../../build/verify/scan.ts';
import { htmlLinks } from '../../build/stages/rendered-links.ts';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** What react-dom/server does to text. */
const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
const pieces = fc.constantFrom('a', 'b', ' ', '<', '>', '*', '[', ']', '(', ')', '!', '-', '/', '&', '"', '\u00a0', '\u200b', 'x<y', '<!--', '**', '](', '![', '<b>');
const text = fc.array(pieces, { maxLength: 12 }).map((parts) => parts.join(''));

describe('the page scan', () => {
  it('reports markup shown as text exactly when the text holds a tag, a comment or Markdown marks, outside code', () => {
    fc.assert(fc.property(text, (s) => {
      const markup = /<[a-zA-Z!/?]|\*\*|\]\(|!\[/.test(s);
      const found = scanPage(`<p>${escapeText(s)}</p>`, '/x', 'content/x.yaml').findings.filter((f) => f.kind === 'markup-as-text');
      expect(found.length).toBe(markup ? 1 : 0);
      expect(scanPage(`<p><code>${escapeText(s)}</code></p>`, '/x', 'content/x.yaml').findings).toEqual([]);
    }), { numRuns: 500 });
  });

  it('reports a heading, a list item or a link as empty exactly when its text shows nothing', () => {
    fc.assert(fc.property(text, fc.constantFrom('h2', 'li', 'a', 'button'), (s, tag) => {
      const found = scanPage(`<ul><${tag}>${escapeText(s)}</${tag}></ul>`, '/x', 'content/x.yaml').findings.filter((f) => f.kind === 'empty-text');
      expect(found.length).toBe(isBlank(s) ? 1 : 0);
    }), { numRuns: 500 });
  });
});

describe('the page scan of addresses', () => {
  const attributes = ['href', 'src', 'srcset', 'imagesrcset', 'action', 'poster', 'cite', 'formaction', 'xlink:href'];
  const address = fc.constantFrom('/ok', 'javascript:alert(1)', 'https://x.test/a b', '/pic.jpg 2x', '/a.jpg 1x extra', '#top', '/p#part');
  it('checks an address in any of the address attributes, wherever it stands among others', () => {
    fc.assert(fc.property(fc.array(fc.tuple(fc.constantFrom(...attributes), address), { minLength: 1, maxLength: 4 }), (attrs) => {
      const html = attrs.map(([attr, url], i) => `<p id="p${i}">text <a class="c" ${attr}="${escapeText(url)}">link</a></p>`).join('');
      const findings = scanPage(html, '/x', 'content/x.yaml').findings;
      // Each attribute whose address is unsafe or malformed is reported once; a width or density after a picture is srcset's own.
      const bad = ([attr, url]: [string, string]) => !['/ok', '#top', '/p#part'].includes(url) && !(url === '/pic.jpg 2x' && attr.endsWith('srcset'));
      expect(findings.filter((f) => f.kind === 'url-unsafe' || f.kind === 'url-malformed').length).toBe(attrs.filter(bad).length);
    }), { numRuns: 300 });
  });
});

describe('the ids and addresses of a page', () => {
  // Pieces of rendered HTML, and of what it never holds: quotes outside values, other white space,
  // values ending in `=`, names inside other names, a name in upper case.
  const piece = fc.constantFrom(
    ' id="a"', ' id="b-1"', '\nid="c"', '\u00a0id="d"', '\tid="e"', ' data-id="f"', ' ID="g"', 'id="h"', ' id=""',
    ' href="/x"', ' href="#i"', ' src="/p.jpg"', ' srcset="/p.jpg 1x, /q.jpg 2x"', ' imagesrcset="/r.jpg"', ' xlink:href="#i-x"',
    ' formaction="/f"', ' action="/a"', ' poster="/v.jpg"', ' cite="https://x.test"', '\thref="/t"', ' data-href="/d"',
    ' title="see href="', ' alt="a id="', ' class="c"', ' aria-label="Open menu"', '<a', '<p>', '</a>', '>', ' ', 'text',
    '"', '="', '=', ' href=', 'id=', '&quot;', ' a-very-long-attribute-name="z"',
  );
  it('are found by the walk from value to value as by a search for each name, for any text', () => {
    fc.assert(fc.property(fc.array(piece, { maxLength: 14 }), (pieces) => {
      const html = pieces.join('');
      expect(idsAndAddresses(html)).toEqual(idsAndAddressesBySearch(html));
    }), { numRuns: 3000 });
  });

  it('give the link check the site paths a search for them finds, for any text', () => {
    fc.assert(fc.property(fc.array(piece, { maxLength: 14 }), (pieces) => {
      const html = pieces.join('');
      expect(sitePaths(idsAndAddresses(html))).toEqual(htmlLinks(html));
    }), { numRuns: 3000 });
  });

  it('are found in the HTML React writes, attributes of every kind in any order', () => {
    const attribute = fc.constantFrom(['id', 'x1'], ['href', '/a?b=1&c=2'], ['src', '/p.jpg'], ['srcSet', '/p.jpg 1x'], ['className', 'c d'], ['title', 'say "hi" id="x"'], ['data-id', 'y'], ['aria-label', 'a = b']);
    fc.assert(fc.property(fc.array(fc.array(attribute, { maxLength: 4 }), { maxLength: 4 }), (elements) => {
      const html = renderToStaticMarkup(createElement('div', null, ...elements.map((attrs, i) => createElement(i % 2 ? 'a' : 'img', { key: i, ...Object.fromEntries(attrs) }))));
      // The renderer's HTML is walked, never searched name by name.
      const found = walkAttributes(html);
      expect(found).toEqual(idsAndAddressesBySearch(html));
      expect(found!.ids.length).toBe(elements.filter((attrs) => attrs.some(([name]) => name === 'id')).length);
    }), { numRuns: 300 });
  });
});

describe('the origin lookup', () => {
  const word = fc.stringMatching(/^[a-z]{2,8}$/);
  it('finds a piece of any field\'s text at its line, column and field', () => {
    fc.assert(fc.property(fc.array(fc.uniqueArray(word, { minLength: 3, maxLength: 8 }), { minLength: 1, maxLength: 6 }), fc.nat(), fc.nat(), (fields, pickField, pickWord) => {
      // Words differ within a field and carry the field's number, so a piece of text is in one place only
      // (a repeated word made the expected column the first of its copies: seed 1705909646).
      const values = fields.map((words, i) => words.map((w) => `${w}${i}`));
      const yaml = values.map((words, i) => `f${i}: ${words.join(' ')}`).join('\n');
      const type = collectionTypes.find((t) => t.key === 'technologies')!;
      const { source } = parseSource(type, 'content/technologies/x.yaml', yaml);
      const k = pickField % values.length;
      const w = pickWord % values[k].length;
      const token = values[k][w];
      const needle = values[k].slice(Math.max(0, w - 2), w + 3).join(' ');
      const line = yaml.split('\n')[k];
      expect(findText([source!], needle, token)).toEqual({ file: 'content/technologies/x.yaml', line: k + 1, column: line.indexOf(` ${token}`) + 2, field: `f${k}` });
      // A word inside an earlier one ("hr0" in "ahr0", seed 1907800950) is found at its own place.
    }), { numRuns: 300, examples: [[[['ahr', 'aa', 'hr'], ['aa', 'ab', 'ac']], 123084638, 2093055752]] });
  });
});
