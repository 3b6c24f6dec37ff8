/**
 * The page worker renders the content's Markdown bodies ahead (build/stages/prerender-markdown.ts),
 * read with `markdownBody`; the pages look each text up by its own hash, so the head start is
 * worth something only when that reading gives the loader's body exactly. A property: for any
 * text after any front matter, with or without a byte-order mark or Windows line ends.
 */
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { collectionTypes } from '../../build/content-folders.ts';
import { markdownBody, parseSource } from '../../build/stages/parse.ts';

const markdownType = collectionTypes.find((t) => t.format === 'markdown')!;

it('reads the body of a Markdown file exactly as the loader does', () => {
  const line = fc.stringMatching(/^[^\r\n]*$/);
  fc.assert(
    fc.property(fc.boolean(), fc.boolean(), fc.array(line, { maxLength: 4 }), fc.array(line, { maxLength: 6 }), (bom, crlf, front, body) => {
      const end = crlf ? '\r\n' : '\n';
      const text = `${bom ? '\ufeff' : ''}---${end}title: "x"${end}${front.map((l) => `# ${l}`).join(end)}${front.length ? end : ''}---${end}${body.join(end)}`;
      const parsed = parseSource(markdownType, `content/${markdownType.path}/x.md`, text).source;
      expect(markdownBody(text)).toBe(parsed?.body);
    }),
  );
});

it('reads no body where the loader finds no front matter', () => {
  for (const text of ['no front matter', '\n---\ntitle: x\n---\nbody', '---\ntitle: x\n']) {
    expect(markdownBody(text)).toBeUndefined();
    expect(parseSource(markdownType, `content/${markdownType.path}/x.md`, text).source).toBeUndefined();
  }
});
