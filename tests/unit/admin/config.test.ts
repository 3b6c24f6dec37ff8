/** The editor's configuration, generated from the registry and the schemas (build/admin/config.ts). */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { decapConfig, KEY_VALUE_WIDGET, NUMBER_OR_TEXT_WIDGET, type DecapCollection, type DecapField, type FieldSchema } from '../../../build/admin/config.ts';
import type { SchemaReader, JsonSchema } from '../../../build/schema-fields.ts';
import { schemaReaderIn } from '../../../build/schema-files.ts';
import { siteRegistry } from '../../../src/collections.ts';
import { defineCollection, defineSingleton, type Registry } from '../../../src/content/definition.ts';
import { ROOT } from '../../helpers/content.ts';

const SCHEMAS = join(ROOT, 'schemas');
const schemaFiles = Object.fromEntries(readdirSync(SCHEMAS).filter((f) => f.endsWith('.schema.json')).map((f) => [f, JSON.parse(readFileSync(join(SCHEMAS, f), 'utf8')) as FieldSchema]));
const config = decapConfig({ registry: siteRegistry, schemas: schemaFiles, repo: 'tarkaa/site', origin: 'https://www.tarkaa.dev' });

/** Every field of a collection or singleton file, by its path (`sections[].items[].title`, `sections[stats].items[].value`). */
function fieldPaths(fields: DecapField[], prefix = ''): Map<string, DecapField> {
  const out = new Map<string, DecapField>();
  for (const field of fields) {
    const path = `${prefix}${field.name}`;
    out.set(path, field);
    if (Array.isArray(field.fields)) for (const [p, f] of fieldPaths(field.fields as DecapField[], field.widget === 'list' ? `${path}[].` : `${path}.`)) out.set(p, f);
    if (field.field) out.set(`${path}[]`, field.field as DecapField);
    for (const variant of (field.types as DecapField[] | undefined) ?? []) {
      for (const [p, f] of fieldPaths(variant.fields as DecapField[], `${path}[${variant.name}].`)) out.set(p, f);
    }
  }
  return out;
}

/** Every property of a schema by the same path, following $refs and the variants of a discriminated list. */
function schemaPaths(reader: SchemaReader, schema: JsonSchema, file: string, prefix = '', out: string[] = []): string[] {
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    const { schema: resolved, file: at } = reader.resolve(property, file);
    out.push(`${prefix}${key}`);
    schemaPaths(reader, resolved, at, `${prefix}${key}.`, out);
    if (resolved.items) {
      const item = reader.resolve(resolved.items, at);
      const variants = item.schema.oneOf && (item.schema as FieldSchema).discriminator ? item.schema.oneOf : undefined;
      if (variants) {
        for (const variant of variants) {
          const v = reader.resolve(variant, item.file);
          const tag = String(v.schema.properties?.type?.const);
          // The variant's `type` is the list's type key: choosing the variant writes it.
          schemaPaths(reader, { ...v.schema, properties: Object.fromEntries(Object.entries(v.schema.properties ?? {}).filter(([k]) => k !== 'type')) }, v.file, `${prefix}${key}[${tag}].`, out);
        }
      } else schemaPaths(reader, item.schema, item.file, `${prefix}${key}[].`, out);
    }
  }
  return out;
}

const collectionOf = (name: string) => config.collections.find((c) => c.name === name)!;
const singletonFile = (name: string) => config.collections.flatMap((c) => c.files ?? []).find((f) => f.name === name)!;

describe('every schema property has a field', () => {
  const reader = schemaReaderIn(SCHEMAS);
  const cases = [
    ...siteRegistry.collections.map((c) => ({ name: c.name, schema: c.schema, fields: collectionOf(c.name).fields! })),
    ...siteRegistry.singletons.map((s) => ({ name: s.name, schema: s.schema, fields: singletonFile(s.name).fields })),
  ];
  test.each(cases)('$name ($schema.schema.json)', ({ schema, fields }) => {
    const file = `${schema}.schema.json`;
    const root = reader.resolve(reader.file(file), file);
    // A file that is one list (redirects.yaml) is edited as the list field `items`.
    const expected = root.schema.type === 'array' ? schemaPaths(reader, { properties: { items: root.schema } }, file) : schemaPaths(reader, root.schema, file);
    const have = fieldPaths(fields);
    expect(expected.filter((p) => !have.has(p))).toEqual([]);
    expect(expected.length).toBeGreaterThan(0);
  });
});

describe('collections and files', () => {
  test('every folder collection of the registry is editable, in its folder and format, and new entries can be made', () => {
    for (const c of siteRegistry.collections) {
      expect(collectionOf(c.name)).toMatchObject({ folder: `content/${c.folder}`, extension: c.format === 'markdown' ? 'md' : 'yaml', create: true });
    }
  });

  test('site.yaml and redirects.yaml are single files; Markdown collections have a body', () => {
    expect(singletonFile('site').file).toBe('content/site.yaml');
    expect(singletonFile('redirects')).toMatchObject({ file: 'content/redirects.yaml', format: 'agency-yaml-list' });
    // Decap reads the format of the collection only: each single file is a collection with its file's format.
    expect(collectionOf('site')).toMatchObject({ format: 'agency-yaml', files: [{ name: 'site' }] });
    expect(collectionOf('redirects')).toMatchObject({ format: 'agency-yaml-list', files: [{ name: 'redirects' }] });
    expect(collectionOf('articles').fields!.at(-1)).toMatchObject({ name: 'body', widget: 'markdown' });
  });

  test('entries are named by their title or name, a page by its meta title (Decap reads the dotted path)', () => {
    expect(collectionOf('portfolio').identifier_field).toBe('title');
    expect(collectionOf('technologies').identifier_field).toBe('name');
    expect(collectionOf('pages').identifier_field).toBe('meta.title');
  });

  test('production uses GitHub with the editorial workflow and our OAuth handler; the local backend is on', () => {
    expect(config.backend).toEqual({ name: 'github', repo: 'tarkaa/site', branch: 'main', base_url: 'https://www.tarkaa.dev', auth_endpoint: 'api/admin/auth' });
    expect(config).toMatchObject({ publish_mode: 'editorial_workflow', local_backend: true, load_config_file: false, media_folder: 'content/images', public_folder: '/images' });
  });
});

describe('relations come from the registry\'s references', () => {
  const references = siteRegistry.collections.flatMap((c) => Object.entries(c.references ?? {}).map(([field, ref]) => ({ name: `${c.name}.${field}`, collection: c.name, field, ref })));
  test('there are references to check', () => expect(references.length).toBeGreaterThan(5));
  test.each(references)('$name → $ref.collection', ({ collection, field, ref }) => {
    const f = fieldPaths(collectionOf(collection).fields!).get(field)!;
    expect(f).toMatchObject({ widget: 'reference', collection: ref.collection, writes: ref.by === 'name' ? 'name' : 'slug' });
  });
  test('a project names technologies by name, a case study its industry by file name (one value)', () => {
    expect(fieldPaths(collectionOf('portfolio').fields!).get('technologies')).toMatchObject({ widget: 'reference', writes: 'name', accepts_names: true, multiple: true, min: 1, singular: 'Technology', collection_label: 'Technologies' });
    expect(fieldPaths(collectionOf('caseStudies').fields!).get('industry')).toMatchObject({ widget: 'reference', writes: 'slug', accepts_names: false, multiple: false, required: true });
  });
});

/** A content type defined inline, to see each schema shape's widget and rules. */
function configFor(schemaYaml: string): DecapCollection {
  const schema = parse(schemaYaml) as FieldSchema;
  const registry: Registry = {
    singletons: [defineSingleton({ name: 'settings', file: 'settings.yaml', format: 'yaml', schema: 'settings' })],
    collections: [defineCollection({ name: 'things', folder: 'things', format: 'yaml', schema: 'thing', label: 'Things', slugIsFileName: true, references: { maker: { collection: 'things' } } })],
  };
  return decapConfig({ registry, schemas: { 'thing.schema.json': schema, 'settings.schema.json': { type: 'object', properties: {} } }, repo: 'o/r', origin: 'https://example.com' }).collections[0];
}

test('each schema shape gets its widget, its rules and its description as the hint', () => {
  const fields = fieldPaths(configFor(`
type: object
required: [title, kind, count]
properties:
  title: { type: string, minLength: 3, maxLength: 70, description: The name on the card. }
  summary: { type: string, minLength: 40, description: One or two sentences. }
  slug: { type: string, pattern: "^[a-z0-9-]+$", description: Lower-case words joined by hyphens. }
  kind: { type: string, enum: [a, b] }
  count: { type: integer, minimum: 1, maximum: 9 }
  rating: { type: number, minimum: 1, maximum: 5 }
  featured: { type: boolean }
  tags: { type: array, minItems: 1, items: { type: string } }
  colours: { type: array, items: { type: string, enum: [red, blue] } }
  steps: { type: array, items: { type: object, required: [name], properties: { name: { type: string } } } }
  owner: { type: object, required: [email], properties: { email: { type: string } } }
  date: { type: string, format: date }
  image: { type: string, pattern: "^/images/.+$" }
  text: { type: string, description: "The text under the heading, in Markdown." }
  figures: { type: object, additionalProperties: { type: [string, number] } }
  price: { oneOf: [{ type: integer }, { const: custom }] }
  maker: { type: string }
`).fields!);
  expect(fields.get('title')).toMatchObject({ widget: 'string', required: true, hint: 'The name on the card.', pattern: ['^[\\s\\S]{3,70}$', 'Text too short or too long: 3 to 70 characters'] });
  expect(fields.get('summary')).toMatchObject({ widget: 'text', required: false });
  // A page's address: shown after the site's address, made from the title (src/admin/widgets/address.tsx).
  expect(fields.get('slug')).toMatchObject({ widget: 'address', prefix: 'https://example.com/', from: 'title', pattern: ['^[a-z0-9-]+$', 'Value has the wrong form: Lower-case words joined by hyphens.'] });
  expect(fields.get('kind')).toMatchObject({ widget: 'select', options: [{ label: 'A', value: 'a' }, { label: 'B', value: 'b' }], required: true });
  expect(fields.get('count')).toMatchObject({ widget: 'number', value_type: 'int', min: 1, max: 9, required: true });
  expect(fields.get('rating')).toMatchObject({ widget: 'number', value_type: 'float', min: 1, max: 5 });
  expect(fields.get('featured')).toMatchObject({ widget: 'boolean' });
  expect(fields.get('tags')).toMatchObject({ widget: 'list', min: 1, field: { widget: 'string' } });
  expect(fields.get('colours')).toMatchObject({ widget: 'select', multiple: true, options: [{ label: 'Red', value: 'red' }, { label: 'Blue', value: 'blue' }] });
  expect(fields.get('steps[].name')).toMatchObject({ widget: 'string', required: true });
  // An optional object's fields are optional in the form: Decap would require them even when the object is left out.
  expect(fields.get('owner')).toMatchObject({ widget: 'object', required: false });
  expect(fields.get('owner.email')).toMatchObject({ required: false });
  expect(fields.get('date')).toMatchObject({ widget: 'datetime', format: 'YYYY-MM-DD', time_format: false });
  expect(fields.get('image')).toMatchObject({ widget: 'image' });
  expect(fields.get('text')).toMatchObject({ widget: 'markdown' });
  expect(fields.get('figures')).toMatchObject({ widget: KEY_VALUE_WIDGET });
  expect(fields.get('price')).toMatchObject({ widget: NUMBER_OR_TEXT_WIDGET });
  expect(fields.get('maker')).toMatchObject({ widget: 'reference', collection: 'things', multiple: false });
});
