/**
 * Unfilled fields: a field left empty (`title:` with no value, as `npm run new` writes
 * them) is reported as "not filled in yet" with what belongs there, instead of as a schema type
 * error; a Markdown file with no text after its front matter likewise. Until every field is
 * filled the check fails, so nothing unfinished reaches dist/.
 * Input: parsed files and the schemas (a SchemaReader). Output: problems, and the fields they name (the
 * validator's messages about those fields are dropped: one mistake, one message).
 */
import { fromCatalogue, type Problem } from '../problems.ts';
import { Errors } from '../errors/catalogue.ts';
import { formatFieldPath, locate, type FieldPath } from '../locate.ts';
import { exampleOf, type SchemaReader } from '../schema-fields.ts';
import type { SourceFile } from './parse.ts';

export interface Unfilled {
  problems: Problem[];
  /** `file|field` of every unfilled field. */
  fields: Set<string>;
}

export const unfilledKey = (file: string, field: string) => `${file}|${field}`;

/** Every null in `value` by its path; `path` is extended and restored as the walk goes (copied only for a null), as every field of every file is visited. */
function emptyPaths(value: unknown, path: FieldPath, out: FieldPath[]): void {
  if (value === null) out.push([...path]);
  else if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      path.push(i);
      emptyPaths(value[i], path, out);
      path.pop();
    }
  } else if (value && typeof value === 'object') {
    for (const k in value) {
      if (!Object.hasOwn(value, k)) continue;
      path.push(k);
      emptyPaths((value as Record<string, unknown>)[k], path, out);
      path.pop();
    }
  }
}

export function unfilledFields(files: SourceFile[], reader: SchemaReader): Unfilled {
  const problems: Problem[] = [];
  const fields = new Set<string>();
  for (const source of files) {
    const empty: FieldPath[] = [];
    emptyPaths(source.data, [], empty);
    for (const path of empty) {
      const field = formatFieldPath(path);
      const schema = reader.fieldAt(`${source.type.schema}.schema.json`, path);
      const example = schema && exampleOf(schema);
      const what = [schema?.description, example && `For example ${example}.`].filter(Boolean).join(' ');
      const pos = locate(source, path, { key: true });
      fields.add(unfilledKey(source.file, field));
      // `title: #1 agency`: YAML read a comment, not an empty field someone has yet to fill.
      const line = source.text.split('\n')[pos.line - 1 - source.lineOffset]?.replace(/\r$/, '') ?? '';
      const hash = typeof path[path.length - 1] === 'string' ? /^(\s*(?:- )?[^:#]+:[ \t]+)(#.*?)\s*$/.exec(line) : /^(\s*- +)(#.*?)\s*$/.exec(line);
      if (hash) {
        const fixed = `${hash[1]}"${hash[2].replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
        problems.push(fromCatalogue(Errors.YamlReservedStart, { file: source.file, line: pos.line, column: hash[1].length + 1, field }, { char: '#', fixed }));
        continue;
      }
      problems.push(fromCatalogue(Errors.FieldUnfilled, { file: source.file, line: pos.line, column: pos.column, field }, { what: what || undefined }));
    }
    if (source.type.format === 'markdown' && source.body !== undefined && !source.body.trim()) {
      problems.push(fromCatalogue(Errors.BodyEmpty, { file: source.file, line: source.bodyLine ?? 1, column: 1, field: 'body' }, {}));
    }
  }
  return { problems, fields };
}
