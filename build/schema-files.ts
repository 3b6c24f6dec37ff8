/** The schemas of a folder (schemas/) for a `SchemaReader` (./schema-fields.ts), read from the disk when first asked for. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SchemaReader, type JsonSchema } from './schema-fields.ts';

export function schemaReaderIn(dir: string): SchemaReader {
  return new SchemaReader((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as JsonSchema);
}
