/**
 * `npm run new <collection> <slug>`: a new content file written from its schema. Each required
 * field comes with a comment saying what it is and where it shows (the schema's description and
 * examples) and is left empty; optional fields are written commented out. An empty field is a
 * problem for `npm run check` ("not filled in yet"), so an unfinished file never builds.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { CollectionDefinition, Registry } from '../src/content/definition.ts';
import { exampleOf, type SchemaReader, type JsonSchema } from './schema-fields.ts';
import { schemaReaderIn } from './schema-files.ts';

const INDENT = '  ';
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** `# …` lines, wrapped near 100 columns. */
function comment(text: string, indent: string): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if (line && indent.length + 2 + line.length + 1 + word.length > 100) {
      lines.push(`${indent}# ${line}`);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(`${indent}# ${line}`);
  return lines;
}

function describe(schema: JsonSchema): string {
  const example = exampleOf(schema);
  const kind = schema.type === 'array' ? 'A list.' : '';
  return [schema.description, kind, example && `For example ${example}.`].filter(Boolean).join(' ');
}

/** The fields of an object schema as YAML lines: required ones empty with their comment, optional ones commented out. */
function fieldLines(reader: SchemaReader, schema: JsonSchema, file: string, indent: string, known: Record<string, string>, empty: { count: number }): string[] {
  const lines: string[] = [];
  const required = new Set(schema.required ?? []);
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    const { schema: field, file: fieldFile } = reader.resolve(property, file);
    if (required.has(key)) {
      lines.push(...comment(describe(field), indent));
      if (key in known) lines.push(`${indent}${key}: ${known[key]}`);
      else if (field.type === 'object' && field.properties && field.required?.length) {
        lines.push(`${indent}${key}:`, ...fieldLines(reader, field, fieldFile, indent + INDENT, {}, empty));
      } else {
        lines.push(`${indent}${key}:`);
        empty.count++;
      }
    } else {
      lines.push(...comment(`${key}: (optional) ${describe(field)}`, indent));
    }
  }
  return lines;
}

export interface Scaffolded {
  /** Path of the written file, relative to `displayRoot`. */
  file: string;
  /** Number of fields to fill in. */
  fields: number;
}

export function findCollection(registry: Registry, name: string): CollectionDefinition | undefined {
  return registry.collections.find((c) => c.name === name || c.folder === name);
}

/** Writes the new file; throws with a plain sentence when the collection is unknown, the slug malformed or the file exists. */
export function scaffold(opts: { contentDir: string; schemaDir: string; displayRoot: string; collection: string; slug: string; registry: Registry }): Scaffolded {
  const { registry } = opts;
  const definition = findCollection(registry, opts.collection);
  if (!definition) throw new Error(`"${opts.collection}" is not a collection; use one of ${registry.collections.map((c) => c.folder).join(', ')}`);
  if (!SLUG.test(opts.slug)) throw new Error(`"${opts.slug}" cannot be a file name: use lower-case words joined by hyphens, for example fintech-lending`);
  const ext = definition.format === 'markdown' ? 'md' : 'yaml';
  const abs = join(opts.contentDir, definition.folder, `${opts.slug}.${ext}`);
  const file = relative(opts.displayRoot, abs);
  if (existsSync(abs)) throw new Error(`${file} already exists`);
  const reader = schemaReaderIn(opts.schemaDir);
  const schemaFile = `${definition.schema}.schema.json`;
  const schema = reader.file(schemaFile);
  // The file name is the slug: write it where the schema has the field.
  const known: Record<string, string> = definition.slugIsFileName && schema.properties?.slug ? { slug: opts.slug } : {};
  const empty = { count: 0 };
  const fields = fieldLines(reader, schema, schemaFile, '', known, empty);
  const text =
    definition.format === 'markdown'
      ? `---\n${fields.join('\n')}\n---\n`
      : `# yaml-language-server: $schema=${relative(dirname(abs), join(opts.schemaDir, schemaFile))}\n${fields.join('\n')}\n`;
  mkdirSync(dirname(abs), { recursive: true });
  writeFileSync(abs, text);
  return { file, fields: empty.count };
}
