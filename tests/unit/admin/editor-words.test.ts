/**
 * The editor in the editor's words: every label, hint, choice and rule message of every form
 * (generated from the schemas by build/admin/config.ts) and every problem message as the editor
 * shows it reads as plain words, without developer notation (tests/helpers/plain-words.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
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
