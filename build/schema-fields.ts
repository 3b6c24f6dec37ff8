/**
 * Reading the schemas as documentation: what a field is, its examples, whether it is required.
 * Used by `npm run new` (to write a file's fields with their comments) and by the unfilled-field
 * check (to say what belongs in an empty field).
 */
import type { FieldPath } from './locate.ts';

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  title?: string;
  description?: string;
  examples?: unknown[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  required?: string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  definitions?: Record<string, JsonSchema>;
  minItems?: number;
  pattern?: string;
  format?: string;
}

/** A schema file's JSON by its name (`page.schema.json`); build/schema-files.ts reads them from a folder. */
export type SchemaFiles = (name: string) => JsonSchema;

/** Schemas of one folder, with `$ref`s followed (`common.schema.json#/definitions/slug`, `#/definitions/x`). */
export class SchemaReader {
  private files = new Map<string, JsonSchema>();
  constructor(private read: SchemaFiles) {}

  file(name: string): JsonSchema {
    let schema = this.files.get(name);
    if (!schema) this.files.set(name, (schema = this.read(name)));
    return schema;
  }

  /**
   * The schema with its `$ref` followed, in the file it lives in. A property's own description
   * comes first, then the referenced one's (`"slug": { "$ref": …, "description": "Must equal the file name." }`).
   */
  resolve(schema: JsonSchema, inFile: string): { schema: JsonSchema; file: string } {
    let current = schema;
    let file = inFile;
    const description = schema.description;
    const examples = schema.examples;
    for (let hops = 0; current.$ref && hops < 10; hops++) {
      const [target, pointer = ''] = current.$ref.split('#');
      if (target) file = target;
      current = pointer.split('/').filter(Boolean).reduce<JsonSchema>((node, key) => (node as Record<string, JsonSchema>)[key], this.file(file));
    }
    // Both say something: where the field shows (own) and its form (the shared definition's).
    const both = description && current.description && description !== current.description ? `${description} ${current.description}` : (description ?? current.description);
    return { schema: { ...current, description: both, examples: examples ?? current.examples }, file };
  }

  /** The schema of the field at `path` in a file checked by `schemaFile` (`page.schema.json`), if the path is a known one. */
  fieldAt(schemaFile: string, path: FieldPath): JsonSchema | undefined {
    let { schema, file } = this.resolve(this.file(schemaFile), schemaFile);
    for (const segment of path) {
      const next = typeof segment === 'number' ? schema.items : schema.properties?.[segment];
      if (!next) return undefined;
      ({ schema, file } = this.resolve(next, file));
    }
    return schema;
  }
}

/** "for example `…`" from a field's examples or its allowed values, for messages and comments. */
export function exampleOf(schema: JsonSchema): string | undefined {
  if (schema.examples?.length) return schema.examples.map((e) => `\`${typeof e === 'string' ? e : JSON.stringify(e)}\``).join(' or ');
  if (schema.enum?.length) return `one of ${schema.enum.map((e) => String(e)).join(', ')}`;
  return undefined;
}
