/**
 * The shape of a content type's one definition (see src/collections.ts, the registry). Everything
 * else the pipeline knows about a content type (which files to load, which schema checks them, the
 * model's key, the pages it makes, their template, the sitemap, the search index, the pictures,
 * the structured data, the related entries, the editor's schema mapping and the generated types)
 * is derived from these fields. Also here: `nameKey`, the one rule by which a written name
 * matches an entry (checks, pages and the editor).
 */
import type { FunctionComponent, ReactNode } from 'react';
import type { Content, Entry, MarkdownEntry } from './model.ts';
import type { ContentSchemas, SiteIdentity } from './types.ts';
import type { JsonLd } from '../lib/structured-data.ts';

export type ContentFormat = 'yaml' | 'markdown';

/** What a route of a collection says about its page; the path, source file and section are added from the definition. */
export interface RouteSpec {
  template: string;
  props: Record<string, unknown>;
  title: string;
  description: string;
  keywords?: string[];
  /** Section name on the social card and in search results; the collection's label when absent. */
  section?: string;
  /** Listed in sitemap.xml, the search index and open to search engines; true when absent. */
  indexable?: boolean;
  /** Last modification date (YYYY-MM-DD) when the content says it. */
  lastmod?: string;
}

/** Data of a collection's files: the type generated from its schema, or plain data for a type the generated file does not know yet. */
export type DataOf<Name extends string> = Name extends keyof ContentSchemas ? Required<ContentSchemas>[Name] : Record<string, unknown>;
export type EntryOf<Name extends string, Format extends ContentFormat> = Format extends 'markdown' ? MarkdownEntry<DataOf<Name>> : Entry<DataOf<Name>>;

type Templates = Record<string, FunctionComponent<never>>;

/** A page per value of a field shared by several items (a category), with its own template. */
export interface GroupPages<E, GroupTemplates extends Templates = Templates> {
  /** The value items are grouped by. */
  by: (entry: E) => string;
  /** The group page's path: the only place its URL pattern is written. */
  url: (value: string) => string;
  route: (value: string, entries: E[]) => RouteSpec;
  templates: GroupTemplates;
}

export interface CollectionDefinition<
  Name extends string = string,
  Format extends ContentFormat = ContentFormat,
  E = EntryOf<Name, Format>,
  ItemTemplates extends Templates = Templates,
  GroupTemplates extends Templates = Templates,
> {
  /** Key in the Content model and in the generated types (`ContentSchemas`). */
  name: Name;
  /** Folder under content/. */
  folder: string;
  format: Format;
  /** File name in schemas/ without `.schema.json`. */
  schema: string;
  /** What a visitor calls the collection: the section on social cards and in search results. */
  label: string;
  /** Whether a `slug` field, when present, must equal the file name (the URL comes from the file name). */
  slugIsFileName: boolean;
  /** Order of entries in listings; by file name when absent. */
  order?: (a: E, b: E) => number;
  /** The item's page path, or undefined when the item has no page: the only place its URL pattern is written. */
  url?: (entry: E) => string | undefined;
  /** What the item's page shows and says in its head; called for entries with a url. */
  route?: (entry: E) => RouteSpec;
  /** Template components by the names `route` gives; the route table's types come from their props. */
  templates?: ItemTemplates;
  groups?: GroupPages<E, GroupTemplates>;
  /** How a `collection` section of a page lists the items (`source:` the folder): the list's class and one item. */
  card?: {
    list: string;
    item: (entry: E, content: Content) => ReactNode;
    /** Shown above the list (the blog's category links). */
    before?: () => ReactNode;
  };
  /** The item's icon (Lucide name) for social cards, covers and related lists. */
  icon?: (entry: E, content: Content) => string;
  /**
   * Each item's cover picture (on its cards and its page; `<Cover entry={…}>`): the editor's image
   * when the entry names one, else one drawn from these fields (build/images/plan.ts).
   */
  cover?: (entry: E, content: Content) => CoverSpec;
  /** Structured data of the item's page beyond what every page has (Organization, WebSite, BreadcrumbList). */
  jsonLd?: (entry: E, page: PageFacts) => JsonLd[];
  /** Structured data of the collection's list page: the page at the parent path of its items' pages (`/services`). */
  listJsonLd?: (page: PageFacts) => JsonLd[];
  /** Whether its pages are in the site search (search-index.json); true when absent. */
  search?: boolean;
  /**
   * Fields that name entries of another collection (a list or one value): field → the collection
   * and what is written, its file name (`slug`, the default) or its `name` field. The cross-checks
   * (build/stages/crossref.ts, references.ts) and the editor's relation fields both read this.
   */
  references?: Record<string, Reference>;
  /**
   * Free-text fields that may name an entry of another collection (by its name, file name or an
   * alias, as `nameKey` compares them): the item is listed on that entry's page like a reference,
   * but a name matching no entry is fine, so nothing checks them and the editor offers plain text.
   */
  mentions?: Record<string, { collection: string }>;
}

/** What a drawn cover shows, or the editor's own picture. */
export interface CoverSpec {
  /** The editor's picture (a path in content), used instead of a drawing when given. */
  image?: string;
  title: string;
  /** The small line above the title: a category or an industry. */
  label: string;
  /** Lucide icon name; the collection's `icon` when absent. */
  icon?: string;
  /** What the hue is chosen by: a category's own name, so no other item's choice moves it. */
  hueKey: string;
}

/** What a page's structured data may say about the page itself. */
export interface PageFacts {
  site: SiteIdentity;
  path: string;
  description: string;
  /** Absolute URL of its social card. */
  image: string;
}

export interface Reference {
  /** The collection's `name` in the registry. */
  collection: string;
  by?: 'slug' | 'name';
}

/**
 * The key names are compared by when content names an entry by its name rather than its file
 * name (a project's `technologies: [Node.js]`): case, spaces and punctuation other than + and #
 * do not matter (`Node.js` = `NodeJS`, `C#` ≠ `C`).
 */
export const nameKey = (s: string) => s.toLowerCase().replace(/[^a-z0-9+#]/g, '');

/** Every name an entry answers to: its `name`, its file name and its `aliases`. */
export function namesOf(entry: { slug: string; data: unknown }): string[] {
  const data = entry.data as { name?: unknown; aliases?: unknown };
  const aliases = Array.isArray(data.aliases) ? data.aliases.filter((a): a is string => typeof a === 'string') : [];
  return [...(typeof data.name === 'string' ? [data.name] : []), entry.slug, ...aliases];
}

/** A single file in content/ (site.yaml, redirects.yaml): loaded and validated, no pages of its own. */
export interface SingletonDefinition<Name extends string = string> {
  name: Name;
  file: string;
  format: 'yaml';
  schema: string;
}

/** The path of an item's page; for items whose collection gives every item one (a missing one is a bug, not a content problem). */
export function pageOf(entry: { url?: string; file: string }): string {
  if (entry.url === undefined) throw new Error(`${entry.file} has no page of its own`);
  return entry.url;
}

/**
 * Keeps the literal name and format. Entries are typed from the generated types; a collection the
 * generated file does not know yet (before `npm run types`) may give its entry type as the third argument.
 */
export function defineCollection<
  const Name extends string,
  const Format extends ContentFormat,
  E = EntryOf<Name, Format>,
  const ItemTemplates extends Templates = Templates,
  const GroupTemplates extends Templates = Templates,
>(definition: CollectionDefinition<Name, Format, E, ItemTemplates, GroupTemplates>): CollectionDefinition<Name, Format, E, ItemTemplates, GroupTemplates> {
  return definition;
}

export function defineSingleton<const Name extends string>(definition: SingletonDefinition<Name>): SingletonDefinition<Name> {
  return definition;
}

/** A registry: the singletons and collections of a site, in the order routes are listed. */
export interface Registry {
  singletons: readonly SingletonDefinition[];
  // Each definition types its own entries and templates; the pipeline treats them alike.
  collections: readonly CollectionDefinition<string, ContentFormat, any, any, any>[];
}
