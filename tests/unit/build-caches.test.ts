/**
 * What the build keeps between runs of the same code: js-yaml's reading of each content file
 * (build/stages/load.ts) and rendered Markdown (src/lib/markdown.ts). A cached result must be
 * exactly what computing it gives, a changed text must be computed again, and what later stages
 * do to the data must never reach the cache.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { collectionTypes } from '../../build/content-types.ts';
import { openParseCache, parseSource } from '../../build/stages/load.ts';
import { createHighlighter } from '../../src/lib/highlight.ts';
import { createMarkdown, renderMarkdown } from '../../src/lib/markdown.ts';

const scratch = mkdtempSync(join(tmpdir(), 'build-caches-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const technologies = collectionTypes.find((t) => t.key === 'technologies')!;
const yaml = `name: Node.js
kind: backend
aliases:
  - Node
  - NodeJS
faqs:
  - question: "Why Node?"
    answer: >
      Fast to start,
      one language.
`;

describe('parsed content between builds', () => {
  const file = join(scratch, 'parsed.bin');

  it('gives the data js-yaml reads, in a later build too', () => {
    const uncached = parseSource(technologies, 'content/technologies/nodejs.yaml', yaml).source!.data;
    const first = openParseCache(file);
    expect(parseSource(technologies, 'content/technologies/nodejs.yaml', yaml, first).source!.data).toEqual(uncached);
    first.save();
    const later = openParseCache(file);
    const fromCache = parseSource(technologies, 'content/technologies/nodejs.yaml', yaml, later).source!.data;
    expect(fromCache).toEqual(uncached);
    expect(later.get(yaml)).toEqual(uncached);
  });

  it('keeps what was parsed, not what a later stage made of it', () => {
    const cache = openParseCache(file);
    const data = parseSource(technologies, 'content/technologies/nodejs.yaml', yaml, cache).source!.data as { name: string; aliases: string[] };
    data.name = 'changed by a stage';
    data.aliases.push('added');
    expect(cache.get(yaml)).toMatchObject({ name: 'Node.js', aliases: ['Node', 'NodeJS'] });
  });

  it('parses an edited text again, and still explains a text that breaks', () => {
    const cache = openParseCache(file);
    const edited = yaml.replace('name: Node.js', 'name: Deno');
    expect(parseSource(technologies, 'content/technologies/nodejs.yaml', edited, cache).source!.data).toMatchObject({ name: 'Deno' });
    const broken = parseSource(technologies, 'content/technologies/nodejs.yaml', 'name: "Node.js\nkind: backend\n', cache);
    expect(broken.source).toBeUndefined();
    expect(broken.problems[0]).toMatchObject({ file: 'content/technologies/nodejs.yaml', line: 1 });
  });
});

describe('rendered Markdown between builds', () => {
  const source = '## Why it matters\n\nA [guide](https://example.com) and "quotes".\n\n```\nconst a = 1;\n```\n\n### Next step\n\nMore.\n';

  it('is the same HTML and table of contents as rendering it, and renders an edited text again', () => {
    const dir = join(scratch, 'markdown');
    const uncached = renderMarkdown(createMarkdown(createHighlighter()), source);
    expect(renderMarkdown(createMarkdown(createHighlighter(), dir), source)).toEqual(uncached);
    expect(readdirSync(dir)).toHaveLength(1);
    // A later build, another instance: read from the folder.
    expect(renderMarkdown(createMarkdown(createHighlighter(), dir), source)).toEqual(uncached);
    expect(uncached.toc.map((t) => t.text)).toEqual(['Why it matters', 'Next step']);
    const edited = renderMarkdown(createMarkdown(createHighlighter(), dir), source.replace('Next step', 'Last step'));
    expect(edited.toc.map((t) => t.text)).toEqual(['Why it matters', 'Last step']);
    expect(readdirSync(dir)).toHaveLength(2);
  });
});
