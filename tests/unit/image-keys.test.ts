/**
 * A picture's cache key (build/images/probe.ts `hash`) names its file in every cache already made:
 * made in one call, it must be the key a hash updated part by part gave, or every cached picture
 * would be drawn and encoded again.
 */
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hash } from '../../build/images/probe.ts';

const partByPart = (...parts: (string | Buffer)[]) => {
  const h = createHash('sha256');
  for (const p of parts) h.update(p);
  return h.digest('hex').slice(0, 12);
};

describe('picture cache keys', () => {
  it('are the keys of a hash updated part by part, for any texts and bytes', () => {
    const part = fc.oneof(fc.string({ unit: 'binary', maxLength: 20 }), fc.uint8Array({ maxLength: 20 }).map((b) => Buffer.from(b)));
    fc.assert(fc.property(fc.array(part, { maxLength: 5 }), (parts) => {
      expect(hash(...parts)).toBe(partByPart(...parts));
    }), { numRuns: 1000 });
    expect(hash('social', '{"title":"Café — ₹"}')).toBe(partByPart('social', '{"title":"Café — ₹"}'));
    // A surrogate pair split between two parts.
    expect(hash('a\ud83d', '\ude80b')).toBe(partByPart('a\ud83d', '\ude80b'));
  });
});
