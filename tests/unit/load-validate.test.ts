import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectionTypes } from '../../build/content-folders.ts';
import { formatFieldPath, locate, parsePointer } from '../../build/locate.ts';
import { parseSource } from '../../build/stages/parse.ts';
import { validateSources } from '../../build/stages/validate.ts';
import { compileSchemas } from '../../build/stages/compile-schemas.ts';

const type = (key: string) => collectionTypes.find((t) => t.key === key)!;
const validators = compileSchemas(resolve(import.meta.dirname, '../../schemas'));

describe('load', () => {
  it('parses front matter and keeps the body and its first line', () => {
    const { source, problems } = parseSource(type('legal'), 'content/legal/x.md', '---\ntitle: X\n---\n\nHello\n');
    expect(problems).toEqual([]);
    expect(source!.data).toEqual({ title: 'X' });
    expect(source!.body).toBe('\nHello\n');
    expect(source!.bodyLine).toBe(4);
  });

  it('reports a Markdown file without front matter', () => {
    const { problems } = parseSource(type('articles'), 'content/blog/x.md', '# Title\n');
    expect(problems[0]).toMatchObject({ code: 'markdown-front-matter', message: 'missing front matter' });
  });

  it('reads a Markdown file that starts with a byte-order mark (some Windows editors add one)', () => {
    const { source, problems } = parseSource(type('legal'), 'content/legal/x.md', '\ufeff---\ntitle: X\n---\n\nHello\n');
    expect(problems).toEqual([]);
    expect(source!.data).toEqual({ title: 'X' });
  });

  it('reports a duplicate key once, at the second one', () => {
    const { problems } = parseSource(type('technologies'), 'content/technologies/x.yaml', 'name: A\nkind: data\nname: B\n');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ code: 'yaml-duplicate-key', line: 3, column: 1 });
  });
});

describe('locate', () => {
  it('finds nested values in front matter, offset by the opening --- line', () => {
    const { source } = parseSource(type('articles'), 'x.md', '---\ntitle: T\nkeywords:\n  - a\n  - b\n---\n');
    expect(locate(source!, ['keywords', 1])).toEqual({ line: 5, column: 5 });
    expect(formatFieldPath(parsePointer('/sections/3/items/0/title'))).toBe('sections[3].items[0].title');
  });
});

describe('validate', () => {
  it('collapses a failed alternative into one message from the schema', () => {
    const { source } = parseSource(type('services'), 'content/services/x.yaml', 'startingPrice: free\n');
    const problems = validateSources([source!], validators);
    const price = problems.filter((p) => p.field === 'startingPrice');
    expect(price).toHaveLength(1);
    expect(price[0].message).toBe('does not have an allowed form');
    expect(price[0].hint).toMatch(/rupees/);
  });

  it('names an unknown section type and suggests the closest', () => {
    const { source } = parseSource(type('pages'), 'content/pages/x.yaml', 'meta: { title: Title here, description: A description that is long enough to pass the minimum length. }\nhero: { title: Hi there, lead: A lead paragraph that is long enough. }\nsections:\n  - type: stat\n    items: []\n');
    const problems = validateSources([source!], validators);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ line: 4, field: 'sections[0]', message: 'unknown section type "stat"', hint: 'did you mean "stats"?' });
  });
});
