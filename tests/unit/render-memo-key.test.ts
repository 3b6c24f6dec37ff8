/**
 * The render memo's key (build/stages/render-memo.ts): any difference in a content file or in the
 * other render inputs gives another key, or a kept page could be served for changed content.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonical, renderKey } from '../../build/stages/render-memo.ts';

const source = fc.record({ file: fc.string({ maxLength: 8 }), fileText: fc.string({ maxLength: 24 }) });
const sources = fc.array(source, { maxLength: 4 });

describe('the render memo key', () => {
  it('is the same for the same files and inputs, and differs when any file differs (its name, its text, a file more or less)', () => {
    fc.assert(fc.property(sources, sources, fc.string({ maxLength: 4 }), (a, b, today) => {
      const same = JSON.stringify(a) === JSON.stringify(b);
      expect(renderKey({ sources: a, today }) === renderKey({ sources: b, today })).toBe(same);
      expect(renderKey({ sources: a, today })).toBe(renderKey({ sources: structuredClone(a), today }));
    }), { numRuns: 2000 });
  });

  it('tells a text from its neighbour, a front matter with an empty body from one without, and one file from two', () => {
    expect(renderKey({ sources: [{ file: 'a', fileText: 'bc' }] })).not.toBe(renderKey({ sources: [{ file: 'ab', fileText: 'c' }] }));
    expect(renderKey({ sources: [{ file: 'a', fileText: '---\nb: 1\n---\n' }] })).not.toBe(renderKey({ sources: [{ file: 'a', fileText: '---\nb: 1\n---' }] }));
    expect(renderKey({ sources: [{ file: 'a', fileText: 'b' }, { file: 'c', fileText: '' }] })).not.toBe(renderKey({ sources: [{ file: 'a', fileText: 'b\0c\0' }] }));
  });

  it('differs when another input differs, a Map, a Set or an undefined value included', () => {
    const key = (rest: Record<string, unknown>) => renderKey({ sources: [], ...rest });
    expect(key({ covers: new Map([['a', 1]]) })).not.toBe(key({ covers: new Map([['a', 2]]) }));
    expect(key({ files: new Set(['/a']) })).not.toBe(key({ files: new Set(['/b']) }));
    expect(key({ x: undefined })).not.toBe(key({}));
    expect(canonical({ x: undefined })).not.toBe(canonical({}));
  });
});
