/**
 * Fields naming other entries (build/admin/config.ts `referenceChoicesOf`, src/admin/reference-choices.ts):
 * each entry offered once by its display name, found by its other names, and every value written
 * in the content shown as the entry it counts as and kept as written.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { parse } from 'yaml';
import { decapConfig, referenceChoicesOf, REFERENCE_WIDGET, type DecapField, type FieldSchema } from '../../../build/admin/config.ts';
import { choiceOf, labelOf, menuOptions, sameName, type ReferenceRule } from '../../../src/admin/reference-choices.ts';
import { siteRegistry } from '../../../src/collections.ts';
import { ROOT } from '../../helpers/content.ts';

const SCHEMAS = join(ROOT, 'schemas');
const schemaFiles = Object.fromEntries(readdirSync(SCHEMAS).filter((f) => f.endsWith('.schema.json')).map((f) => [f, JSON.parse(readFileSync(join(SCHEMAS, f), 'utf8')) as FieldSchema]));

/** The real entries of every collection: file name and fields (a Markdown file's front matter). */
function realEntries() {
  return Object.fromEntries(siteRegistry.collections.map((c) => {
    const dir = join(ROOT, 'content', c.folder);
    const files = existsSync(dir) ? readdirSync(dir).filter((f) => /\.(ya?ml|md)$/.test(f)) : [];
    return [c.name, files.map((f) => {
      const text = readFileSync(join(dir, f), 'utf8');
      const data = f.endsWith('.md') ? parse(/^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '') : parse(text);
      return { slug: f.replace(/\.(ya?ml|md)$/, ''), data: (data ?? {}) as Record<string, unknown> };
    })];
  }));
}


const entries = realEntries();
const all = referenceChoicesOf(siteRegistry, entries);
const config = decapConfig({ registry: siteRegistry, schemas: schemaFiles, repo: 'tarkaa/site', origin: 'https://www.tarkaa.dev', referenceChoices: all });

/** Every reference field of the registry with its configuration and its rule. */
const referenceFields = siteRegistry.collections.flatMap((c) => Object.keys(c.references ?? {}).map((name) => {
  const field = (config.collections.find((col) => col.name === c.name)!.fields as DecapField[]).find((f) => f.name === name)!;
  const rule: ReferenceRule = { writes: field.writes as ReferenceRule['writes'], acceptsNames: field.accepts_names as boolean };
  return { collection: c.name, name, field, rule };
}));

test('every reference field is the reference picker, with its entries and the values written in the content', () => {
  expect(referenceFields.length).toBeGreaterThan(5);
  for (const { field } of referenceFields) {
    expect(field.widget).toBe(REFERENCE_WIDGET);
    expect((field.choices as unknown[]).length, field.name).toBeGreaterThan(0);
  }
});

test('every value of every real entry shows as the entry it counts as (or as written) and is kept as written', () => {
  let checked = 0;
  for (const { collection, name, field, rule } of referenceFields) {
    const choices = all[field.collection as string].entries;
    for (const entry of entries[collection] ?? []) {
      const written = entry.data[name];
      for (const value of Array.isArray(written) ? written : written === undefined ? [] : [written]) {
        const label = labelOf(value, choices, rule);
        const choice = choiceOf(value, choices, rule);
        // A value the check accepts as an entry reads as that entry's name.
        if (choice) expect(label, `${collection}/${entry.slug}: ${name} "${value}"`).toContain(choice.name);
        else expect(label).toBe(value);
        expect(field.written, `${collection}/${entry.slug}: ${name} "${value}"`).toContain(value);
        checked++;
      }
    }
  }
  expect(checked).toBeGreaterThan(100);
});

test('technologies are offered once each, by display name; other names find them but are not listed', () => {
  const { field, rule } = referenceFields.find((f) => f.collection === 'portfolio' && f.name === 'technologies')!;
  const choices = all.technologies.entries;
  const options = menuOptions([], choices, rule, field.written as string[]);
  const labels = options.map((o) => o.label);
  for (const [i, a] of labels.entries()) for (const b of labels.slice(i + 1)) expect(sameName(a, b), `${a} / ${b}`).toBe(false);
  for (const t of choices) {
    expect(labels.filter((l) => l === t.name)).toHaveLength(1);
    for (const alias of t.aliases) if (!sameName(alias, t.name)) expect(labels, alias).not.toContain(alias);
  }
  const node = options.find((o) => o.label === 'Node.js')!;
  expect(node.search).toMatch(/NodeJS/);
  // Far fewer entries than the values written in the content (redis/Redis, five spellings of Node.js).
  expect(options.length).toBeLessThan((field.written as string[]).length);
  // A tool without a page, written in a project, is offered once as written.
  for (const value of (field.written as string[]).filter((v) => !choiceOf(v, choices, rule))) {
    expect(labels.filter((l) => sameName(l, value)), value).toHaveLength(1);
  }
});

test('a case study\'s industry offers each industry by name and writes its file name, the one form the check accepts', () => {
  const { field, rule } = referenceFields.find((f) => f.collection === 'caseStudies' && f.name === 'industry')!;
  expect(rule).toEqual({ writes: 'slug', acceptsNames: false });
  const options = menuOptions([], all.industries.entries, rule, field.written as string[]);
  expect(options.map((o) => o.value).sort()).toEqual((entries.industries ?? []).map((i) => i.slug).sort());
  expect(options.find((o) => o.value === 'real-estate')?.label).toBe('Real Estate');
});

test('an entry already chosen under any of its names is not offered again', () => {
  const { field, rule } = referenceFields.find((f) => f.collection === 'portfolio' && f.name === 'technologies')!;
  const choices = all.technologies.entries;
  const written = field.written as string[];
  fc.assert(fc.property(fc.subarray(written), (selected) => {
    const offered = menuOptions(selected, choices, rule, written);
    for (const value of selected) {
      const choice = choiceOf(value, choices, rule);
      for (const option of offered) {
        if (choice) expect(choiceOf(option.value, choices, rule)?.slug).not.toBe(choice.slug);
        else expect(sameName(option.value, value)).toBe(false);
      }
    }
  }));
});

test('the editor counts a written name as an entry by the same rule as the check and the pages (+ and # matter)', () => {
  const choices = [{ slug: 'c', name: 'C', aliases: [] }, { slug: 'csharp', name: 'C#', aliases: [] }, { slug: 'cpp', name: 'C++', aliases: ['CPP'] }];
  const rule: ReferenceRule = { writes: 'name', acceptsNames: true };
  expect(choiceOf('c#', choices, rule)?.slug).toBe('csharp');
  expect(choiceOf('c ++', choices, rule)?.slug).toBe('cpp');
  expect(labelOf('c#', choices, rule)).toBe('C#');
  expect(sameName('C#', 'C')).toBe(false);
});
