/**
 * The editor's file formats (src/admin/format.ts) over every content file: what Decap reads,
 * holds in its store (Immutable) and writes back gives the same values, and keeps the modeline
 * and the front matter.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fromJS } from 'immutable';
import { load as loadYaml, CORE_SCHEMA } from 'js-yaml';
import { describe, expect, test } from 'vitest';
import { frontMatterFormat, nextSave, schemaPathFor, yamlFormat, yamlListFormat } from '../../../src/admin/format.ts';
import { siteRegistry } from '../../../src/collections.ts';
import { ROOT } from '../../helpers/content.ts';

function contentFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const abs = join(dir, name);
    if (statSync(abs).isDirectory()) return name === 'images' ? [] : contentFiles(abs);
    return /\.(ya?ml|md)$/.test(name) ? [relative(ROOT, abs)] : [];
  });
}

const files = contentFiles(join(ROOT, 'content'));
const schemaOf = (file: string) => siteRegistry.singletons.find((s) => `content/${s.file}` === file)?.schema ?? siteRegistry.collections.find((c) => file.startsWith(`content/${c.folder}/`))!.schema;
const formatOf = (file: string) => (file.endsWith('.md') ? frontMatterFormat : file.endsWith('redirects.yaml') ? yamlListFormat('items') : yamlFormat);
/** What the build reads from a file (js-yaml, core schema, as build/stages/parse.ts), to compare values. */
function buildValues(text: string, markdown: boolean): unknown {
  if (!markdown) return loadYaml(text, { schema: CORE_SCHEMA });
  const m = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(text)!;
  return { data: loadYaml(m[1], { schema: CORE_SCHEMA }), body: text.slice(m[0].length) };
}
/** Decap keeps entry data as Immutable collections and hands `toJS()` to the format. */
const throughDecap = (data: unknown) => (fromJS(data) as { toJS(): Record<string, unknown> }).toJS();

test('there are content files of every kind', () => {
  expect(files.filter((f) => f.endsWith('.md')).length).toBeGreaterThan(5);
  expect(files).toContain('content/site.yaml');
  expect(files).toContain('content/redirects.yaml');
});

describe('an entry opened and saved unchanged keeps its values and its modeline, byte for byte', () => {
  test.each(files)('%s', (file) => {
    const raw = readFileSync(join(ROOT, file), 'utf8');
    const format = formatOf(file);
    const data = throughDecap(format.fromFile(raw));
    nextSave({ raw, path: file, schema: schemaOf(file), data });
    const saved = format.toFile(data);
    expect(buildValues(saved, file.endsWith('.md'))).toEqual(buildValues(raw, file.endsWith('.md')));
    const firstLine = raw.split('\n')[0];
    if (firstLine.startsWith('# yaml-language-server:')) expect(saved.split('\n')[0]).toBe(firstLine);
    expect(saved).toBe(raw);
  });
});

test('a changed value is written in place: other lines, comments and quoting stay as they were', () => {
  const raw = '# yaml-language-server: $schema=../../schemas/portfolio.schema.json\n# Our first project.\nid: 1\ntitle: "Old name"  # shown on the card\ntechnologies:\n  - "React"\nmetrics:\n  users: 50K+\n';
  const data = throughDecap(yamlFormat.fromFile(raw));
  data.title = 'New name';
  (data.technologies as string[]).push('Node.js');
  nextSave({ raw, path: 'content/portfolio/x.yaml', schema: 'portfolio', data });
  expect(yamlFormat.toFile(data)).toBe('# yaml-language-server: $schema=../../schemas/portfolio.schema.json\n# Our first project.\nid: 1\ntitle: "New name" # shown on the card\ntechnologies:\n  - "React"\n  - Node.js\nmetrics:\n  users: 50K+\n');
});

test('a changed value leaves every other line as it was, long folded paragraphs included', () => {
  const raw = 'title: Old\nsummary:\n  A long paragraph folded by hand over two lines, the way editors\n  and formatters leave it. # why\nyear: 2020\n';
  const data = throughDecap(yamlFormat.fromFile(raw));
  data.title = 'New: better';
  data.year = 2021;
  nextSave({ raw, path: 'content/x/y.yaml', schema: 'x', data });
  expect(yamlFormat.toFile(data)).toBe('title: "New: better"\nsummary:\n  A long paragraph folded by hand over two lines, the way editors\n  and formatters leave it. # why\nyear: 2021\n');
});

test('text that would read back as another type is written so that it does not', () => {
  const raw = 'code: abc\n';
  const data = { code: '2021' };
  nextSave({ raw, path: 'content/x/y.yaml', schema: 'x', data });
  expect(yamlFormat.fromFile(yamlFormat.toFile(data))).toEqual({ code: '2021' });
});

test('a new file gets the modeline of its schema and the fields in the form\'s order', () => {
  const data = { title: 'Fintech', slug: 'fintech' };
  nextSave({ path: 'content/industries/fintech.yaml', schema: 'industry', data });
  expect(yamlFormat.toFile(data, ['slug', 'title'])).toBe('# yaml-language-server: $schema=../../schemas/industry.schema.json\nslug: fintech\ntitle: Fintech\n');
  expect(schemaPathFor('content/site.yaml', 'site')).toBe('../schemas/site.schema.json');
});

test('a Markdown file keeps its front matter fields and its body', () => {
  const raw = '---\ntitle: "Guide"\ndate: 2025-04-08\ntags:\n  - a\n---\n\nThe text, **as written**.\n';
  const data = throughDecap(frontMatterFormat.fromFile(raw));
  expect(data).toEqual({ title: 'Guide', date: '2025-04-08', tags: ['a'], body: '\nThe text, **as written**.\n' });
  data.title = 'Better guide';
  nextSave({ raw, path: 'content/blog/guide.md', schema: 'article', data });
  expect(frontMatterFormat.toFile(data)).toBe('---\ntitle: "Better guide"\ndate: 2025-04-08\ntags:\n  - a\n---\n\nThe text, **as written**.\n');
});

test('the data of another entry is not written into the file a save announced', () => {
  const raw = '# yaml-language-server: $schema=../../schemas/industry.schema.json\nname: A\n';
  nextSave({ raw, path: 'content/industries/a.yaml', schema: 'industry', data: { name: 'A' } });
  // Decap's draft backup of another entry: a document of its own, not a merge into a.yaml.
  expect(yamlFormat.toFile({ name: 'B', extra: 1 })).toBe('name: B\nextra: 1\n');
});
