/** Runs inline YAML through the load and validate stages and prints problems as an editor sees them. */
import { resolve } from 'node:path';
import { collectionTypes, singletonTypes } from '../../../build/content-folders.ts';
import type { Problem } from '../../../build/problems.ts';
import { parseSource, type SourceFile } from '../../../build/stages/parse.ts';
import { validateSources } from '../../../build/stages/validate.ts';
import { compileSchemas } from '../../../build/stages/compile-schemas.ts';

export const contentType = (key: string) => [...collectionTypes, ...singletonTypes].find((t) => t.key === key)!;

let validators: ReturnType<typeof compileSchemas> | undefined;

/** `line:column  field: message — hint [code]`, the terminal's line without the file name. */
export function shown(p: Problem): string {
  return `${p.line}:${p.column}  ${p.field ? `${p.field}: ` : ''}${p.message}${p.hint ? ` — ${p.hint}` : ''} [${p.code}]`;
}

/** Problems of one file: syntax problems when it does not parse, else its warnings and schema problems. */
export function check(typeKey: string, text: string, file = `content/x/${typeKey}.yaml`): Problem[] {
  const { source, problems } = parseSource(contentType(typeKey), file, text);
  if (!source) return problems;
  validators ??= compileSchemas(resolve(import.meta.dirname, '../../../schemas'));
  return [...problems, ...validateSources([source], validators)];
}

/** Only the problems with `code` (a fragment of a file also misses required fields). */
export function withCode(problems: Problem[], code: string): string[] {
  return problems.filter((p) => p.code === code).map(shown);
}

/** Parses `content/{folder}/{name}` files given inline; the folder names the content type. */
export function sources(files: Record<string, string>): SourceFile[] {
  return Object.entries(files).map(([file, text]) => {
    const rel = file.replace(/^content\//, '');
    const type = singletonTypes.find((t) => t.path === rel) ?? collectionTypes.find((t) => rel.startsWith(`${t.path}/`))!;
    const { source, problems } = parseSource(type, file, text);
    if (!source) throw new Error(`${file} does not parse: ${problems.map(shown).join('; ')}`);
    return source;
  });
}
