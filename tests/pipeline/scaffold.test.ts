/**
 * `npm run new <collection> <slug>` for every collection of the registry, on a copy of the
 * fixture site: the file names each required field with what goes there, `npm run check`
 * reports every empty one plainly (and nothing else), and the build writes nothing until they are filled.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { build } from '../../build/build.ts';
import { checkContent, projectPaths } from '../../build/pipeline.ts';
import { scaffold } from '../../build/scaffold.ts';
import { siteRegistry } from '../../src/collections.ts';
import { ROOT } from '../helpers/content.ts';

const temps: string[] = [];
afterAll(() => temps.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function fixtureCopy() {
  const dir = mkdtempSync(join(tmpdir(), 'scaffold-'));
  temps.push(dir);
  cpSync(join(ROOT, 'tests', 'fixtures', 'site', 'content'), join(dir, 'content'), { recursive: true });
  return { dir, paths: projectPaths(ROOT, { content: join(dir, 'content'), displayRoot: dir }) };
}

describe.each(siteRegistry.collections.map((c) => [c.folder, c] as const))('npm run new %s', (folder, definition) => {
  test('writes every required field empty under its description; check reports each as not filled in, and only those', () => {
    const { dir, paths } = fixtureCopy();
    const made = scaffold({ contentDir: paths.content, schemaDir: paths.schemas, displayRoot: dir, collection: folder, slug: 'new-entry', registry: siteRegistry });
    expect(made.file).toBe(`content/${folder}/new-entry.${definition.format === 'markdown' ? 'md' : 'yaml'}`);
    const text = readFileSync(join(dir, made.file), 'utf8');
    const problems = checkContent(paths).problems;
    const unfilled = problems.filter((p) => p.message === 'is not filled in yet');
    expect(unfilled).toHaveLength(made.fields);
    expect(made.fields).toBeGreaterThan(0);
    // Markdown files also lack their text; nothing else is wrong with a fresh file.
    const others = problems.filter((p) => !unfilled.includes(p));
    expect(others.map((p) => p.field)).toEqual(definition.format === 'markdown' ? ['body'] : []);
    for (const p of unfilled) {
      expect(p.file).toBe(made.file);
      // The line named is the empty field, and the comment above it says what goes there.
      const lines = text.split('\n');
      const key = p.field.split('.').at(-1)!;
      expect(lines[p.line - 1].trim()).toBe(`${key}:`);
      expect(p.hint).toMatch(/^write its value after the colon: \S/);
    }
  });
});

test('a file that exists is not overwritten, and a slug that cannot be a file name is refused', () => {
  const { dir, paths } = fixtureCopy();
  const opts = { contentDir: paths.content, schemaDir: paths.schemas, displayRoot: dir, registry: siteRegistry };
  expect(() => scaffold({ ...opts, collection: 'industries', slug: 'fintech' })).toThrow('content/industries/fintech.yaml already exists');
  expect(() => scaffold({ ...opts, collection: 'industries', slug: 'Green Energy' })).toThrow('lower-case words joined by hyphens');
  expect(() => scaffold({ ...opts, collection: 'events', slug: 'meetup' })).toThrow('"events" is not a collection');
});

test('the slug of a collection whose slug is its file name is written for the editor', () => {
  const { dir, paths } = fixtureCopy();
  const made = scaffold({ contentDir: paths.content, schemaDir: paths.schemas, displayRoot: dir, collection: 'industries', slug: 'green-energy', registry: siteRegistry });
  expect(readFileSync(join(dir, made.file), 'utf8')).toMatch(/^slug: green-energy$/m);
});

test('the build stops at an unfilled file: nothing of it reaches dist/', async () => {
  const { dir, paths } = fixtureCopy();
  scaffold({ contentDir: paths.content, schemaDir: paths.schemas, displayRoot: dir, collection: 'services', slug: 'new-service', registry: siteRegistry });
  const dist = join(dir, 'dist');
  const result = await build({ ...paths, dist }, { compress: false });
  expect(result.problems.filter((p) => p.message === 'is not filled in yet').length).toBeGreaterThan(0);
  expect(result.pages).toBe(0);
  expect(existsSync(dist)).toBe(false);
});
