/**
 * Generates src/content/types.ts from the JSON Schemas, so content types are written once (in the schemas).
 * Run by `npm run types`; a unit test fails when the committed file is out of date.
 */
import { writeFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compile } from 'json-schema-to-typescript';
import { allContentTypes } from './content-types.ts';

export async function generateContentTypes(schemaDir: string): Promise<string> {
  const root = {
    title: 'ContentSchemas',
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(allContentTypes.map((t) => [t.key, { $ref: `${t.schema}.schema.json` }])),
  };
  const ts = await compile(root as never, 'ContentSchemas', {
    cwd: schemaDir,
    bannerComment: '/* Generated from schemas/*.schema.json by `npm run types`. Do not edit: change the schema and run it again. */',
    additionalProperties: false,
    style: { singleQuote: true, printWidth: 120 },
    unreachableDefinitions: false,
  });
  return ts;
}

export async function writeContentTypes(schemaDir: string, outFile: string): Promise<boolean> {
  const next = await generateContentTypes(schemaDir);
  let prev = '';
  try {
    prev = readFileSync(outFile, 'utf8');
  } catch {}
  if (prev === next) return false;
  writeFileSync(outFile, next);
  return true;
}

export const TYPES_FILE = join('src', 'content', 'types.ts');
