/** Codes from the registry's stages: fields `npm run new` leaves empty, and counts in page text. */
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assembleContent } from '../../../build/stages/assemble.ts';
import { checkCrossReferences } from '../../../build/stages/crossref.ts';
import { parseSource } from '../../../build/stages/parse.ts';
import { unfilledFields } from '../../../build/stages/unfilled.ts';
import { schemaReaderIn } from '../../../build/schema-files.ts';
import type { RouteTable } from '../../../build/routes.ts';
import { contentType, shown } from './helpers.ts';
import { siteRegistry } from '../../../src/collections.ts';

const SCHEMAS = resolve(import.meta.dirname, '../../../schemas');

function unfilled(typeKey: string, file: string, text: string): string[] {
  const { source } = parseSource(contentType(typeKey), file, text);
  return unfilledFields([source!], schemaReaderIn(SCHEMAS)).problems.map(shown);
}

describe('fields left empty', () => {
  it('field-unfilled names the field at its line, with what goes there from the schema', () => {
    expect(unfilled('industries', 'content/industries/marine.yaml', 'slug: marine\nname:\n')).toEqual([
      '2:1  name: is not filled in yet — write its value after the colon: The industry on its card and its page heading ("{name} Software Solutions"), on case studies and in filters. [field-unfilled]',
    ]);
  });

  it('body-empty: an article with front matter and no text', () => {
    expect(unfilled('articles', 'content/blog/edge.md', '---\ntitle: Edge caching\n---\n\n')).toEqual([
      '4:1  body: has no text after the front matter — write the text in Markdown below the closing `---` line [body-empty]',
    ]);
  });
});

describe('counts in page text', () => {
  it('unknown-count: a count of a collection that does not exist, with the likely name', () => {
    const files = {
      'content/site.yaml': 'name: Tarkaa\n',
      'content/pages/not-found.yaml': 'quickLinks:\n  - text: Browse {industrys} industries\n    href: /industries\n',
    };
    const sources = Object.entries(files).map(([file, text]) => {
      const key = file.includes('/pages/') ? 'pages' : 'site';
      return parseSource(contentType(key), file, text).source!;
    });
    const table = { routes: [], redirects: [], templates: {} } as RouteTable;
    const problems = checkCrossReferences({ content: assembleContent(sources, siteRegistry), sources, table, facts: { pictures: [], icons: [] }, registry: siteRegistry })
      .filter((p) => p.code === 'unknown-count');
    expect(problems.map(shown)).toEqual(['2:11  quickLinks[0].text: "{industrys}" is not a collection to count — did you mean "industries"? [unknown-count]']);
  });
});
