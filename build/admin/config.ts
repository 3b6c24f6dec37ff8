/**
 * Decap CMS's configuration, generated: a pure function from the collection registry and the
 * JSON Schemas, so the editor's forms and `npm run check` read the same definitions. Each schema
 * shape gets its widget, its rules (`required`, `pattern`, lengths, ranges) and its description as
 * the hint; fields naming other entries (the registry's `references`) become relation widgets.
 */
import type { Registry, Reference } from '../../src/content/definition.ts';
import { Errors } from '../errors/catalogue.ts';
import type { JsonSchema } from '../schema-fields.ts';
import type { ReferenceChoice } from '../../src/admin/reference-choices.ts';
import { sidebarOrder } from './look.ts';

/** What this module reads of a schema beyond build/schema-fields.ts's documentation fields. */
export interface FieldSchema extends JsonSchema {
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  additionalProperties?: boolean | FieldSchema;
  discriminator?: { propertyName: string };
  properties?: Record<string, FieldSchema>;
  items?: FieldSchema;
  oneOf?: FieldSchema[];
}

/** A Decap field (https://decapcms.org/docs/widgets/): only the options we set. */
export interface DecapField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  pattern?: [string, string];
  [option: string]: unknown;
}

export interface DecapCollection {
  name: string;
  label: string;
  label_singular?: string;
  description?: string;
  summary?: string;
  sortable_fields?: string[];
  view_filters?: { label: string; field: string; pattern: string | boolean }[];
  view_groups?: { label: string; field: string; pattern?: string }[];
  folder?: string;
  files?: { name: string; label: string; file: string; format: string; fields: DecapField[] }[];
  extension?: string;
  format?: string;
  create?: boolean;
  slug?: string;
  identifier_field?: string;
  fields?: DecapField[];
}

export interface DecapConfig {
  load_config_file: false;
  display_url?: string;
  logo?: { src: string; show_in_header: boolean };
  backend: { name: 'github'; repo: string; branch: string; base_url: string; auth_endpoint: string };
  publish_mode: 'editorial_workflow';
  local_backend: true | { url: string };
  site_url: string;
  media_folder: string;
  public_folder: string;
  collections: DecapCollection[];
}

/** Our formats (src/admin/format.ts): YAML kept with its first-line modeline, comments and key order. */
export const YAML_FORMAT = 'agency-yaml';
/** A file whose whole content is a list (redirects.yaml), shown to the editor as one list field. */
export const YAML_LIST_FORMAT = 'agency-yaml-list';
export const FRONTMATTER_FORMAT = 'agency-frontmatter';
/** The field a root list is edited under (YAML_LIST_FORMAT). */
export const LIST_FIELD = 'items';
/** The custom widgets of src/admin/widgets/. */
export const KEY_VALUE_WIDGET = 'key-value';
export const NUMBER_OR_TEXT_WIDGET = 'number-or-text';
/** An icon chosen from Lucide's set, with previews: src/admin/widgets/icon.tsx. */
export const ICON_WIDGET = 'icon';
/** A page's web address, made from its title: src/admin/widgets/address.tsx. */
export const ADDRESS_WIDGET = 'address';
/** A field naming other entries: src/admin/widgets/reference.tsx. */
export const REFERENCE_WIDGET = 'reference';

/** The entries a reference field offers and the values the content already holds (see `referenceChoicesOf`). */
export interface ReferenceChoices {
  entries: ReferenceChoice[];
  written: string[];
}

export interface ConfigInput {
  registry: Registry;
  /** Schema files by file name (`portfolio.schema.json`). */
  schemas: Record<string, FieldSchema>;
  /** `owner/name` of the GitHub repository editors' changes go to. */
  repo: string;
  /** The site's origin (content/site.yaml), where the OAuth handler runs. */
  origin: string;
  /** URL of the icon picker's index (build/admin/icon-index.ts). */
  iconIndex?: string;
  /** The site's logo (content/site.yaml), on the login screen and in the editor's top bar. */
  logo?: string;
  /**
   * By referenced collection: its entries (file name, display name, aliases) and every value
   * already written in the content. A reference field offers each entry once by its name and keeps
   * every written value as it is (Decap's relation widget keeps only values matching the
   * collection's identifier field, so saving dropped aliases).
   */
  referenceChoices?: Record<string, ReferenceChoices>;
}

/** Where the preview and the check find a collection's files; also Decap's `folder`. */
export const contentFolder = (folder: string) => `content/${folder}`;

const IDENTIFIERS = ['title', 'name', 'label', 'question'];

/**
 * The field that names an entry in lists and relation choices (and a new entry's file name when
 * the schema has no slug): its title or name, or one of a nested object's (a page's `meta.title`).
 * Decap reads dotted paths here.
 */
function identifierOf(reader: Schemas, schema: FieldSchema, file: string): string {
  const properties = schema.properties ?? {};
  const own = IDENTIFIERS.find((n) => n in properties);
  if (own) return own;
  for (const [name, property] of Object.entries(properties)) {
    const nested = reader.resolve(property, file).schema.properties ?? {};
    const inner = IDENTIFIERS.find((n) => n in nested && reader.resolve(nested[n], file).schema.type === 'string');
    if (inner) return `${name}.${inner}`;
  }
  return Object.keys(properties)[0];
}

export function decapConfig({ registry, schemas, repo, origin, referenceChoices, iconIndex = '/admin/lucide.json', logo }: ConfigInput): DecapConfig {
  const reader = new Schemas(schemas);
  const identifiers = Object.fromEntries(registry.collections.map((c) => {
    const root = reader.resolve(reader.file(`${c.schema}.schema.json`), `${c.schema}.schema.json`);
    return [c.name, identifierOf(reader, root.schema, root.file)];
  }));
  const labels = Object.fromEntries(registry.collections.map((c) => [c.name, { label: c.label, singular: singularOf(c.label) }]));
  const folders: DecapCollection[] = registry.collections.map((c) => {
    const file = `${c.schema}.schema.json`;
    const root = reader.resolve(reader.file(file), file);
    const fields = objectFields(reader, root.schema, root.file, { references: c.references ?? {}, identifiers, labels, referenceChoices, iconIndex })
      .map((f) => (f.name === 'slug' && f.widget === 'string' ? addressField(f, origin, c, identifiers[c.name]) : f));
    if (c.format === 'markdown') fields.push({ name: 'body', label: 'Body', widget: 'markdown', hint: 'The text of the page, in Markdown.' });
    const identifier = identifiers[c.name];
    const requiredSlug = (root.schema.required ?? []).includes('slug');
    return {
      name: c.name, label: c.label, label_singular: singularOf(c.label), folder: contentFolder(c.folder),
      extension: c.format === 'markdown' ? 'md' : 'yaml',
      format: c.format === 'markdown' ? FRONTMATTER_FORMAT : YAML_FORMAT,
      create: true,
      // The file name is the entry's page path: its slug field when the schema asks for one, else the identifier made into a slug.
      slug: requiredSlug ? '{{fields.slug}}' : '{{slug}}',
      identifier_field: identifier,
      ...listView(fields, identifier),
      fields,
    };
  });
  // Decap reads a files collection's `format` at the collection level only (resolveFormat in
  // decap-cms-core): a format on the file is ignored and the file is read and written with Decap's
  // own YAML, which drops the modeline and comments, and cannot hold a file that is one list. So
  // each single file is a collection of its own, carrying its format.
  const singletons: DecapCollection[] = registry.singletons.map((s) => {
    const file = `${s.schema}.schema.json`;
    const root = reader.resolve(reader.file(file), file);
    const isList = root.schema.type === 'array';
    const fields = isList
      ? [fieldOf(reader, LIST_FIELD, root.schema, root.file, true, { references: {}, identifiers, iconIndex })]
      : objectFields(reader, root.schema, root.file, { references: {}, identifiers, iconIndex });
    const format = isList ? YAML_LIST_FORMAT : YAML_FORMAT;
    const label = root.schema.title ?? s.name;
    return { name: s.name, label, format, files: [{ name: s.name, label, file: `content/${s.file}`, format, fields }] };
  });
  return {
    load_config_file: false,
    backend: { name: 'github', repo, branch: 'main', base_url: origin, auth_endpoint: 'api/admin/auth' },
    publish_mode: 'editorial_workflow',
    // Decap honours it only when the editor is opened on localhost or 127.0.0.1
    // (detectProxyServer in decap-cms-core/src/actions/config.ts); elsewhere the GitHub backend is used.
    local_backend: true,
    site_url: origin,
    display_url: origin,
    ...(logo ? { logo: { src: logo, show_in_header: true } } : {}),
    media_folder: 'content/images',
    public_folder: '/images',
    collections: sidebarOrder([...folders, ...singletons].map((c) => c.name)).map((name) => [...folders, ...singletons].find((c) => c.name === name)!),
  };
}

/** Stands for a file name in a collection's URL (`addressField`). */
const NAME_MARK = '\u0000';

/**
 * A page's web address (the `slug` field, the file's name too): shown after the address visitors
 * see (`https://www.tarkaa.dev/services/`) and filled in from the title while a new entry is written.
 */
function addressField(field: DecapField, origin: string, collection: Registry['collections'][number], identifier: string): DecapField {
  let path: string | undefined;
  try {
    const data = new Proxy({}, { get: (_, key) => (key === 'slug' ? NAME_MARK : undefined) });
    path = collection.url?.({ slug: NAME_MARK, data, file: '' } as never);
  } catch {
    path = undefined;
  }
  const prefix = `${origin}${path?.includes(NAME_MARK) ? path.slice(0, path.indexOf(NAME_MARK)) : '/'}`;
  return {
    ...field, widget: ADDRESS_WIDGET, prefix, from: identifier,
    hint: `The end of the page's address, made from the ${identifier} as you type it: lower-case words joined by hyphens. It is also the file's name, so it stays once the page is published.`,
  };
}

/**
 * How a collection's list reads, sorts, filters and groups (Decap's `summary`, `sortable_fields`,
 * `view_filters`, `view_groups`): each entry by its name with its fixed-choice fields (a project's
 * category and status, an article's category); sorting by name, date or year; a filter per
 * yes/no field (Featured) and per value of its first fixed choice; groups by each fixed choice and
 * year. Decap's search reads the summary's fields, so these are searched as well as the name.
 */
function listView(fields: DecapField[], identifier: string): Partial<DecapCollection> {
  const top = fields.filter((f) => !f.name.includes('.'));
  const choices = top.filter((f) => f.widget === 'select' && !f.multiple);
  const year = top.find((f) => f.name === 'year' || f.name === 'date');
  const author = top.find((f) => f.name === 'author');
  const summaryFields = [...choices.slice(0, 2), ...(year?.name === 'year' ? [year] : []), ...(author ? [author] : [])];
  const options = (f: DecapField) => ((f.options as { label: string; value: string }[] | undefined) ?? []);
  const firstChoice = choices[0];
  return {
    ...(summaryFields.length ? { summary: [`{{${identifier}}}`, ...summaryFields.map((f) => `{{${f.name}}}`)].join(' · ') } : {}),
    sortable_fields: [identifier, ...(year ? [year.name] : []), ...choices.slice(0, 1).map((f) => f.name)],
    ...(top.some((f) => f.widget === 'boolean') || (firstChoice && options(firstChoice).length <= 12) ? {
      view_filters: [
        ...top.filter((f) => f.widget === 'boolean').map((f) => ({ label: f.label, field: f.name, pattern: true })),
        ...(firstChoice && options(firstChoice).length <= 12 ? options(firstChoice).map((o) => ({ label: o.label, field: firstChoice.name, pattern: `^${o.value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$` })) : []),
      ],
    } : {}),
    ...(choices.length || year ? {
      view_groups: [
        ...choices.map((f) => ({ label: f.label, field: f.name })),
        ...(year ? [{ label: year.name === 'date' ? 'Year' : year.label, field: year.name, ...(year.name === 'date' ? { pattern: '\\d{4}' } : {}) }] : []),
      ],
    } : {}),
  };
}

/** Schema files with `$ref`s followed, as build/schema-fields.ts's reader but over data already loaded. */
class Schemas {
  constructor(private files: Record<string, FieldSchema>) {}
  file(name: string): FieldSchema {
    const schema = this.files[name];
    if (!schema) throw new Error(`schemas/${name} is missing`);
    return schema;
  }
  /**
   * The schema `$ref`s lead to, with the referencing property's own `title` (its label in the form)
   * and its description followed by the shared one's; `own` is the property's own description, the
   * form's hint (a shared definition describes the written format, which the widget takes care of).
   */
  resolve(schema: FieldSchema, inFile: string): { schema: FieldSchema; file: string; own?: string } {
    let current = schema;
    let file = inFile;
    for (let hops = 0; current.$ref && hops < 10; hops++) {
      const [target, pointer = ''] = current.$ref.split('#');
      if (target) file = target;
      current = pointer.split('/').filter(Boolean).reduce<FieldSchema>((node, key) => (node as Record<string, FieldSchema>)[key], this.file(file));
    }
    const description = schema.description && current.description && schema.description !== current.description ? `${schema.description} ${current.description}` : (schema.description ?? current.description);
    return { schema: { ...current, description, $ref: schema.$ref ?? current.$ref, ...(schema.title ? { title: schema.title } : {}) }, file, own: schema.description ?? current.description };
  }
}

const labelOf = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());

/** What a field needs to know beyond its schema: the references of its collection (top-level fields only) and each collection's identifier field. */
interface FieldContext {
  references: Record<string, Reference>;
  identifiers: Record<string, string>;
  labels?: Record<string, { label: string; singular: string }>;
  referenceChoices?: Record<string, ReferenceChoices>;
  iconIndex: string;
}

function objectFields(reader: Schemas, schema: FieldSchema, file: string, context: FieldContext): DecapField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) => fieldOf(reader, name, property, file, required.has(name), context));
}

/** Long text gets a text area: a description or card text (40 characters and up), or a paragraph. */
function isLongText(schema: FieldSchema): boolean {
  return (schema.minLength ?? 0) >= 40 || (schema.maxLength ?? 0) > 200 || /paragraph|sentences|the text /i.test(schema.description ?? '');
}

const isMarkdown = (schema: FieldSchema) => /Markdown/.test(schema.description ?? '') && !/inline/i.test(schema.description ?? '');
const isIcon = (schema: FieldSchema) => /definitions\/icon$/.test(schema.$ref ?? '');
const isImage = (schema: FieldSchema) => /imagePath$/.test(schema.$ref ?? '') || (schema.pattern ?? '').startsWith('^/images/');

/** Rules Decap checks as the editor types, in the catalogue's words; the full check runs on save (src/admin/validate.ts). */
function textRules(schema: FieldSchema): Pick<DecapField, 'pattern'> {
  if (schema.pattern) {
    return { pattern: [schema.pattern, `${Errors.SchemaPattern.title}: ${Errors.SchemaPattern.hint?.({ value: '', description: schema.description, pattern: schema.pattern })}`] };
  }
  if (schema.minLength !== undefined || schema.maxLength !== undefined) {
    const min = schema.minLength ?? 0;
    const max = schema.maxLength;
    const words = max === undefined ? `at least ${min} characters` : min > 0 ? `${min} to ${max} characters` : `at most ${max} characters`;
    return { pattern: [`^[\\s\\S]{${min},${max ?? ''}}$`, `${Errors.SchemaLength.title}: ${words}`] };
  }
  return {};
}

function fieldOf(reader: Schemas, name: string, property: FieldSchema, inFile: string, required: boolean, context: FieldContext): DecapField {
  const { schema, file, own } = reader.resolve(property, inFile);
  // The label is the property's own `title` (a shared definition's or a whole file's title names a TypeScript type).
  const base = { name, label: property.title ?? labelOf(name), required, ...(own ? { hint: own } : {}) };
  const reference = context.references[name];
  if (reference) {
    const choices = context.referenceChoices?.[reference.collection];
    const labels = context.labels?.[reference.collection] ?? { label: reference.collection, singular: reference.collection };
    return {
      ...base, widget: REFERENCE_WIDGET, collection: reference.collection,
      collection_label: labels.label, singular: labels.singular,
      identifier: context.identifiers[reference.collection],
      writes: reference.by === 'name' ? 'name' : 'slug',
      accepts_names: acceptsNames(reference),
      multiple: schema.type === 'array',
      ...(schema.minItems !== undefined ? { min: schema.minItems } : {}),
      choices: choices?.entries ?? [],
      written: choices?.written ?? [],
    };
  }
  const inner = { ...context, references: {} };
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (schema.oneOf && !schema.discriminator) return { ...base, widget: NUMBER_OR_TEXT_WIDGET };
  if (types.length > 1) return { ...base, widget: NUMBER_OR_TEXT_WIDGET };
  if (schema.enum) return { ...base, widget: 'select', options: schema.enum.map(choiceOf) };
  if (schema.const !== undefined) return { ...base, widget: 'hidden', default: schema.const };
  switch (types[0]) {
    case 'integer':
    case 'number':
      return { ...base, widget: 'number', value_type: types[0] === 'integer' ? 'int' : 'float', ...(schema.minimum !== undefined ? { min: schema.minimum } : {}), ...(schema.maximum !== undefined ? { max: schema.maximum } : {}), ...(types[0] === 'number' ? { step: 0.1 } : {}) };
    case 'boolean':
      return { ...base, widget: 'boolean', default: false };
    case 'array':
      return listField(reader, base, schema, file, inner);
    case 'object':
      if (!schema.properties && typeof schema.additionalProperties === 'object') return { ...base, widget: KEY_VALUE_WIDGET };
      {
        // Decap checks the fields of an object even when the whole object is left out; an optional
        // object's fields are therefore optional in the form (the check on save still requires them once one is filled).
        const fields = objectFields(reader, schema, file, inner);
        return { ...base, widget: 'object', collapsed: false, fields: required ? fields : fields.map(optional) };
      }
    default:
      if (schema.format === 'date') return { ...base, widget: 'datetime', format: 'YYYY-MM-DD', date_format: 'YYYY-MM-DD', time_format: false };
      if (isImage(schema)) return { ...base, widget: 'image', choose_url: false };
      if (isIcon(schema)) return { ...base, widget: ICON_WIDGET, index: context.iconIndex };
      if (isMarkdown(schema)) return { ...base, widget: 'markdown' };
      return { ...base, widget: isLongText(schema) ? 'text' : 'string', ...textRules(schema) };
  }
}

/**
 * What a collapsed list item shows (Decap's `summary`): its name or title, a figure with its label
 * (`98% · client satisfaction`), a redirect's two paths; Decap's default is the first field's value,
 * which is an icon name for most cards.
 */
function summaryOf(fields: DecapField[]): { summary?: string } {
  const has = (name: string) => fields.some((f) => f.name === name);
  if (has('value') && has('label')) return { summary: '{{fields.value}} · {{fields.label}}' };
  if (has('from') && has('to')) return { summary: '{{fields.from}} → {{fields.to}}' };
  if (has('year') && has('title')) return { summary: '{{fields.year}} · {{fields.title}}' };
  const named = [...IDENTIFIERS, 'step'].find(has);
  return named ? { summary: `{{fields.${named}}}` } : {};
}

/**
 * A choice of a fixed list as the editor reads it: a code-like value (`case-studies`, `primary`) in
 * words ("Case studies", "Primary"); a value written as words (`Healthcare`, `Live`) as it is.
 */
export function choiceOf(value: unknown): { label: string; value: string } {
  const text = String(value);
  const label = /^[a-z0-9]+(-[a-z0-9]+)*$/.test(text) ? text.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase()) : text;
  return { label, value: text };
}

/** The field and its nested fields made optional in the form. */
function optional(field: DecapField): DecapField {
  return { ...field, required: false, ...(Array.isArray(field.fields) ? { fields: (field.fields as DecapField[]).map(optional) } : {}) };
}

function listField(reader: Schemas, base: { name: string; label: string; required: boolean; hint?: string }, schema: FieldSchema, file: string, context: FieldContext): DecapField {
  const counts = { ...(schema.minItems !== undefined ? { min: schema.minItems } : {}), ...(schema.maxItems !== undefined ? { max: schema.maxItems } : {}) };
  const items = reader.resolve(schema.items ?? {}, file);
  if (items.schema.enum) return { ...base, widget: 'select', multiple: true, options: items.schema.enum.map(choiceOf), ...counts };
  if (items.schema.oneOf && items.schema.discriminator) {
    // A list of sections: one type per schema of the `oneOf`, chosen by its `type` value.
    const key = items.schema.discriminator.propertyName;
    const variants = items.schema.oneOf.map((variant) => {
      const resolved = reader.resolve(variant, items.file);
      const tagSchema = resolved.schema.properties?.[key];
      const tag = String(tagSchema?.const);
      const fields = objectFields(reader, { ...resolved.schema, properties: Object.fromEntries(Object.entries(resolved.schema.properties ?? {}).filter(([n]) => n !== key)) }, resolved.file, context);
      // Collapsed, a section reads as its kind and its heading: "Figures · Our track record".
      const label = tagSchema?.title ?? labelOf(tag);
      const titled = fields.find((f) => IDENTIFIERS.includes(f.name));
      return { name: tag, label, widget: 'object', fields, ...(titled ? { summary: `${label} · {{fields.${titled.name}}}` } : {}) };
    });
    return { ...base, widget: 'list', typeKey: key, types: variants, collapsed: true, ...counts };
  }
  if (items.schema.type === 'object') {
    const fields = objectFields(reader, items.schema, items.file, context);
    return { ...base, widget: 'list', collapsed: true, fields, ...counts, ...summaryOf(fields) };
  }
  // A list of single values: one input per item, each collapsed item showing its value.
  const item = fieldOf(reader, 'item', items.schema, items.file, true, context);
  return { ...base, widget: 'list', field: { ...item, label: base.label }, summary: '{{fields.item}}', ...counts };
}

/**
 * Whether the check accepts a referenced entry's name (and a technology's aliases) in this field, not
 * only its file name: technologies are matched by name, file name or alias (build/stages/references.ts),
 * a `by: 'name'` reference by name; every other reference by file name only (build/stages/crossref.ts).
 * Offering a name the check refuses would let an editor pick a value that cannot be saved.
 */
function acceptsNames(reference: { collection: string; by?: string }): boolean {
  return reference.collection === 'technologies' || reference.by === 'name';
}

/** An entry as the reference choices read it: its file name and its fields. */
interface ChoiceEntry { slug: string; data: Record<string, unknown> }

/**
 * What each referenced collection's reference fields offer (see `ConfigInput.referenceChoices`): its
 * entries with their names and aliases, and every value written in a field referring to it.
 */
export function referenceChoicesOf(registry: Registry, entries: Record<string, ChoiceEntry[] | undefined>): Record<string, ReferenceChoices> {
  const out: Record<string, ReferenceChoices> = {};
  for (const c of registry.collections) {
    for (const [field, reference] of Object.entries(c.references ?? {})) {
      const target = (out[reference.collection] ??= {
        entries: (entries[reference.collection] ?? []).map((e) => ({
          slug: e.slug,
          name: String(e.data.name ?? e.data.title ?? e.slug),
          aliases: ((e.data.aliases as unknown[] | undefined) ?? []).filter((a): a is string => typeof a === 'string'),
        })),
        written: [],
      });
      for (const entry of entries[c.name] ?? []) {
        const written = entry.data[field];
        for (const value of Array.isArray(written) ? written : [written]) {
          if (typeof value === 'string' && value !== '' && !target.written.includes(value)) target.written.push(value);
        }
      }
    }
  }
  for (const choices of Object.values(out)) choices.written.sort((a, b) => a.localeCompare(b));
  return out;
}

/** A collection's label for one entry: "Technologies" → "Technology", "Blog" → "Article". */
export function singularOf(label: string): string {
  const words: Record<string, string> = { Blog: 'Article', Portfolio: 'Project', Legal: 'Legal page', Resources: 'Resource' };
  if (words[label]) return words[label];
  return label.replace(/ies$/, 'y').replace(/(?<!s)s$/, '');
}
