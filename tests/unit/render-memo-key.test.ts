/**
 * The render memo's key hashes the content as `canonical` JSON (Maps, Sets and undefined written
 * in); content without them is written by JSON.stringify's faster path, which must give the very
 * same text for any value, or a kept page could be served for changed content.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonical, canonicalJson } from '../../build/stages/render-memo.ts';

const leaf = fc.oneof(fc.string(), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constant(undefined), fc.date({ noInvalidDate: true }));
const { value } = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, tie('array'), tie('object'), tie('map'), tie('set'), tie('sparse')),
  array: fc.array(tie('value'), { maxLength: 4 }),
  object: fc.dictionary(fc.string({ maxLength: 6 }), tie('value'), { maxKeys: 4 }),
  map: fc.array(fc.tuple(fc.string({ maxLength: 4 }), tie('value')), { maxLength: 3 }).map((pairs) => new Map(pairs)),
  set: fc.array(tie('value'), { maxLength: 3 }).map((items) => new Set(items)),
  // An array with a hole: JSON writes null, the replacer sees undefined.
  sparse: fc.array(tie('value'), { maxLength: 3 }).map((items) => {
    const holed = [...items];
    holed.length += 1;
    return holed;
  }),
}));

describe('the render memo key', () => {
  it('writes any value the same by the fast path as by the canonical one', () => {
    fc.assert(fc.property(value, (v) => {
      expect(canonicalJson(v)).toBe(canonical(v));
    }), { numRuns: 1000 });
  });

  it('takes the fast path only where JSON.stringify writes the same', () => {
    expect(canonicalJson({ a: [1, 'x', { b: null }], d: new Date(0) })).toBe(JSON.stringify({ a: [1, 'x', { b: null }], d: new Date(0) }));
    // Where it would not, the canonical text: undefined, a Map and a hole are written in.
    expect(canonicalJson({ a: undefined })).not.toBe(JSON.stringify({ a: undefined }));
    expect(canonicalJson({ m: new Map([['k', 1]]) })).not.toBe(JSON.stringify({ m: new Map([['k', 1]]) }));
    expect(canonicalJson([1, , 2])).not.toBe(JSON.stringify([1, , 2]));
  });
});
