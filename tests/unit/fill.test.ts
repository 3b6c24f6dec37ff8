/** The words of site.yaml `copy` with the page's values in them (src/content/counts.ts). */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fill, fillCount } from '../../src/content/counts.ts';

describe('fill', () => {
  it('puts each named value in its braces and leaves a name the page does not give as written, so it shows', () => {
    expect(fill('Building for {industry}?', { industry: 'healthcare' })).toBe('Building for healthcare?');
    expect(fill('{category} projects ({count})', { category: 'Games', count: 12 })).toBe('Games projects (12)');
    expect(fill('Building for {industy}?', { industry: 'healthcare' })).toBe('Building for {industy}?');
  });

  it('takes the form for one only when the number is 1', () => {
    const forms = { one: '{count} platform serves {name}.', other: '{count} platforms serve {name}.' };
    expect(fillCount(forms, 1, { name: 'banks' })).toBe('1 platform serves banks.');
    fc.assert(fc.property(fc.nat().filter((n) => n !== 1), (n) => fillCount(forms, n, { name: 'banks' }) === `${n} platforms serve banks.`));
  });

  it('a value with braces in it is put in as it is, not filled again', () => {
    fc.assert(fc.property(fc.string(), (value) => fill('[{a}]', { a: value }) === `[${value}]`));
  });
});
