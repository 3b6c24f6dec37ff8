/**
 * Stage 2, validate: check every loaded file against its JSON Schema with ajv,
 * reporting all errors with the exact position of the offending field.
 * Input: source files and the schemas directory. Output: problems.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { _, Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import standaloneModule from 'ajv/dist/standalone/index.js';
import { allContentTypes } from '../content-types.ts';
import { problem, suggestion, type Problem } from '../problems.ts';
import { formatFieldPath, locate, parsePointer } from '../locate.ts';
import type { SourceFile } from './load.ts';

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;
const standaloneCode = ((standaloneModule as unknown as { default?: unknown }).default ?? standaloneModule) as (ajv: Ajv, refs: Record<string, string>) => string;
const require = createRequire(import.meta.url);

export type Validators = Map<string, ValidateFunction>;

function createAjv(standalone: boolean): Ajv {
  const ajv = new Ajv({
    allErrors: true,
    verbose: true,
    strict: false,
    discriminator: true,
    ...(standalone ? { code: { source: true, formats: _`require("ajv-formats/dist/formats").fullFormats` } } : {}),
  });
  addFormats(ajv);
  return ajv;
}

/**
 * One validator per schema. With `cacheDir`, the validators are compiled to JavaScript once
 * (ajv's standalone code, keyed by the schemas' hash) and loaded from there: compiling the
 * schemas takes about 150 ms, loading the compiled code about 5 ms.
 */
export function compileSchemas(schemaDir: string, cacheDir?: string, types = allContentTypes): Validators {
  const files = readdirSync(schemaDir).filter((f) => f.endsWith('.schema.json')).sort();
  const texts = files.map((f) => readFileSync(join(schemaDir, f), 'utf8'));
  const refs = Object.fromEntries(types.map((t) => [t.schema, `${t.schema}.schema.json`]));
  for (const ref of Object.values(refs)) if (!files.includes(ref)) throw new Error(`schemas/${ref} is missing`);
  if (cacheDir) {
    const hash = createHash('sha256').update(JSON.stringify([files, texts, require('ajv/package.json').version])).digest('hex').slice(0, 16);
    const cached = join(cacheDir, `validators-${hash}.cjs`);
    if (!existsSync(cached)) {
      const ajv = createAjv(true);
      files.forEach((f, i) => ajv.addSchema(JSON.parse(texts[i]), f));
      mkdirSync(cacheDir, { recursive: true });
      writeFileSync(cached, standaloneCode(ajv, refs));
    }
    const mod = require(cached) as Record<string, ValidateFunction>;
    return new Map(Object.keys(refs).map((k) => [k, mod[k]]));
  }
  const ajv = createAjv(false);
  files.forEach((f, i) => ajv.addSchema(JSON.parse(texts[i]), f));
  return new Map(Object.keys(refs).map((k) => [k, ajv.getSchema(refs[k])!]));
}

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'list';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  if (typeof value === 'object') return 'mapping';
  return typeof value;
}

const TYPE_WORDS: Record<string, string> = { object: 'a mapping of fields', array: 'a list', string: 'text', integer: 'a whole number', number: 'a number', boolean: 'true or false' };

function describe(err: ErrorObject): { message: string; hint?: string; atKey?: boolean; extra?: string } {
  const schema = err.parentSchema as { description?: string; properties?: Record<string, unknown> } | undefined;
  switch (err.keyword) {
    case 'type': {
      const expected = String(err.params.type).split(',').map((t) => TYPE_WORDS[t] ?? t).join(' or ');
      return { message: `must be ${expected} (got ${typeName(err.data)})`, hint: schema?.description };
    }
    case 'required':
      return { message: `missing required field "${err.params.missingProperty}"`, hint: `add \`${err.params.missingProperty}:\` here` };
    case 'additionalProperties': {
      const name = String(err.params.additionalProperty);
      const known = Object.keys(schema?.properties ?? {});
      return {
        message: `unknown field "${name}"`,
        hint: suggestion(name, known) ?? (known.length ? `remove it; allowed fields are ${known.join(', ')}` : 'remove it'),
        atKey: true,
        extra: name,
      };
    }
    case 'enum': {
      const allowed = (err.params.allowedValues as unknown[]).map(String);
      return {
        message: `"${String(err.data)}" is not one of the allowed values`,
        hint: suggestion(String(err.data), allowed) ?? `use one of: ${allowed.join(', ')}`,
      };
    }
    case 'const':
      return { message: `must be ${JSON.stringify(err.params.allowedValue)}`, hint: schema?.description };
    case 'pattern':
      return { message: `"${String(err.data)}" has the wrong form`, hint: schema?.description ?? `must match ${err.params.pattern}` };
    case 'format':
      return { message: `"${String(err.data)}" is not a valid ${err.params.format}`, hint: schema?.description };
    case 'minLength':
      return { message: `is too short: at least ${err.params.limit} characters (has ${String(err.data).length})` };
    case 'maxLength':
      return { message: `is too long: at most ${err.params.limit} characters (has ${String(err.data).length})` };
    case 'minItems':
      return { message: `needs at least ${err.params.limit} item${err.params.limit === 1 ? '' : 's'}` };
    case 'maxItems':
      return { message: `has more than ${err.params.limit} items` };
    case 'minimum':
    case 'maximum':
      return { message: `${err.message} (got ${String(err.data)})` };
    case 'uniqueItems':
      return { message: `lists the same value twice (items ${err.params.j} and ${err.params.i})`, hint: 'remove the repeated item' };
    case 'discriminator': {
      // Section types are named by their schema files (`section-stats.schema.json` → `stats`), so the list follows the schemas.
      const oneOf = (err.parentSchema as { oneOf?: { $ref?: string }[] } | undefined)?.oneOf ?? [];
      const known = oneOf.map((s) => (s.$ref ?? '').replace(/^section-([\w-]+)\.schema\.json$/, '$1')).filter(Boolean);
      const tag = (err.data as Record<string, unknown> | undefined)?.type;
      return {
        message: tag === undefined ? 'section has no `type`' : `unknown section type "${String(tag)}"`,
        hint: (tag !== undefined && suggestion(String(tag), known)) || `use one of: ${known.join(', ')}`,
      };
    }
    case 'oneOf':
    case 'anyOf':
      return { message: 'does not have an allowed form', hint: schema?.description };
    default:
      return { message: err.message ?? err.keyword };
  }
}

/** Turn ajv errors into problems, dropping the noise of failed alternatives. */
export function errorsToProblems(source: SourceFile, errors: ErrorObject[]): Problem[] {
  const alternativeFailures = new Set(errors.filter((e) => e.keyword === 'oneOf' || e.keyword === 'anyOf').map((e) => e.instancePath));
  const problems: Problem[] = [];
  const seen = new Set<string>();
  for (const err of errors) {
    // Inside a failed oneOf only the summary is useful: "must be integer" and "must be equal to constant" contradict each other.
    if (err.keyword !== 'oneOf' && err.keyword !== 'anyOf' && [...alternativeFailures].some((p) => err.instancePath === p)) continue;
    const { message, hint, atKey, extra } = describe(err);
    const path = parsePointer(err.instancePath);
    const fieldPath = extra ? [...path, extra] : path;
    const pos = locate(source, fieldPath, { key: atKey });
    const key = `${pos.line}:${pos.column}:${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push(problem({ file: source.file, line: pos.line, column: pos.column, field: formatFieldPath(fieldPath), message, hint }));
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
