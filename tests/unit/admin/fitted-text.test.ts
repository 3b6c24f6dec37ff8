/**
 * Issue 28: a text over (or under) its length limit previews as the editor typed it, fitted to the
 * limit by the site's own rule (`cutAtWord`), never as a made-up word in brackets ("[Title]…"):
 * for every text field with a length limit of every form, and for a whole article's preview.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { decapConfig, type DecapField } from '../../../build/admin/config.ts';
import { adminSnapshot } from '../../../build/stages/admin.ts';
import { compileSchemas } from '../../../build/stages/compile-schemas.ts';
import { loadContent } from '../../../build/stages/load.ts';
import { checkEntry } from '../../../src/admin/check.ts';
import { frontMatterFormat } from '../../../src/admin/format.ts';
import { fittedText, lengthLimits, withPlaceholders } from '../../../src/admin/placeholders.ts';
import { previewHtml } from '../../../src/admin/preview-page.ts';
import { siteRegistry } from '../../../src/collections.ts';
import { createIconSet } from '../../../src/components/icons.ts';
import { createHighlighter } from '../../../src/lib/highlight.ts';
import { cutAtWord } from '../../../src/lib/text.ts';
import { ROOT } from '../../helpers/content.ts';

const SCHEMAS = join(ROOT, 'schemas');
const schemaFiles = Object.fromEntries(readdirSync(SCHEMAS).filter((f) => f.endsWith('.json')).map((f) => [f, parse(readFileSync(join(SCHEMAS, f), 'utf8'))]));
const config = decapConfig({ registry: siteRegistry, schemas: schemaFiles, repo: 'tarkaa/site', origin: 'https://www.tarkaa.dev' });

/** Every field with a length limit, with the path of names to it (list items add none), in every form. */
function limitedFields(fields: DecapField[], path: string[] = []): { path: string[]; field: DecapField }[] {
  return fields.flatMap((field) => {
    const here = [...path, field.name];
    const members = Array.isArray(field.fields) ? (field.fields as DecapField[]) : field.field ? [field.field as DecapField] : [];
    const own = lengthLimits(field) && !field.fields && field.widget !== 'list' ? [{ path: here, field }] : [];
    return [...own, ...(field.widget === 'object' ? limitedFields(members, here) : [])];
  });
}
const forms = config.collections.flatMap((c) => (c.files ? c.files.map((f) => ({ name: f.name, fields: f.fields as DecapField[] })) : [{ name: c.name, fields: c.fields as DecapField[] }]));
const limited = forms.flatMap((form) => limitedFields(form.fields).map((l) => ({ form: form.name, ...l })));

describe('a text over or under its length limit previews as typed', () => {
  test('there are such fields (titles, search titles, descriptions)', () => {
    expect(limited.length).toBeGreaterThan(5);
  });

  test('for every text field with a length limit of every form, the placeholder for a refused value is that value fitted, never a word in brackets', () => {
    for (const { form, path, field } of limited) {
      const limits = lengthLimits(field)!;
      fc.assert(
        fc.property(fc.array(fc.stringMatching(/^[A-Za-z0-9’,.-]{1,14}$/), { minLength: 1, maxLength: 60 }), fc.boolean(), (words, long) => {
          let typed = words.join(' ');
          if (long && limits.max !== undefined) while (typed.length <= limits.max) typed += ` ${typed}`;
          if (!long) typed = typed.slice(0, Math.max(1, limits.min - 1));
          if (!fittedText(typed, limits)) return;
          const data = path.reduceRight<unknown>((inner, name) => ({ [name]: inner }), typed) as Record<string, unknown>;
          const { data: shown, fitted, filled } = withPlaceholders(data, form === 'x' ? [] : forms.find((f) => f.name === form)!.fields, [path.join('.')]);
          const value = path.reduce<unknown>((v, name) => (v as Record<string, unknown>)[name], shown) as string;
          expect(value, `${form} ${path.join('.')}`).not.toMatch(/^\[/);
          expect(fitted).toContain(field.label);
          expect(filled).not.toContain(field.label);
          expect(new RegExp(field.pattern![0]).test(value), `${form} ${path.join('.')}: ${value}`).toBe(true);
          if (limits.max !== undefined && typed.length > limits.max) expect(value).toBe(cutAtWord(typed, limits.max));
          else expect(value).toBe(typed.padEnd(limits.min, '\u00a0'));
        }),
        { numRuns: 20 },
      );
    }
  });
});

test('an article whose title is over its limit previews with that title cut at a word, and says so', () => {
  const snapshot = adminSnapshot({ root: ROOT, images: join(ROOT, 'content', 'images'), sources: loadContent(join(ROOT, 'content'), ROOT).files });
  const validators = compileSchemas(SCHEMAS, join(ROOT, '.cache'));
  const file = 'content/blog/database-optimization.md';
  const article = frontMatterFormat.fromFile(readFileSync(join(ROOT, file), 'utf8')) as Record<string, unknown>;
  const title = 'Database performance optimization in practice: query plans, indexes, pooling, vacuum, partitioning and scaling for busy teams';
  expect(title.length).toBeGreaterThan(110);
  const fields = forms.find((f) => f.name === 'articles')!.fields;
  let data: Record<string, unknown> = { ...article, title };
  let checked = checkEntry(snapshot, { file, type: 'articles', text: frontMatterFormat.toFile(data) }, validators, siteRegistry);
  expect(checked.content).toBeUndefined();
  // What the preview does (src/admin/main.tsx checkForPreview): placeholders for the refused fields.
  const next = withPlaceholders(data, fields, checked.problems.filter((p) => p.severity === 'error' && p.field).map((p) => p.field!));
  data = next.data;
  checked = checkEntry(snapshot, { file, type: 'articles', text: frontMatterFormat.toFile(data) }, validators, siteRegistry);
  expect(next).toMatchObject({ filled: [], fitted: ['Title'] });
  const html = previewHtml(checked, file, siteRegistry, { icons: createIconSet((name) => snapshot.iconModules[name]), highlighter: createHighlighter() });
  expect(html).toContain(`<h1>${cutAtWord(title, 110)}</h1>`);
  expect(html).not.toMatch(/\[Title\]/);
}, 120_000);
