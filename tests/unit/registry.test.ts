/** The files generated from the registry are current, and every schema field says where it shows. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { staleGeneratedFiles } from '../../build/generate-types.ts';
import { siteRegistry } from '../../src/collections.ts';
import type { JsonSchema } from '../../build/schema-fields.ts';
import { schemaReaderIn } from '../../build/schema-files.ts';
import { ROOT } from '../helpers/content.ts';

test('src/content/types.ts, .vscode/settings.json and the registry lists in schemas/ are up to date (npm run types)', async () => {
  expect(await staleGeneratedFiles(ROOT, join(ROOT, 'schemas'), siteRegistry)).toEqual([]);
});

test('every property of every schema has a description (where it shows on the page), its own or its shared definition\'s', () => {
  const dir = join(ROOT, 'schemas');
  const reader = schemaReaderIn(dir);
  const missing: string[] = [];
  const visit = (schema: JsonSchema, file: string, path: string) => {
    for (const [key, property] of Object.entries(schema.properties ?? {})) {
      const { schema: resolved, file: at } = reader.resolve(property, file);
      if (!resolved.description?.trim()) missing.push(`${file} ${path}${key}`);
      visit(resolved, at, `${path}${key}.`);
      if (resolved.items) {
        const item = reader.resolve(resolved.items, at);
        visit(item.schema, item.file, `${path}${key}[].`);
      }
    }
    for (const [name, definition] of Object.entries(schema.definitions ?? {})) visit(definition, file, `#${name}.`);
  };
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.schema.json'))) visit(JSON.parse(readFileSync(join(dir, file), 'utf8')) as JsonSchema, file, '');
  expect(missing).toEqual([]);
});
