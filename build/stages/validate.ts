/**
 * Validate: check every loaded file against its JSON Schema with ajv,
 * reporting all errors with the exact position of the offending field.
 * Input: source files and the schemas' validators (./compile-schemas.ts). Output: problems.
 */
import type { ErrorObject, ValidateFunction } from 'ajv';
import { isMap, isScalar, isSeq } from 'yaml';
import { didYouMean, fromCatalogue, type Problem } from '../problems.ts';
import { formatFieldPath, locate, parsePointer, type FieldPath, type Position } from '../locate.ts';
import { Errors, type ErrorData } from '../errors/catalogue.ts';
import { isLinkField } from './content-links.ts';
import type { SourceFile } from './parse.ts';

/** One validator per schema name (./compile-schemas.ts makes them). */
export type Validators = Map<string, ValidateFunction>;

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'list';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  if (typeof value === 'object') return 'mapping';
  return typeof value;
}

const TYPE_WORDS: Record<string, string> = { object: 'a mapping of fields', array: 'a list', string: 'text', integer: 'a whole number', number: 'a number', boolean: 'true or false' };

interface Described {
  entry: ErrorData<never>;
  args: Record<string, unknown>;
  atKey?: boolean;
  extra?: string;
}

function described<Args>(entry: ErrorData<Args>, args: Args, opts: { atKey?: boolean; extra?: string } = {}): Described {
  return { entry: entry as unknown as ErrorData<never>, args: args as Record<string, unknown>, ...opts };
}

function describe(err: ErrorObject): Described {
  const schema = err.parentSchema as { description?: string; properties?: Record<string, unknown> } | undefined;
  const description = schema?.description;
  switch (err.keyword) {
    case 'type': {
      const expected = String(err.params.type).split(',').map((t) => TYPE_WORDS[t] ?? t).join(' or ');
      return described(Errors.SchemaType, { expected, got: typeName(err.data), description });
    }
    case 'required':
      return described(Errors.SchemaRequired, { name: String(err.params.missingProperty) });
    case 'additionalProperties': {
      const name = String(err.params.additionalProperty);
      const known = Object.keys(schema?.properties ?? {});
      return described(Errors.SchemaUnknownField, { name, suggestion: didYouMean(name, known), known }, { atKey: true, extra: name });
    }
    case 'enum': {
      const allowed = (err.params.allowedValues as unknown[]).map(String);
      return described(Errors.SchemaEnum, { value: String(err.data), suggestion: didYouMean(String(err.data), allowed), allowed });
    }
    case 'const':
      return described(Errors.SchemaConst, { value: JSON.stringify(err.params.allowedValue), description });
    case 'pattern':
      return described(Errors.SchemaPattern, { value: String(err.data), description, pattern: String(err.params.pattern) });
    case 'format':
      return described(Errors.SchemaFormat, { value: String(err.data), format: String(err.params.format), description });
    case 'minLength':
    case 'maxLength':
      return described(Errors.SchemaLength, { limit: Number(err.params.limit), has: String(err.data).length, tooLong: err.keyword === 'maxLength' });
    case 'minItems':
    case 'maxItems':
      return described(Errors.SchemaItemCount, { limit: Number(err.params.limit), tooMany: err.keyword === 'maxItems' });
    case 'minimum':
    case 'maximum':
      return described(Errors.SchemaRange, { detail: err.message ?? err.keyword, value: String(err.data) });
    case 'uniqueItems': {
      // ajv counts from 0 and names the later item first; editors count from 1.
      const [first, second] = [Number(err.params.i), Number(err.params.j)].sort((a, b) => a - b);
      return described(Errors.SchemaUnique, { first: first + 1, second: second + 1 });
    }
    case 'discriminator': {
      // Section types are named by their schema files (`section-stats.schema.json` → `stats`), so the list follows the schemas.
      const oneOf = (err.parentSchema as { oneOf?: { $ref?: string }[] } | undefined)?.oneOf ?? [];
      const known = oneOf.map((s) => (s.$ref ?? '').replace(/^section-([\w-]+)\.schema\.json$/, '$1')).filter(Boolean);
      const tag = (err.data as Record<string, unknown> | undefined)?.type;
      return described(Errors.SchemaSectionType, { type: tag === undefined ? undefined : String(tag), suggestion: tag === undefined ? undefined : didYouMean(String(tag), known), known });
    }
    case 'oneOf':
    case 'anyOf':
      return described(Errors.SchemaForm, { description });
    default:
      return described(Errors.SchemaRule, { detail: err.message ?? err.keyword });
  }
}

/** The value at `path` as written in the file, and where it starts (the key's position for a field). */
function written(source: SourceFile, path: FieldPath): { raw: string; line: number; column: number; key?: string; keyPos: Position; lead: string } {
  const last = path[path.length - 1];
  const isKey = typeof last === 'string';
  const keyPos = locate(source, path, { key: isKey });
  const text = source.text.split('\n')[keyPos.line - 1 - source.lineOffset] ?? '';
  // What a corrected line starts with: the indentation (and `- `), and the field name.
  const indent = text.slice(0, keyPos.column - 1);
  if (!isKey) {
    const raw = text.slice(keyPos.column - 1).replace(/\s+$/, '');
    return { raw, line: keyPos.line, column: keyPos.column, keyPos, lead: indent };
  }
  const after = text.slice(keyPos.column - 1).replace(/^["']?[^:]*["']?:/, '');
  const column = keyPos.column + (text.slice(keyPos.column - 1).length - after.length) + (after.length - after.trimStart().length);
  return { raw: after.trim(), line: keyPos.line, column, key: last, keyPos, lead: `${indent}${last}: ` };
}

/**
 * `- Note: the text` where text is expected: the `: ` made YAML read a field named "Note". The
 * corrected line quotes the whole text.
 */
function readAsPair(source: SourceFile, path: FieldPath, data: unknown): (Described & { at: Position }) | undefined {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return undefined;
  const entries = Object.entries(data as Record<string, unknown>);
  if (entries.length !== 1 || (entries[0][1] !== null && typeof entries[0][1] === 'object')) return undefined;
  const at = locate(source, path);
  const line = (source.text.split('\n')[at.line - 1 - source.lineOffset] ?? '').replace(/\r$/, '');
  const prefix = line.slice(0, at.column - 1);
  const text = line.slice(at.column - 1).replace(/\s+#.*$/, '').trimEnd();
  if (!/^\s*(- +)?$/.test(prefix) || /^["'{\[]/.test(text) || !text.includes(': ')) return undefined;
  const fixed = `${prefix}"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  return { ...described(Errors.ValueReadAsPair, { key: entries[0][0], fixed }), at };
}

const BOOLEAN_WORDS: Record<string, boolean> = { yes: true, no: false, on: true, off: false, y: true, n: false };

/**
 * A type error often means YAML read the value differently from what the editor meant: `yes` is
 * text, `4,8` is text, `title: #1` is empty. Say what YAML understood and how to write what was meant.
 */
function explainValue(source: SourceFile, path: FieldPath, err: ErrorObject): (Described & { at: Position }) | undefined {
  const expected = String(err.params.type).split(',');
  const data = err.data;
  const pair = expected.includes('string') ? readAsPair(source, path, data) : undefined;
  if (pair) return pair;
  const { raw, line, column, key, keyPos, lead } = written(source, path);
  const wanted = expected.map((t) => TYPE_WORDS[t] ?? t).join(' or ');
  const read = (understood: string, fixed: string) => ({ ...described(Errors.ValueReadAsOther, { raw, understood, expected: wanted, fixed }), at: { line, column } });
  if (data === null) {
    if (raw.startsWith('#')) return { ...described(Errors.YamlReservedStart, { char: '#', fixed: `${lead}"${raw.replace(/"/g, '\\"')}"` }), at: { line, column } };
    if (key && (raw === '' || raw === '~' || raw === 'null')) return { ...described(Errors.ValueEmpty, { key, expected: wanted }), at: keyPos };
    return undefined;
  }
  if (raw === '' && expected.includes('array') && typeof data === 'string') {
    // The list's first item lost its `- `: YAML reads it and the items below as one text.
    const at = locate(source, path);
    const lines = source.text.split('\n');
    const itemLine = lines[at.line - 1 - source.lineOffset] ?? '';
    const indent = itemLine.length - itemLine.trimStart().length;
    const hasItemsBelow = lines.slice(at.line - source.lineOffset).some((l) => l.startsWith(`${' '.repeat(indent)}- `));
    if (hasItemsBelow) {
      const fixed = `${' '.repeat(indent)}- ${itemLine.trimStart()}`;
      return { ...described(Errors.YamlListItemDash, { fixed }), at: { line: at.line, column: indent + 1 } };
    }
  }
  if (raw === '' || raw.startsWith('|') || raw.startsWith('>')) return undefined;
  if (expected.includes('string') && (typeof data === 'boolean' || typeof data === 'number')) {
    return read(typeof data === 'boolean' ? `the value ${data}` : `the number ${data}`, `${lead}"${raw}"`);
  }
  if (expected.includes('boolean') && typeof data === 'string' && data.toLowerCase() in BOOLEAN_WORDS) {
    return read(`the text "${data}"`, `${lead}${BOOLEAN_WORDS[data.toLowerCase()]}`);
  }
  if ((expected.includes('number') || expected.includes('integer')) && typeof data === 'string') {
    const t = data.trim();
    let fixed: string | undefined;
    if (/^\d+,\d{1,2}$/.test(t)) fixed = t.replace(',', '.');
    else if (/^\d{1,3}(,\d{3})+$/.test(t)) fixed = t.replace(/,/g, '');
    else if (/^(\d{4})\s*[-–/]\s*\d{2,4}$/.test(t)) fixed = t.slice(0, 4);
    else if (/^-?\d+(\.\d+)?$/.test(t)) fixed = t;
    if (fixed !== undefined) return read(`the text "${data}"`, `${lead}${fixed}`);
  }
  if (expected.includes('array') && (typeof data === 'string' || typeof data === 'number' || typeof data === 'boolean')) {
    const items = String(raw).split(/\s*,\s*/).filter(Boolean);
    return read('a single value', `${lead}[${items.join(', ')}]`);
  }
  return undefined;
}

/**
 * Link fields are checked whatever their form by the link stage, and technology lists by the
 * reference check (which knows the names editors write), both saying more than "wrong form".
 */
function isLeftToLaterChecks(source: SourceFile, err: ErrorObject, path: FieldPath): boolean {
  if (err.keyword === 'pattern' && path[path.length - 2] === 'technologies' && typeof path[path.length - 1] === 'number' && source.type.listsTechnologyFiles) return true;
  // Picture paths are checked as pictures (format, form, file) by the cross-file stage (build/stages/pictures.ts).
  if (err.keyword === 'pattern') return String(err.schemaPath).includes('internalPath') || String(err.schemaPath).includes('imagePath') || isLinkField(path);
  return err.keyword === 'format' && err.params.format === 'uri' && isLinkField(path);
}

/**
 * Where a missing required field belongs: after the field the schema lists before it (files keep
 * the schema's order, as `npm run new` writes them), else before the one it lists after it. A
 * deleted line is then reported where it was, not at the top of its group.
 */
function whereMissing(source: SourceFile, path: FieldPath, name: string, schema: unknown): Position | undefined {
  const order = Object.keys((schema as { properties?: Record<string, unknown> } | undefined)?.properties ?? {});
  const at = order.indexOf(name);
  let node: unknown = source.doc.contents;
  for (const seg of path) {
    if (isMap(node)) node = node.items.find((p) => isScalar(p.key) && String(p.key.value) === String(seg))?.value;
    else if (isSeq(node) && typeof seg === 'number') node = node.items[seg];
    else return undefined;
  }
  if (at < 0 || !isMap(node)) return undefined;
  const pairs = node.items.filter((p) => isScalar(p.key) && p.key.range);
  const index = (p: (typeof pairs)[number]) => order.indexOf(String((p.key as { value: unknown }).value));
  const before = pairs.filter((p) => index(p) >= 0 && index(p) < at).sort((a, b) => index(b) - index(a))[0];
  const after = pairs.filter((p) => index(p) > at).sort((a, b) => index(a) - index(b))[0];
  const pos = (offset: number) => source.lineCounter.linePos(offset);
  if (before) {
    const key = pos((before.key as { range: [number, number, number] }).range[0]);
    const value = before.value as { range?: [number, number, number]; type?: string } | null;
    // A plain text running over several lines has most likely swallowed the missing field's own
    // text (its `answer: >-` line deleted): the field belongs right after the first of those lines.
    if (isScalar(value) && value.type === 'PLAIN' && value.range && pos(value.range[1]).line > pos(value.range[0]).line) {
      return { line: pos(value.range[0]).line + 1 + source.lineOffset, column: pos((before.key as { range: [number, number, number] }).range[0]).col };
    }
    const end = value?.range?.[1] ?? (before.key as { range: [number, number, number] }).range[1];
    // The line after the value's last character (a block value's end offset is the next line's start).
    return { line: pos(Math.max(0, end - 1)).line + 1 + source.lineOffset, column: key.col };
  }
  if (after) {
    const key = pos((after.key as { range: [number, number, number] }).range[0]);
    return { line: key.line + source.lineOffset, column: key.col };
  }
  return undefined;
}

/** Turn ajv errors into problems, dropping the noise of failed alternatives. */
export function errorsToProblems(source: SourceFile, errors: ErrorObject[]): Problem[] {
  const alternativeFailures = new Set(errors.filter((e) => e.keyword === 'oneOf' || e.keyword === 'anyOf').map((e) => e.instancePath));
  const problems: Problem[] = [];
  const seen = new Set<string>();
  // `key:"value"` (no space after the colon) parses as one unknown field named `key:"value`, and
  // `key` is then missing: one mistake, reported once, as what it is.
  const glued = new Set<string>();
  for (const err of errors) {
    if (err.keyword !== 'additionalProperties') continue;
    const name = String(err.params.additionalProperty);
    const m = /^([A-Za-z_][\w-]*):(\S)/.exec(name);
    const known = Object.keys((err.parentSchema as { properties?: Record<string, unknown> } | undefined)?.properties ?? {});
    if (!m || !known.includes(m[1])) continue;
    glued.add(`${err.instancePath}/${m[1]}`);
    const pos = locate(source, [...parsePointer(err.instancePath), name], { key: true });
    const line = source.text.split('\n')[pos.line - 1 - source.lineOffset] ?? '';
    const fixed = `${line.slice(0, pos.column - 1 + m[1].length + 1)} ${line.slice(pos.column - 1 + m[1].length + 1)}`;
    problems.push(fromCatalogue(Errors.YamlNoSpaceAfterColon, { file: source.file, line: pos.line, column: pos.column + m[1].length + 1, field: '' }, { key: m[1], fixed: fixed.trimEnd() }));
  }
  for (const err of errors) {
    if (err.keyword === 'additionalProperties' && [...glued].some((g) => String(err.params.additionalProperty).startsWith(`${g.slice(g.lastIndexOf('/') + 1)}:`) && g.startsWith(`${err.instancePath}/`))) continue;
    if (err.keyword === 'required' && glued.has(`${err.instancePath}/${String(err.params.missingProperty)}`)) continue;
    // Inside a failed oneOf only the summary is useful: "must be integer" and "must be equal to constant" contradict each other.
    if (err.keyword !== 'oneOf' && err.keyword !== 'anyOf' && [...alternativeFailures].some((p) => err.instancePath === p)) continue;
    const path = parsePointer(err.instancePath);
    if (isLeftToLaterChecks(source, err, path)) continue;
    const value = err.keyword === 'type' ? explainValue(source, path, err) : undefined;
    const { entry, args, atKey, extra } = value ?? describe(err);
    const fieldPath = extra ? [...path, extra] : path;
    const pos = value?.at ?? (err.keyword === 'required' ? whereMissing(source, path, String(err.params.missingProperty), err.parentSchema) : undefined) ?? locate(source, fieldPath, { key: atKey });
    const p = fromCatalogue(entry, { file: source.file, line: pos.line, column: pos.column, field: formatFieldPath(fieldPath) }, args as never);
    const key = `${pos.line}:${pos.column}:${p.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push(p);
  }
  return problems;
}

export function validateSources(files: SourceFile[], validators: Validators): Problem[] {
  const problems: Problem[] = [];
  for (const source of files) {
    const validate = validators.get(source.type.schema)!;
    if (!validate(source.data)) problems.push(...errorsToProblems(source, validate.errors ?? []));
  }
  return problems;
}
