/**
 * The editor's content snapshot is written file by file (build/stages/admin.ts `snapshotJson`):
 * its bytes must be exactly those of JSON.stringify of the whole, for any text, so the editor
 * parses what the build checked and the file's name (a hash of its bytes) is the same.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { snapshotJson } from '../../../build/stages/admin.ts';
import type { AdminSnapshot } from '../../../src/admin/settings.ts';

// Texts with what JSON escapes (quotes, backslashes, control characters), characters outside
// Latin-1, astral ones, and lone surrogates (which JSON.stringify writes as \\u escapes).
const text = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: fc.constantFrom('"', '\\', '\n', '\u0000', '\u001f', '’', '\ud83d', '\ude00', 'é', 'a'), maxLength: 40 }),
);
const snapshot: fc.Arbitrary<AdminSnapshot> = fc.record({
  files: fc.array(fc.record({ file: text, type: text, text }), { maxLength: 12 }),
  facts: fc.record({ images: fc.array(text, { maxLength: 3 }), pdfs: fc.array(text, { maxLength: 2 }) }),
  iconModules: fc.dictionary(text, text, { maxKeys: 3 }),
}) as unknown as fc.Arbitrary<AdminSnapshot>;

describe('the editor\'s snapshot', () => {
  it('is, byte for byte, JSON.stringify of the whole as UTF-8', () => {
    fc.assert(
      fc.property(snapshot, (value) => {
        expect(snapshotJson(value).equals(Buffer.from(JSON.stringify(value)))).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('is whole when the texts take more bytes than characters (the buffer grows)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom('’', '😀', 'é', 'a', '"'), fc.integer({ min: 1, max: 6000 })), { minLength: 1, maxLength: 6 }), (runs) => {
        const value = { files: runs.map(([char, count], i) => ({ file: `content/docs/${i}.md`, type: 'docs', text: char.repeat(count) })), facts: {}, iconModules: {} } as unknown as AdminSnapshot;
        expect(snapshotJson(value).equals(Buffer.from(JSON.stringify(value)))).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('has the files first and every other field after them, and parses back to the snapshot', () => {
    const value = { files: [{ file: 'content/site.yaml', type: 'site', text: 'name: “Quoted”\n' }], facts: { images: ['a.png'] }, iconModules: {} } as unknown as AdminSnapshot;
    expect(JSON.parse(snapshotJson(value).toString('utf8'))).toEqual(value);
    expect(snapshotJson({ files: [] } as unknown as AdminSnapshot).toString()).toBe('{"files":[]}');
  });
});
