/**
 * The loaded, validated content as templates see it. Its keys are the registry's collections
 * (src/collections.ts, through the generated `CollectionFormats`); field types come from the schemas (types.ts).
 */
import type { CollectionFormats, ContentSchemas } from './types.ts';

export type * from './types.ts';

export interface Entry<T> {
  /** Source file relative to the project root. */
  file: string;
  /** File name without extension. */
  slug: string;
  data: T;
  /** Path of the item's page, from its collection's `url` (src/collections.ts); absent when it has no page. */
  url?: string;
}

export interface MarkdownEntry<T> extends Entry<T> {
  body: string;
  /** 1-based line of the body's first line in the file. */
  bodyLine: number;
  /** Words in the body, counted once when content is assembled (reading time, word-count rules). */
  words: number;
}

type Schemas = Required<ContentSchemas>;

type Collections = {
  [K in keyof CollectionFormats]: (CollectionFormats[K] extends 'markdown' ? MarkdownEntry<Schemas[K]> : Entry<Schemas[K]>)[];
};

export type Content = { site: Schemas['site']; redirects: Schemas['redirects'] } & Collections;
