/**
 * The editor in the editor's words: every label, hint, choice and rule message of every form
 * (generated from the schemas by build/admin/config.ts) and every problem message as the editor
 * shows it reads as plain words, without developer notation (tests/helpers/plain-words.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { parseDocument } from 'yaml';
import { beforeAll, describe, expect, test } from 'vitest';
import { checkEntry, type ContentSnapshot } from '../../../src/admin/check.ts';
import { inEditorWords } from '../../../src/admin/field-problems.ts';
import { type Validators } from '../../../build/stages/validate.ts';
import { compileSchemas } from '../../../build/stages/compile-schemas.ts';
import { gatherFacts, loadContent } from '../../../build/stages/load.ts';
import { decapConfig, type DecapField, type FieldSchema } from '../../../build/admin/config.ts';
import { siteRegistry } from '../../../src/collections.ts';
import { ROOT } from '../../helpers/content.ts';
import { developerNotation } from '../../helpers/plain-words.ts';

const SCHEMAS = join(ROOT, 'schemas');
const schemaFiles = Object.fromEntries(readdirSync(SCHEMAS).filter((f) => f.endsWith('.schema.json')).map((f) => [f, JSON.parse(readFileSync(join(SCHEMAS, f), 'utf8')) as FieldSchema]));
const config = decapConfig({ registry: siteRegistry, schemas: schemaFiles, repo: 'tarkaa/site', origin: 'https://www.tarkaa.dev' });

/** Every text the editor reads in a form, with where it is. */
function formTexts(fields: DecapField[], at: string, out: { where: string; kind: 'label' | 'hint' | 'message'; text: string }[] = []) {
  for (const f of fields) {
    const where = `${at} › ${f.label}`;
    out.push({ where, kind: 'label', text: f.label });
    if (f.hint) out.push({ where, kind: 'hint', text: f.hint });
    if (f.pattern) out.push({ where, kind: 'message', text: f.pattern[1] });
    for (const option of (f.options as (string | { label: string })[] | undefined) ?? []) {
      out.push({ where: `${where} (choice)`, kind: 'label', text: typeof option === 'object' ? option.label : option });
    }
    if (Array.isArray(f.fields)) formTexts(f.fields as DecapField[], where, out);
    if (f.field) formTexts([f.field as DecapField], where, out);
    for (const type of (f.types as DecapField[] | undefined) ?? []) {
      out.push({ where: `${where} (kind of section)`, kind: 'label', text: type.label });
      formTexts(type.fields as DecapField[], `${where} › ${type.label}`, out);
    }
  }
  return out;
}

const texts = config.collections.flatMap((c) => [
  { where: c.label, kind: 'label' as const, text: c.label },
  ...formTexts(c.fields ?? c.files!.flatMap((f) => f.fields), c.label),
]);

describe('the forms', () => {
  test('there are labels and hints for every field to read', () => {
    expect(texts.filter((t) => t.kind === 'label').length).toBeGreaterThan(250);
    expect(texts.filter((t) => t.kind === 'hint').length).toBeGreaterThan(200);
  });

  test('no label, hint, choice or rule message contains developer notation', () => {
    const bad = texts.map((t) => ({ ...t, found: developerNotation(t.text, t.kind) })).filter((t) => t.found.length);
    expect(bad.map((t) => `${t.where} [${t.kind}] ${t.text} — ${t.found.join(', ')}`)).toEqual([]);
  });
});

// ── Messages: every problem the check on save reports, as the editor reads it ──

let snapshot: ContentSnapshot;
let validators: Validators;
const realFiles = () => snapshot.files.filter((f) => f.file.endsWith('.yaml') && f.type !== 'redirects');
const formOf = (type: string) => {
  const c = config.collections.find((col) => col.name === type)!;
  return c.fields ?? c.files![0].fields;
};

beforeAll(() => {
  const loaded = loadContent(join(ROOT, 'content'), ROOT);
  snapshot = { files: loaded.files.map((f) => ({ file: f.file, type: f.type.key, text: readFileSync(join(ROOT, f.file), 'utf8') })), facts: gatherFacts(join(ROOT, 'content', 'images')) };
  validators = compileSchemas(join(ROOT, 'schemas'), join(ROOT, '.cache'));
});

/** Every scalar of a parsed file with its path (`faqs.0.answer`). */
function leaves(value: unknown, path: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  if (Array.isArray(value)) value.forEach((v, i) => leaves(v, [...path, i], out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) leaves(v, [...path, k], out);
  else out.push(path);
  return out;
}

/** The mistakes editors make in a field: emptied, too short, a wrong kind of value, a link to nowhere, a name that is no entry, too long. */
const BROKEN_VALUES = ['', 'x', 12345, '/no-such-page', 'Not A Web Address!', 'no-such-entry', 'a'.repeat(400), true];

describe('the messages of the check on save', () => {
  test('name the field by its labels and say what to do, without developer notation, for any mistake in any file', () => {
    let seen = 0;
    fc.assert(fc.property(fc.nat(), fc.nat(), fc.constantFrom(...BROKEN_VALUES, undefined), (fileAt, leafAt, broken) => {
      const files = realFiles();
      const source = files[fileAt % files.length];
      const doc = parseDocument(source.text);
      const paths = leaves(doc.toJS());
      const path = paths[leafAt % paths.length];
      if (broken === undefined) doc.deleteIn(path);
      else doc.setIn(path, broken);
      const problems = checkEntry(snapshot, { file: source.file, type: source.type, text: doc.toString() }, validators, siteRegistry).problems;
      for (const problem of problems) {
        const shown = inEditorWords(problem, formOf(source.type), doc.toJS());
        const line = `${shown.where}: ${shown.message}${shown.hint ? ` (${shown.hint})` : ''}`;
        expect(developerNotation(line, 'message'), `${source.file} ${path.join('.')} = ${JSON.stringify(broken)}: ${line}`).toEqual([]);
        seen++;
      }
    }), { numRuns: 200 });
    // Many mistakes raise no problem (a text that may be empty): 80 random runs once gave 39
    // problems and failed a CI run; 200 gave 132–141 in three runs.
    expect(seen).toBeGreaterThan(40);
  }, 120_000);

  test('a field path reads as the form\'s labels, list items by their number', () => {
    const industries = formOf('industries');
    expect(inEditorWords({ code: 'x', file: 'f', line: 1, column: 1, field: 'problems[0].title', message: 'is too short', severity: 'error' }, industries).where).toBe('Problems, item 1, Title');
    expect(inEditorWords({ code: 'x', file: 'f', line: 1, column: 1, field: 'meta.title', message: 'is too long', severity: 'error' }, industries).where).toBe('Search and sharing, Title in search results');
    expect(inEditorWords({ code: 'x', file: 'f', line: 1, column: 1, field: '', message: 'missing required field "slug"', severity: 'error' }, industries)).toMatchObject({ where: 'This page', message: 'missing required field “Web address”' });
  });
});

test('a section\'s field reads with the labels of its kind of section', () => {
  const pages = formOf('pages');
  const data = { sections: [{ type: 'stats', items: [] }, { type: 'features', items: [{ title: 'A' }, { title: 'B' }] }] };
  const problem = { code: 'x', file: 'f', line: 1, column: 1, field: 'sections[1].items[1].href', message: 'is wrong', severity: 'error' as const };
  expect(inEditorWords(problem, pages, data).where).toBe('Sections, item 2, Cards, item 2, Links to');
  // Without the entry's values, the kind of section that has such a field.
  expect(inEditorWords(problem, pages).where).toBe('Sections, item 2, Cards, item 2, Links to');
});
