/**
 * The dev server's rebuild reads the content through build/dev/kept-content.ts: texts and folder
 * listings are kept, and only what the watcher reported is read again. Whatever files are
 * saved, created or deleted (and folders removed), the content it loads is the content on disk,
 * and a save reads no file but the saved one.
 */
import { mkdtempSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, expect, it } from 'vitest';
import { collectionTypes, contentTypes, singletonTypes } from '../../build/content-folders.ts';
import { siteRegistry } from '../../src/collections.ts';
import { keptContent } from '../../build/dev/kept-content.ts';
import { diskReader, keptParse, loadContent, memoryParseCache, type ContentReader } from '../../build/stages/load.ts';
import { parseSource, type ParseCache } from '../../build/stages/parse.ts';

const root = mkdtempSync(join(tmpdir(), 'kept-content-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const types = { singletonTypes, collectionTypes };
/** What the checks get from a load: every file's name, data, body, and the problems. */
const loaded = (content: string, reader: ContentReader, parse = parseSource) => {
  const { files, problems, dropped } = loadContent(content, root, types, memoryParseCache(), reader, parse);
  return { files: files.map((f) => ({ file: f.file, data: f.data, body: f.body })), problems: problems.map((p) => `${p.file}:${p.line}:${p.column} ${p.code}`), dropped: dropped.map((d) => d.file) };
};

/** A disk reader that counts what it reads. */
function counting(): ContentReader & { reads: string[] } {
  const reads: string[] = [];
  return { ...diskReader, reads, read: (abs) => (reads.push(abs), diskReader.read(abs)) };
}

const technologyNames = ['react', 'vue', 'node-js', 'Go Lang', 'rust'];
const texts = ['name: React\n', 'name: "Vue"\nkind: framework\n', 'name: [broken\n', '', 'name: Node: js\n', 'name: Rust\naliases:\n  - rs\n'];
type Action = { kind: 'write'; name: string; text: string } | { kind: 'delete'; name: string } | { kind: 'remove-folder' };
const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ kind: fc.constant('write' as const), name: fc.constantFrom(...technologyNames), text: fc.constantFrom(...texts) }),
  fc.record({ kind: fc.constant('delete' as const), name: fc.constantFrom(...technologyNames) }),
  fc.constant({ kind: 'remove-folder' as const }),
);

it('loads what is on disk after any saves, creations and deletions, forgetting only the paths the watcher names, parsing only changed texts', () => {
  let run = 0;
  fc.assert(
    fc.property(fc.array(fc.array(action, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 6 }), (saves) => {
      const content = join(root, `c${run++}`);
      const folder = join(content, 'technologies');
      mkdirSync(folder, { recursive: true });
      writeFileSync(join(folder, 'react.yaml'), texts[0]);
      const kept = keptContent();
      const parse = keptParse();
      expect(loaded(content, kept, parse)).toEqual(loaded(content, diskReader));
      for (const save of saves) {
        const reported: string[] = [];
        for (const a of save) {
          if (a.kind === 'remove-folder') {
            rmSync(folder, { recursive: true, force: true });
            reported.push(folder);
            continue;
          }
          const file = join(folder, `${a.name}.yaml`);
          if (a.kind === 'write') {
            mkdirSync(folder, { recursive: true });
            writeFileSync(file, a.text);
          } else rmSync(file, { force: true });
          reported.push(file);
        }
        kept.forget(reported);
        expect(loaded(content, kept, parse)).toEqual(loaded(content, diskReader));
      }
    }),
    { numRuns: 60 },
  );
});

it('reads and parses only the saved file again, with the content types made anew for each check', () => {
  const content = join(root, 'one-save');
  const folder = join(content, 'technologies');
  mkdirSync(folder, { recursive: true });
  for (const name of ['react', 'vue', 'rust']) writeFileSync(join(folder, `${name}.yaml`), `name: ${name}\n`);
  const disk = counting();
  const kept = keptContent(disk);
  const parse = keptParse();
  // js-yaml's reads: a cache that never has the text is told each one.
  const parsed: string[] = [];
  const parsing: ParseCache = { get: () => undefined, set: (text) => void parsed.push(text), save: () => {} };
  // As each check does (build/pipeline.ts), with types of its own.
  const load = () => loadContent(content, root, contentTypes(siteRegistry), parsing, kept, parse);
  load();
  expect(parsed).toHaveLength(3);
  expect(disk.reads.filter((f) => f.startsWith(folder))).toHaveLength(readdirSync(folder).length);

  disk.reads.length = 0;
  parsed.length = 0;
  writeFileSync(join(folder, 'vue.yaml'), 'name: Vue.js\n');
  kept.forget([join(folder, 'vue.yaml')]);
  const after = load();
  expect(disk.reads).toEqual([join(folder, 'vue.yaml')]);
  expect(parsed).toEqual(['name: Vue.js\n']);
  expect(after.files.find((f) => f.file.endsWith('vue.yaml'))?.data).toEqual({ name: 'Vue.js' });

  disk.reads.length = 0;
  parsed.length = 0;
  load();
  expect(disk.reads).toEqual([]);
  expect(parsed).toEqual([]);
});

it('gives each load its own copy of a kept file’s data', () => {
  const content = join(root, 'copies');
  const folder = join(content, 'technologies');
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'react.yaml'), 'name: React\naliases:\n  - ReactJS\n');
  const kept = keptContent();
  const parse = keptParse();
  const first = loadContent(content, root, types, memoryParseCache(), kept, parse).files.find((f) => f.name === 'react')!;
  // What a later stage might do to the data it was given.
  (first.data as { aliases: string[] }).aliases.push('changed');
  const second = loadContent(content, root, types, memoryParseCache(), kept, parse).files.find((f) => f.name === 'react')!;
  expect(second.data).toEqual({ name: 'React', aliases: ['ReactJS'] });
  // Positions of fields still come from the file's text.
  expect(second.doc.toJS()).toEqual({ name: 'React', aliases: ['ReactJS'] });
});
