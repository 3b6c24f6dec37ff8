/**
 * Every text a required field holds appears on its item's page: what the editor wrote in a title,
 * an excerpt, a byline is what the visitor reads, whatever happens to it in between (a note that
 * swallowed it, markup around it, a template that stopped showing it). The fields are the
 * required free-text strings at the top of each schema (no enum, pattern or format: those are
 * names and codes, not text to read). The comparison is by the pieces of the text that no Markdown
 * or typography changes, so what the renderer does to marks, quotes and dashes does not matter.
 */
import { schemaReaderIn } from '../schema-files.ts';
import type { RouteTable } from '../routes.ts';
import type { SourceFile } from '../stages/parse.ts';

export interface ExpectedText {
  field: string;
  text: string;
}

/** Required free-text fields of each item page's own file, by the page's path. */
export function requiredTexts(table: Pick<RouteTable, 'routes'>, sources: SourceFile[], schemasDir: string): Record<string, ExpectedText[]> {
  const reader = schemaReaderIn(schemasDir);
  const byFile = new Map(sources.map((s) => [s.file, s]));
  const fieldsOf = new Map<string, string[]>();
  const out: Record<string, ExpectedText[]> = {};
  const seen = new Set<string>();
  for (const route of table.routes) {
    const source = byFile.get(route.source);
    // A file's first route is its item's page (group pages follow and name their first item's file).
    if (!source || seen.has(route.source)) continue;
    seen.add(route.source);
    let fields = fieldsOf.get(source.type.schema);
    if (!fields) {
      const schema = reader.file(`${source.type.schema}.schema.json`);
      fields = (schema.required ?? []).filter((key) => {
        const field = schema.properties?.[key];
        return field !== undefined && field.type === 'string' && !field.enum && !field.const && !field.pattern && !field.format && !field.$ref;
      });
      fieldsOf.set(source.type.schema, fields);
    }
    const data = source.data as Record<string, unknown>;
    const texts = fields.flatMap((field) => (typeof data[field] === 'string' && /[\p{L}\p{N}]/u.test(data[field] as string) ? [{ field, text: data[field] as string }] : []));
    if (texts.length) out[route.path] = texts;
  }
  return out;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The pieces of a text that reach the page exactly as written: the text cut wherever Markdown or
 * typography may change it (marks, quotes, dashes, brackets, line starts, `{collection}` counts),
 * notes and link targets left out; only pieces of two words or more, which a page does not show
 * by chance.
 */
function plainPieces(text: string): string[] {
  return text
    .replace(/<!--[\s\S]*?-->/g, '\n')
    .replace(/\]\([^)]*\)/g, '\n')
    .split(/[\n*_`[\]()<>"'“”‘’–—…#|\\{}]|--|\.\.\.|\+-/)
    // A line's list marker (`- `, `1. `) is not text either.
    .map((piece) => piece.trim().replace(/^(?:[-+>]|\d+[.)])\s+/, ''))
    .filter((piece) => /[\p{L}\p{N}]+\s+[\p{L}\p{N}]+/u.test(piece));
}

/** The expected texts `html` does not show: a piece of their words is not on the page. */
export function missingTexts(html: string, expected: ExpectedText[] | undefined): ExpectedText[] {
  if (!expected?.length) return [];
  // Most texts are on the page as written; the others are compared piece by piece.
  return expected.filter(({ text }) => !html.includes(escapeHtml(text.trim())) && plainPieces(text).some((piece) => !html.includes(escapeHtml(piece))));
}
