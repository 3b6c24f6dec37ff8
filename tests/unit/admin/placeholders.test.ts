/**
 * An incomplete entry still previews (src/admin/placeholders.ts): its empty required fields and
 * the fields the check refuses get placeholders of their kind, and the check then assembles the
 * site with it, so the preview draws the page. And the length messages say which limit.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { parse } from 'yaml';
import { decapConfig, type DecapField } from '../../../build/admin/config.ts';
import { checkEntry, type ContentSnapshot } from '../../../src/admin/check.ts';
import { frontMatterFormat, yamlFormat } from '../../../src/admin/format.ts';
import { lengthLimits, lengthMessage, withPlaceholders } from '../../../src/admin/placeholders.ts';
import { type Validators } from '../../../build/stages/validate.ts';
import { compileSchemas } from '../../../build/stages/compile-schemas.ts';
import { gatherFacts, loadContent } from '../../../build/stages/load.ts';
import { siteRegistry } from '../../../src/collections.ts';
import { ROOT } from '../../helpers/content.ts';

const SCHEMAS = join(ROOT, 'schemas');
const schemaFiles = Object.fromEntries(readdirSync(SCHEMAS).filter((f) => f.endsWith('.json')).map((f) => [f, parse(readFileSync(join(SCHEMAS, f), 'utf8'))]));
const config = decapConfig({ registry: siteRegistry, schemas: schemaFiles, repo: 'tarkaa/site', origin: 'https://www.tarkaa.dev' });
const fieldsOf = (name: string) => config.collections.find((c) => c.name === name)!.fields as DecapField[];

let snapshot: ContentSnapshot;
let validators: Validators;
beforeAll(() => {
  const loaded = loadContent(join(ROOT, 'content'), ROOT);
  snapshot = { files: loaded.files.map((f) => ({ file: f.file, type: f.type.key, text: readFileSync(join(ROOT, f.file), 'utf8') })), facts: gatherFacts(join(ROOT, 'content', 'images')) };
  validators = compileSchemas(SCHEMAS, join(ROOT, '.cache'));
});

/** The check of a new entry of `collection` with `data`, written where Decap would write it. */
function checkNew(collection: string, folder: string, extension: 'md' | 'yaml', data: Record<string, unknown>) {
  const format = extension === 'md' ? frontMatterFormat : yamlFormat;
  const file = `content/${folder}/${String(data.slug ?? 'new-entry')}.${extension}`;
  return { file, ...checkEntry(snapshot, { file, type: collection, text: format.toFile(data) }, validators, siteRegistry) };
}

/** What main.tsx's preview does: placeholders for the empty fields and those refused, a few rounds. */
function previewNew(collection: string, folder: string, extension: 'md' | 'yaml', data: Record<string, unknown>) {
  let attempt = checkNew(collection, folder, extension, data);
  let filled: string[] = [];
  for (let round = 0; round < 5 && !attempt.content; round++) {
    const next = withPlaceholders(data, fieldsOf(collection), attempt.problems.filter((p) => p.severity === 'error' && p.field).map((p) => p.field!));
    data = next.data;
    filled = [...new Set([...filled, ...next.filled])];
    attempt = checkNew(collection, folder, extension, data);
  }
  return { ...attempt, filled, data };
}

describe('an incomplete new entry previews with placeholders', () => {
  test('an article with only its title: the page is drawn with the title as typed', () => {
    const data = { title: 'Five ways to speed up a checkout page', body: 'The first paragraph.' };
    expect(checkNew('articles', 'blog', 'md', data).content).toBeUndefined();
    const preview = previewNew('articles', 'blog', 'md', data);
    expect(preview.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(preview.table!.routes.some((r) => r.source === preview.file)).toBe(true);
    expect(preview.data.title).toBe(data.title);
    expect(preview.filled).toEqual(expect.arrayContaining(['Excerpt', 'Author']));
  });

  test('an industry with nothing but a name', () => {
    const preview = previewNew('industries', 'industries', 'yaml', { name: 'Maritime Logistics' });
    expect(preview.problems.filter((p) => p.severity === 'error').map((p) => `${p.field}: ${p.message}`), JSON.stringify(preview.data)).toEqual([]);
    expect(preview.content).toBeDefined();
    expect(preview.data.name).toBe('Maritime Logistics');
  });

  test('a value the check refuses for its length (a summary too short) is shown as typed, fitted to the limit, not stood in for; the others kept', () => {
    const preview = previewNew('industries', 'industries', 'yaml', { name: 'Maritime Logistics', summary: 'Ships.' });
    expect(preview.content).toBeDefined();
    expect(String(preview.data.summary).trimEnd()).toBe('Ships.');
    expect(preview.data.name).toBe('Maritime Logistics');
    expect(preview.filled).not.toContain(fieldsOf('industries').find((f) => f.name === 'summary')!.label);
  });
});

describe('length limits and their messages', () => {
  test('a title field has its schema limits', () => {
    expect(lengthLimits(fieldsOf('articles').find((f) => f.name === 'title'))).toEqual({ min: 10, max: 110 });
  });

  test('the message says which limit, by how much, for every length', () => {
    fc.assert(fc.property(fc.nat(300), fc.nat(100), fc.nat(100), (length, min, span) => {
      const limits = { min, max: min + span };
      const message = lengthMessage(length, limits);
      if (length > limits.max) expect(message).toBe(`Too long: ${length} characters, at most ${limits.max}. Remove ${length - limits.max}.`);
      else if (length > 0 && length < min) expect(message).toMatch(new RegExp(`^Too short: ${length} characters?, at least ${min}\\. Add ${min - length}\\.$`));
      else expect(message).toBeUndefined();
    }));
  });
});
