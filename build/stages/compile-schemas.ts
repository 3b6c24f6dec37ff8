/**
 * The schemas' validators (ajv), for the validate stage (./validate.ts): compiled from schemas/,
 * or compiled once to JavaScript into the project's .cache/ and loaded from there. This is the
 * check's edge with the schema files; the editor's bundle includes the compiled file
 * (build/stages/admin.ts), so both run the same code.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { _, Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import standaloneModule from 'ajv/dist/standalone/index.js';
import { allContentTypes } from '../content-folders.ts';
import type { Validators } from './validate.ts';
import { runBundle } from '../../scripts/load-bundle.mjs';

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;
const standaloneCode = ((standaloneModule as unknown as { default?: unknown }).default ?? standaloneModule) as (ajv: Ajv, refs: Record<string, string>) => string;
const require = createRequire(import.meta.url);

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
 * (ajv's standalone code, keyed by the schemas' hash) and loaded from there: loading compiled
 * code costs a small fraction of compiling the schemas.
 */
export function compileSchemas(schemaDir: string, cacheDir?: string, types = allContentTypes): Validators {
  const files = readdirSync(schemaDir).filter((f) => f.endsWith('.schema.json')).sort();
  const texts = files.map((f) => readFileSync(join(schemaDir, f), 'utf8'));
  const refs = Object.fromEntries(types.map((t) => [t.schema, `${t.schema}.schema.json`]));
  for (const ref of Object.values(refs)) if (!files.includes(ref)) throw new Error(`schemas/${ref} is missing`);
  if (cacheDir) {
    // With V8's code cache: each validator is otherwise compiled again at its first call.
    const mod = runBundle(compiledValidatorsFile(schemaDir, cacheDir, types), { name: 'validators' }) as Record<string, ValidateFunction>;
    return new Map(Object.keys(refs).map((k) => [k, mod[k]]));
  }
  const ajv = createAjv(false);
  files.forEach((f, i) => ajv.addSchema(JSON.parse(texts[i]), f));
  return new Map(Object.keys(refs).map((k) => [k, ajv.getSchema(refs[k])!]));
}

/**
 * The validators compiled to JavaScript (ajv's standalone code, one export per schema name),
 * written once per version of the schemas into `cacheDir`: the check loads it, and the editor's
 * bundle includes it (build/stages/admin.ts), so both run the same code.
 */
export function compiledValidatorsFile(schemaDir: string, cacheDir: string, types = allContentTypes): string {
  const files = readdirSync(schemaDir).filter((f) => f.endsWith('.schema.json')).sort();
  const texts = files.map((f) => readFileSync(join(schemaDir, f), 'utf8'));
  const refs = Object.fromEntries(types.map((t) => [t.schema, `${t.schema}.schema.json`]));
  const hash = createHash('sha256').update(JSON.stringify([files, texts, require('ajv/package.json').version])).digest('hex').slice(0, 16);
  const cached = join(cacheDir, `validators-${hash}.cjs`);
  if (!existsSync(cached)) {
    const ajv = createAjv(true);
    files.forEach((f, i) => ajv.addSchema(JSON.parse(texts[i]), f));
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(cached, standaloneCode(ajv, refs));
  }
  return cached;
}
