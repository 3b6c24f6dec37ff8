/**
 * The route table: every page of the site, computed from content and the registry
 * (src/collections.ts). Each route names its template and the props it renders with.
 */
import type { FunctionComponent } from 'react';
import type { Content, Entry } from '../src/content/model.ts';
import type { Registry, RouteSpec } from '../src/content/definition.ts';
import type { collections } from '../src/collections.ts';

type AnyEntry = Entry<unknown>;

type Definition = (typeof collections)[number];
type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
type SiteTemplates = UnionToIntersection<NonNullable<Definition['templates']> | NonNullable<Definition['groups']>['templates']>;

/** Props of each template of the site's registry, from its component (the crumbs are added by the renderer). */
export type TemplateProps = {
  // Definitions without templates of their own add only the index signature of the default: left out.
  [K in keyof SiteTemplates as string extends K ? never : K]: SiteTemplates[K] extends (props: infer P) => unknown ? Omit<P, 'crumbs' | 'children'> : never;
};

export type TemplateName = keyof TemplateProps;

interface RouteBase {
  /** URL path, `/` or without a trailing slash. */
  path: string;
  title: string;
  /** What the page is called in its breadcrumb: its entry's title or name (a page without one is named from its path). */
  name?: string;
  description: string;
  keywords?: string[];
  /** Section name, used on social cards. */
  section: string;
  /** Content file the route comes from, for messages. */
  source: string;
  /** Listed in sitemap.xml and open to search engines. */
  indexable: boolean;
  /** Last modification date (YYYY-MM-DD) when the content says it. */
  lastmod?: string;
  /** The registry's collection the route comes from. */
  collection: string;
  /** False when its collection keeps it out of the site search. */
  searchable: boolean;
}

export type Route = { [K in TemplateName]: RouteBase & { template: K; props: TemplateProps[K] } }[TemplateName];

export interface Redirect {
  from: string;
  to: string;
}

export interface RouteTable {
  routes: Route[];
  redirects: Redirect[];
  /** Template components by name, from the registry the table was built with. */
  templates: Record<string, FunctionComponent<never>>;
}

/** An entry's own name: its `title` or `name` field. */
function nameOf(entry: AnyEntry): string | undefined {
  const data = entry.data as { title?: unknown; name?: unknown };
  const name = data.title ?? data.name;
  return typeof name === 'string' && name.trim() ? name : undefined;
}

/**
 * Every collection's item pages (in registry order), then its group pages (categories), each with
 * the path its definition's `url` gives: no URL pattern is written here.
 */
export function buildRouteTable(content: Content, registry: Registry): RouteTable {
  const items: Route[] = [];
  const groups: Route[] = [];
  const entriesOf = (name: string) => (content as unknown as Record<string, AnyEntry[]>)[name] ?? [];
  const route = (spec: RouteSpec, path: string, source: string, definition: Registry['collections'][number], name?: string) =>
    ({ ...spec, path, source, ...(name ? { name } : {}), section: spec.section ?? definition.label, indexable: spec.indexable ?? true, collection: definition.name, searchable: definition.search ?? true }) as Route;
  for (const definition of registry.collections) {
    const entries = entriesOf(definition.name);
    if (definition.route) {
      for (const entry of entries) if (entry.url !== undefined) items.push(route(definition.route(entry), entry.url, entry.file, definition, nameOf(entry)));
    }
    if (definition.groups) {
      const { by, url, route: groupRoute } = definition.groups;
      for (const [value, list] of groupBy(entries, by)) groups.push(route(groupRoute(value, list), url(value), list[0].file, definition, value));
    }
  }
  const redirects = content.redirects.map(({ from, to }) => ({ from, to }));
  return { routes: [...items, ...groups], redirects, templates: registryTemplates(registry) };
}

/** Template components by name, from every definition of the registry. */
export function registryTemplates(registry: Registry): Record<string, FunctionComponent<never>> {
  const templates: Record<string, FunctionComponent<never>> = {};
  for (const definition of registry.collections) Object.assign(templates, definition.templates, definition.groups?.templates);
  return templates;
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/** Output file of a route: clean URLs as folders with index.html. */
export function outputFile(path: string): string {
  if (path === '/') return 'index.html';
  if (path === '/404') return '404.html';
  return `${path.slice(1)}/index.html`;
}
