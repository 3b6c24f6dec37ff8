import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pathSteps, topField, valueAt } from '../../../src/admin/field-problems.ts';

describe('pathSteps: the fields and list items a problem’s field path walks the form by', () => {
  it('is the field itself for a top-level field', () => {
    expect(pathSteps('industry')).toEqual([{ name: 'industry', items: [] }]);
  });
  it('follows object members down to the nested field', () => {
    expect(pathSteps('meta.title')).toEqual([{ name: 'meta', items: [] }, { name: 'title', items: [] }]);
  });
  it('goes into list items, at every depth', () => {
    expect(pathSteps('hero.actions[1].href')).toEqual([{ name: 'hero', items: [] }, { name: 'actions', items: [1] }, { name: 'href', items: [] }]);
    expect(pathSteps('features[2]')).toEqual([{ name: 'features', items: [2] }]);
    expect(pathSteps('sections[3].items[0].list[4]')).toEqual([{ name: 'sections', items: [3] }, { name: 'items', items: [0] }, { name: 'list', items: [4] }]);
    expect(pathSteps('grid[1][2]')).toEqual([{ name: 'grid', items: [1, 2] }]);
  });
  it('is empty for a problem of the whole file', () => {
    expect(pathSteps('')).toEqual([]);
    expect(topField('')).toBe('');
  });
  it('names the top-level field of any path', () => {
    expect(topField('sections[3].items[0].title')).toBe('sections');
  });
});

describe('valueAt: the value a problem’s path points at (its message goes when it changes)', () => {
  const data = { hero: { actions: [{ href: '/a' }, { href: '/b' }] }, features: ['x', 'y'] };
  it('reads through objects and list items', () => {
    expect(valueAt(data, 'hero.actions[1].href')).toBe('/b');
    expect(valueAt(data, 'features[1]')).toBe('y');
    expect(valueAt(data, 'hero.actions[5].href')).toBeUndefined();
  });
  it('finds every value of any nesting of objects and lists by the path the check writes for it', () => {
    // A tree of objects and lists, each leaf a distinct number, and the path the check writes to each leaf.
    const tree = fc.letrec((tie) => ({
      node: fc.oneof({ depthSize: 'small' }, fc.integer(), fc.array(tie('node'), { maxLength: 3 }), fc.dictionary(fc.constantFrom('a', 'bB', 'items', 'href'), tie('node'), { maxKeys: 3 })),
    })).node;
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('hero', 'sections', 'meta'), tree, { minKeys: 1 }), (data) => {
        const leaves: [string, unknown][] = [];
        const walk = (value: unknown, path: string) => {
          if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${path}[${i}]`));
          else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, path ? `${path}.${k}` : k);
          else leaves.push([path, value]);
        };
        walk(data, '');
        for (const [path, value] of leaves) {
          expect(valueAt(data, path)).toBe(value);
          expect(topField(path)).toBe(Object.keys(data).find((k) => path === k || path.startsWith(`${k}.`) || path.startsWith(`${k}[`)));
        }
      }),
    );
  });
});
