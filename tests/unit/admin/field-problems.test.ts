import { describe, expect, it } from 'vitest';
import { fieldTrail } from '../../../src/admin/field-problems.ts';

describe('fieldTrail: the form fields a problem’s field path goes on', () => {
  it('is the field itself for a top-level field', () => {
    expect(fieldTrail('industry')).toEqual(['industry']);
  });
  it('follows object members down to the nested field', () => {
    expect(fieldTrail('meta.title')).toEqual(['meta', 'title']);
  });
  it('stops at a list: its items are not fields of their own in the form', () => {
    expect(fieldTrail('technologies[2]')).toEqual(['technologies']);
    expect(fieldTrail('faq[1].answer')).toEqual(['faq']);
    expect(fieldTrail('meta.keywords[3]')).toEqual(['meta', 'keywords']);
  });
  it('is empty for a problem of the whole file', () => {
    expect(fieldTrail('')).toEqual([]);
  });
});
