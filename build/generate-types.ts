/**
 * Files generated from the registry (src/collections.ts) and the schemas, so a content type is
 * written down once: src/content/types.ts (the data types, and each collection's file format),
 * .vscode/settings.json (which schema the editor applies to which files) and the registry lists
 * inside schemas (section types, folders a `collection` section can list).
 * Run by `npm run types`; `npm run types -- --check` and a unit test fail when either is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compile } from 'json-schema-to-typescript';
import type { Registry } from '../src/content/definition.ts';
import { sectionTypes } from '../src/sections.tsx';

export const TYPES_FILE = join('src', 'content', 'types.ts');
export const VSCODE_SETTINGS_FILE = join('.vscode', 'settings.json');

export async function generateContentTypes(schemaDir: string, registry: Registry): Promise<string> {
  const all = [...registry.singletons, ...registry.collections];
  const root = {
    title: 'ContentSchemas',
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(all.map((t) => [t.name, { $ref: `${t.schema}.schema.json` }])),
  };
  const ts = await compile(root as never, 'ContentSchemas', {
    cwd: schemaDir,
    // A property's `title` is its label in the browser editor (build/admin/config.ts); here a title
    // would name a type of its own, so the schemas are read with property titles left out.
    $refOptions: { resolve: { file: { read: (file: { url: string }) => JSON.stringify(withoutPropertyTitles(JSON.parse(readFileSync(file.url.replace(/^file:\/\//, ''), 'utf8')))) } } },
    bannerComment: '/* Generated from src/collections.ts and schemas/*.schema.json by `npm run types`. Do not edit: change the schema and run it again. */',
    additionalProperties: false,
    style: { singleQuote: true, printWidth: 120 },
    unreachableDefinitions: false,
  });
  const formats = registry.collections.map((c) => `  ${c.name}: '${c.format}';`).join('\n');
  return `${ts}\n/** The file format of each collection of the registry (src/collections.ts). */\nexport interface CollectionFormats {\n${formats}\n}\n`;
}

/** A schema with the `title` of every property removed (a file's and a definition's own titles kept: they name types). */
function withoutPropertyTitles(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutPropertyTitles);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    out[key] = key === 'properties' && value && typeof value === 'object'
      ? Object.fromEntries(Object.entries(value).map(([name, property]) => {
        const { title: _label, ...rest } = property as Record<string, unknown>;
        return [name, withoutPropertyTitles(rest)];
      }))
      : withoutPropertyTitles(value);
  }
  return out;
}

/** The YAML extension's schema per file, and the editor settings around it. */
export function vscodeSettings(registry: Registry): string {
  const schemas: Record<string, string> = {};
  for (const s of registry.singletons) schemas[`./schemas/${s.schema}.schema.json`] = `content/${s.file}`;
  // Markdown front matter is not YAML to the extension; those files are checked by `npm run check`.
  for (const c of registry.collections) if (c.format === 'yaml') schemas[`./schemas/${c.schema}.schema.json`] = `content/${c.folder}/*.yaml`;
  const settings = {
    'yaml.schemas': schemas,
    'files.associations': { 'content/**/*.md': 'markdown' },
    'yaml.validate': true,
    'yaml.completion': true,
  };
  return `${JSON.stringify(settings, null, 2)}\n`;
}

/**
 * The parts of schemas that list the registries: the page's section types (from src/sections.tsx)
 * and the folders a `collection` section can list (collections with a `card`).
 */
export function registrySchemaParts(schemaDir: string, registry: Registry): Map<string, string> {
  const read = (file: string) => JSON.parse(readFileSync(join(schemaDir, file), 'utf8')) as Record<string, any>;
  const text = (json: unknown) => `${JSON.stringify(json, null, 2)}\n`;
  const page = read('page.schema.json');
  page.definitions.section.oneOf = Object.values(sectionTypes).map((t) => ({ $ref: `${t.schema}.schema.json` }));
  const collection = read('section-collection.schema.json');
  collection.properties.source.enum = registry.collections.filter((c) => c.card).map((c) => c.folder);
  return new Map([
    [join('schemas', 'page.schema.json'), text(page)],
    [join('schemas', 'section-collection.schema.json'), text(collection)],
  ]);
}

/** Every generated file with its wanted contents, by path relative to the project; schemas first, as the types are made from them. */
export async function generatedFiles(root: string, schemaDir: string, registry: Registry): Promise<Map<string, string>> {
  return new Map([
    ...registrySchemaParts(schemaDir, registry),
    [TYPES_FILE, await generateContentTypes(schemaDir, registry)],
    [VSCODE_SETTINGS_FILE, vscodeSettings(registry)],
  ]);
}

/** Paths (relative to root) of generated files whose committed contents differ from what they should be. */
export async function staleGeneratedFiles(root: string, schemaDir: string, registry: Registry): Promise<string[]> {
  const stale: string[] = [];
  for (const [file, wanted] of await generatedFiles(root, schemaDir, registry)) {
    let current = '';
    try {
      current = readFileSync(join(root, file), 'utf8');
    } catch {}
    if (current !== wanted) stale.push(file);
  }
  return stale;
}

/** Writes the generated files that changed; returns their paths. */
export async function writeGeneratedFiles(root: string, schemaDir: string, registry: Registry): Promise<string[]> {
  const changed: string[] = [];
  for (const [file, wanted] of registrySchemaParts(schemaDir, registry)) {
    if (readFileSync(join(root, file), 'utf8') === wanted) continue;
    writeFileSync(join(root, file), wanted);
    changed.push(file);
  }
  for (const [file, wanted] of await generatedFiles(root, schemaDir, registry)) {
    if (changed.includes(file)) continue;
    let current = '';
    try {
      current = readFileSync(join(root, file), 'utf8');
    } catch {}
    if (current === wanted) continue;
    writeFileSync(join(root, file), wanted);
    changed.push(file);
  }
  return changed;
}
