/**
 * Every text a required field holds appears on its item's page: what the editor wrote in a title,
 * an excerpt, a byline is what the visitor reads, whatever happens to it in between (a note that
 * swallowed it, markup around it, a template that stopped showing it). The fields are the
 * required free-text strings at the top of each schema (no enum, pattern or format: those are
 * names and codes, not text to read). The comparison is by words, so Markdown, typography and
 * line folding do not matter; a text's `{collection}` counts are left out.
 */
import { SchemaReader } from '../schema-fields.ts';
import type { RouteTable } from '../routes.ts';
import type { SourceFile } from '../stages/load.ts';
import { decodeEntities } from './scan.ts';

export interface ExpectedText {
  field: string;
  text: string;
}

/** Required free-text fields of each item page's own file, by the page's path. */
export function requiredTexts(table: Pick<RouteTable, 'routes'>, sources: SourceFile[], schemasDir: string): Record<string, ExpectedText[]> {
  const reader = new SchemaReader(schemasDir);
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

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

/** The words of a text, lower case, one space apart and at both ends. */
function words(text: string): string {
  const found = text.normalize('NFKC').toLowerCase().match(/[\p{L}\p{N}]+/gu);
  return ` ${(found ?? []).join(' ')} `;
}

/** The words a page shows: its text and the attributes read as text (a description, an alt text, a label), tags left out. */
function pageWords(html: string): string {
  const text = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, ' ').replace(/<[^>]*>/g, (tag) => ` ${[...tag.matchAll(/\s(?:content|alt|title|aria-label|value|placeholder)="([^"]*)"/g)].map((m) => m[1]).join(' ')} `);
  return words(decodeEntities(text));
}

/** The expected texts `html` does not show. */
export function missingTexts(html: string, expected: ExpectedText[] | undefined): ExpectedText[] {
  if (!expected?.length) return [];
  let shown: string | undefined;
  return expected.filter(({ text }) => {
    // Most texts are on the page as written: found without reading the page's words.
    if (html.includes(escapeHtml(text.trim()))) return false;
    shown ??= pageWords(html);
    const page = shown;
    // Markdown's own marks are not words a visitor reads: list numbers and bullets, heading marks, link targets.
    const written = text.replace(/<!--[\s\S]*?-->/g, ' ').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/^[ \t]*(?:\d+[.)]|[-*+>]|#{1,6})[ \t]+/gm, '');
    const parts = written.split(/\{[a-z-]+\}/i);
    return !parts.every((part) => {
      const said = words(part);
      return said.trim() === '' || page.includes(said);
    });
  });
}
