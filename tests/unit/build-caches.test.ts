/**
 * What the build keeps between runs of the same code: js-yaml's reading of each content file
 * (build/stages/load.ts) and rendered Markdown, packed (src/lib/markdown-cache.ts). A cached result must be
 * exactly what computing it gives, a changed text must be computed again, and what later stages
 * do to the data must never reach the cache.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { collectionTypes } from '../../build/content-folders.ts';
import { openParseCache } from '../../build/stages/load.ts';
import { parseSource } from '../../build/stages/parse.ts';
import { createHighlighter, type Highlighter } from '../../src/lib/highlight.ts';
import { createMarkdown, renderMarkdown, saveMarkdownCache, useMarkdownCache } from '../../src/lib/markdown.ts';
import { decodePack, openMarkdownCache, PRERENDERED } from '../../src/lib/markdown-cache.ts';

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
  const uncached = renderMarkdown(createMarkdown(createHighlighter()), source);
  // A highlighter that refuses: a text with code that still renders was served from a pack.
  const refusing: Highlighter = { highlight: () => { throw new Error('rendered again'); }, release: () => {} };
  /** One build's render thread: renders `texts` with the packs in `dir`, then writes its own pack. */
  const build = (dir: string, texts: string[], highlighter: Highlighter = createHighlighter(), pack = 'main') => {
    const md = createMarkdown(highlighter);
    useMarkdownCache(md, openMarkdownCache(dir, pack));
    const rendered = texts.map((text) => renderMarkdown(md, text));
    saveMarkdownCache(md);
    return rendered;
  };

  it('serves a later build the same HTML and table of contents from one pack, and renders an edited text again', () => {
    const dir = join(scratch, 'markdown-later');
    expect(build(dir, [source])).toEqual([uncached]);
    expect(readdirSync(dir)).toEqual(['main.pack']);
    expect(build(dir, [source], refusing)).toEqual([uncached]);
    expect(uncached.toc.map((t) => t.text)).toEqual(['Why it matters', 'Next step']);
    const edited = source.replace('Next step', 'Last step');
    expect(() => build(dir, [edited], refusing)).toThrow('rendered again');
    expect(build(dir, [edited])[0].toc.map((t) => t.text)).toEqual(['Why it matters', 'Last step']);
    // The pack holds what the last build used: the edited text, and no longer the first.
    expect([...decodePack(readFileSync(join(dir, 'main.pack')))!.keys()]).toHaveLength(1);
    expect(() => build(dir, [source], refusing)).toThrow('rendered again');
  });

  it('gives back any rendering as it was kept: HTML with quotes and line breaks, headings with any text', () => {
    const dir = join(scratch, 'markdown-any');
    const text = fc.string({ unit: 'binary', maxLength: 30 });
    const rendering = fc.record({ html: text, toc: fc.array(fc.record({ id: text, text, html: text, level: fc.constantFrom(2, 3) }), { maxLength: 3 }) });
    fc.assert(fc.property(fc.uniqueArray(fc.tuple(fc.string({ minLength: 1 }), rendering), { selector: ([source]) => source, maxLength: 4 }), (entries) => {
      rmSync(dir, { recursive: true, force: true });
      const writing = openMarkdownCache(dir, 'main');
      for (const [source, value] of entries) writing.set(source, value);
      writing.save();
      const reading = openMarkdownCache(dir, 'main');
      for (const [source, value] of entries) expect(reading.get(source)).toEqual(value);
    }), { numRuns: 200 });
  });

  it('reads, when refreshed, a pack another thread wrote after it was opened, and only that pack again', () => {
    const dir = join(scratch, 'markdown-refresh');
    const early = { html: '<p>early</p>\n', toc: [] };
    const late = { html: '<p>late</p>\n', toc: [] };
    const first = openMarkdownCache(dir, 'prerendered');
    first.set('early', early);
    first.save();
    const main = openMarkdownCache(dir, 'main');
    const worker = openMarkdownCache(dir, 'prerendered');
    worker.set('late', late);
    worker.save();
    expect(main.get('late')).toBeUndefined();
    const pack = join(dir, 'prerendered.pack');
    const time = new Date(Date.now() - 60_000);
    utimesSync(pack, time, time);
    main.refresh();
    expect([main.get('early'), main.get('late')]).toEqual([early, late]);
    // A pack of the same size and time is not read again (a damaged pack read is deleted).
    const damaged = readFileSync(pack);
    damaged[damaged.length - 3] ^= 1;
    writeFileSync(pack, damaged);
    utimesSync(pack, time, time);
    main.refresh();
    expect(existsSync(pack)).toBe(true);
    utimesSync(pack, time, new Date(time.getTime() + 5000));
    main.refresh();
    expect(existsSync(pack)).toBe(false);
    expect(main.get('late')).toEqual(late);
  });

  it('highlights code the same after the highlighter has let its grammars go (a build does when its pages are rendered)', () => {
    const highlighter = createHighlighter();
    const code = 'const total = items.reduce((sum, item) => sum + item.price, 0);';
    const first = highlighter.highlight(code, 'ts');
    expect(first).toContain('<span class="hl-');
    highlighter.release();
    expect(highlighter.highlight(code, 'ts')).toBe(first);
  });

  it('reads the packs of both render threads', () => {
    const dir = join(scratch, 'markdown-threads');
    const other = 'Another *text*.\n\n```\nlet b = 2;\n```\n';
    build(dir, [source], createHighlighter(), 'main');
    build(dir, [other], createHighlighter(), 'worker');
    expect(readdirSync(dir).sort()).toEqual(['main.pack', 'worker.pack']);
    expect(build(dir, [other, source], refusing)).toEqual([renderMarkdown(createMarkdown(createHighlighter()), other), uncached]);
  });

  it("serves the worker's pack of every body without copying it into a render thread's pack", () => {
    const dir = join(scratch, 'markdown-bodies');
    const other = 'A text of a YAML field, *rendered* by this thread.\n';
    build(dir, [source], createHighlighter(), PRERENDERED);
    // This thread renders `other` and is served `source`: its pack holds only what it rendered.
    expect(build(dir, [source, other], createHighlighter(), 'main')[0]).toEqual(uncached);
    expect(readdirSync(dir).sort()).toEqual(['main.pack', 'prerendered.pack']);
    expect(decodePack(readFileSync(join(dir, 'main.pack')))?.size).toBe(1);
    // Both are served to a later build from the two packs.
    expect(build(dir, [source, other], refusing, 'worker')).toEqual([uncached, renderMarkdown(createMarkdown(createHighlighter()), other)]);
    // The worker's own pack keeps every body it was served from it.
    build(dir, [source], refusing, PRERENDERED);
    expect(decodePack(readFileSync(join(dir, 'prerendered.pack')))?.size).toBe(1);
  });

  it('takes a pack this thread wrote from memory while its file is as written, and from disk once it changed', () => {
    const dir = join(scratch, 'markdown-written');
    const body = { html: '<p>body</p>\n', toc: [] };
    const writing = openMarkdownCache(dir, PRERENDERED);
    writing.set('body', body);
    const written = writing.save()!;
    const file = join(dir, `${PRERENDERED}.pack`);
    const stat = statSync(file);
    expect(written).toMatchObject({ name: PRERENDERED, version: `${stat.size}:${stat.mtimeMs}` });
    // Other bytes, the same size and a time of whole seconds (utimes takes seconds as a float: a
    // time in milliseconds may come back a nanosecond off): only a reader that does not read the
    // file serves the entry.
    const damaged = readFileSync(file);
    damaged[damaged.length - 2] ^= 1;
    writeFileSync(file, damaged);
    const mtime = new Date(Math.floor(stat.mtimeMs / 1000) * 1000);
    utimesSync(file, mtime, mtime);
    const asWritten = { ...written, version: `${stat.size}:${mtime.getTime()}` };
    expect(openMarkdownCache(dir, 'worker', [asWritten]).get('body')).toEqual(body);
    // Changed since: read from disk, found damaged, deleted, not served.
    utimesSync(file, mtime, new Date(mtime.getTime() + 5000));
    expect(openMarkdownCache(dir, 'worker', [asWritten]).get('body')).toBeUndefined();
    expect(existsSync(file)).toBe(false);
  });

  it.each([
    ['cut short', (bytes: Buffer) => bytes.subarray(0, bytes.length - 7)],
    ['with a changed byte', (bytes: Buffer) => { const copy = Buffer.from(bytes); copy[copy.length - 20] ^= 1; return copy; }],
    ['of another format', (bytes: Buffer) => Buffer.concat([Buffer.from('not a pack\n'), bytes])],
  ])('never serves a pack %s: renders again and writes a sound pack', (_, damage) => {
    const dir = join(scratch, `markdown-damaged-${Math.random().toString(36).slice(2)}`);
    build(dir, [source]);
    const file = join(dir, 'main.pack');
    writeFileSync(file, damage(readFileSync(file)));
    expect(decodePack(readFileSync(file))).toBeUndefined();
    expect(() => build(dir, [source], refusing)).toThrow('rendered again');
    expect(build(dir, [source])).toEqual([uncached]);
    expect(decodePack(readFileSync(file))?.size).toBe(1);
    expect(build(dir, [source], refusing)).toEqual([uncached]);
  });
});
