/**
 * A route rendered to HTML with react-dom/server: the template inside the document shell, the
 * header and footer rendered once per build, by the build's render stage. (The server renders no
 * page: after a form post it re-renders only the contact form's island, src/server/contact-page.ts.)
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Content, Entry } from '../content/model.ts';
import type { Registry } from '../content/definition.ts';
import { buildRelations } from '../content/relations.ts';
import { BuildContextValue, type BuildContext } from '../components/context.ts';
import { documentHtml, type Assets, type PageHead } from '../components/Document.tsx';
import { currentNavItem, Header } from '../components/Header.tsx';
import { Footer } from '../components/Footer.tsx';
import type { IconSet } from '../components/icons.ts';
import { iconNames, spriteOf } from '../lib/icon-sprite.ts';
import { crumbsFor } from '../lib/breadcrumbs.ts';
import { createMarkdown } from '../lib/markdown.ts';
import type { Highlighter } from '../lib/highlight.ts';
import * as ld from '../lib/structured-data.ts';
import { coverId, type ResponsiveImage, type SocialCard } from '../lib/images.ts';
import type { Route, RouteTable } from '../../build/routes.ts';
import type { RenderedPage } from '../../build/stages/rendered-links.ts';
import { heroPreload } from './hero-preload.ts';
import { createHeadRenderer, type HeadProps } from './head-splice.ts';

export interface RenderInput {
  content: Content;
  table: RouteTable;
  assets: Assets;
  /** Absolute URLs of a route's social cards (made by build/stages/images.ts). */
  socialImage: (route: Route) => SocialCard;
  /** Covers by `coverId(folder, slug)`, from the images stage's plan. */
  covers: ReadonlyMap<string, ResponsiveImage>;
  /** Where highlighted code is cached between builds. */
  cacheDir?: string;
  /** The registry the table was built with. */
  registry: Registry;
  /** Live demo addresses shown as unavailable (build/stages/link-health.ts). */
  unavailableDemos?: readonly string[];
}

const entriesOf = (content: Content, collection: string) => (content as unknown as Record<string, Entry<unknown>[] | undefined>)[collection] ?? [];

/**
 * What drawing pages needs besides the content: Lucide's icons and the code highlighter. The
 * build makes them from the disk (src/render/disk-tools.ts), the editor's preview from its
 * snapshot, so this module reads no files.
 */
export interface RenderTools {
  icons: IconSet;
  highlighter: Highlighter;
}

export function createBuildContext(content: Content, table: RouteTable, covers: ReadonlyMap<string, ResponsiveImage>, registry: Registry, { icons, highlighter }: RenderTools): BuildContext {
  const groupUrls = new Map(registry.collections.flatMap((c) => (c.groups ? [[c.name, c.groups.url] as const] : [])));
  const coverIds = new Map(registry.collections.flatMap((c) => (c.cover ? entriesOf(content, c.name).map((e) => [e.file, coverId(c.folder, e.slug)] as const) : [])));
  return {
    content,
    covers,
    coverIdOf: (entry) => coverIds.get(entry.file),
    collections: registry.collections,
    groupUrl: (collection, value) => {
      const url = groupUrls.get(collection);
      if (!url) throw new Error(`the collection "${collection}" has no group pages`);
      return url(value);
    },
    relations: buildRelations(content, registry),
    icons,
    // The build keeps rendered Markdown between builds of the same code (build/stages/render.ts).
    markdown: createMarkdown(highlighter),
    routes: table.routes.filter((r) => r.indexable).map((r) => ({ path: r.path, title: r.title, section: r.section })),
  };
}

/**
 * Structured data of a route: Organization and WebSite on every page, BreadcrumbList off the home
 * and 404 pages, then what the registry declares: `listJsonLd` of the collections whose items'
 * pages are below this one, `jsonLd` of the entry whose page it is.
 */
export function routeJsonLd(route: Route, content: Content, registry: Registry, crumbs: ReturnType<typeof crumbsFor>, image: string): ld.JsonLd[] {
  const site = content.site;
  const out: ld.JsonLd[] = [...ld.siteJsonLd(site)];
  if (route.path !== '/' && route.template !== 'notFound') out.push(ld.breadcrumbList(site, crumbs));
  const page = { site, path: route.path, description: route.description, image };
  for (const c of registry.collections) {
    if (c.listJsonLd && entriesOf(content, c.name).some((e) => e.url !== undefined && parentOf(e.url) === route.path)) out.push(...c.listJsonLd(page));
  }
  const definition = registry.collections.find((c) => c.name === route.collection);
  // A group page (a category) comes from its first entry's file but is not that entry's page.
  const entry = definition?.jsonLd && entriesOf(content, route.collection).find((e) => e.file === route.source && e.url === route.path);
  if (entry) out.push(...definition.jsonLd!(entry as never, page));
  return out;
}

const parentOf = (path: string) => path.slice(0, path.lastIndexOf('/')) || '/';

/** How every island starts in a page's HTML (src/components/Island.tsx). */
const ISLAND_START = '<div class="island" data-island="';
const ISLAND = new RegExp(`${ISLAND_START}([\\w-]+)"([^>]*)>`, 'g');

/** The chunks of the islands in a page's main content that load with the page (not those waiting for a URL parameter). */
function islandModulesOf(main: string, assets: Assets): string[] {
  // Most pages have no island: a plain search first, 1.7 times as fast as the expression over corpus pages.
  if (!main.includes(ISLAND_START)) return [];
  const names = new Set<string>();
  for (const m of main.matchAll(ISLAND)) if (!m[2].includes('data-island-when=')) names.add(m[1]);
  return [...new Set([...names].flatMap((name) => assets.islands[name] ?? []))];
}

/** Header variants and the footer, rendered once per build and reused by every page; the head from its template. */
export interface LayoutCache {
  header(current: string | undefined): string;
  footer: string;
  /** The page's <head>, as React renders `Head` (src/render/head-splice.ts). */
  head(props: HeadProps): string;
  /**
   * The sprite of a page with this header: the icons of the header, the footer and `own` (those of
   * its main part). Made once per set of names; most pages show no icon the header or footer does not.
   */
  sprite(header: string, own: Set<string>): string;
}

export function createLayoutCache(ctx: BuildContext): LayoutCache {
  const site = ctx.content.site;
  const render = (node: React.ReactElement) => renderToStaticMarkup(createElement(BuildContextValue.Provider, { value: ctx }, node));
  const headers = new Map<string | undefined, string>();
  const sprites = new Map<string, string>();
  const spriteOfNames = (names: Set<string>) => {
    const key = [...names].sort().join(' ');
    let sprite = sprites.get(key);
    if (sprite === undefined) sprites.set(key, (sprite = spriteOf(names, ctx.icons)));
    return sprite;
  };
  // By header variant: the icons of that header and the footer, and their sprite.
  const shared = new Map<string, { names: Set<string>; sprite: string }>();
  const footer = render(createElement(Footer, { site }));
  return {
    sprite(header, own) {
      let layoutIcons = shared.get(header);
      if (!layoutIcons) {
        const names = iconNames(footer, iconNames(header));
        shared.set(header, (layoutIcons = { names, sprite: spriteOfNames(names) }));
      }
      for (const name of own) if (!layoutIcons.names.has(name)) return spriteOfNames(new Set([...layoutIcons.names, ...own]));
      return layoutIcons.sprite;
    },
    header(current) {
      let html = headers.get(current);
      if (html === undefined) headers.set(current, (html = render(createElement(Header, { site, current }))));
      return html;
    },
    footer,
    head: createHeadRenderer(),
  };
}

export function renderRoute(route: Route, ctx: BuildContext, layout: LayoutCache, input: RenderInput, isRoute: (p: string) => boolean): RenderedPage {
  const site = ctx.content.site;
  const crumbs = crumbsFor(route.path, isRoute, route.name);
  const image = input.socialImage(route);
  const head: PageHead = {
    path: route.path,
    title: route.title,
    description: route.description,
    keywords: route.keywords,
    indexable: route.indexable,
    image,
    imageAlt: `${route.title} — ${site.name}`,
  };
  const Template = input.table.templates[route.template] as unknown as (props: Record<string, unknown>) => React.ReactNode;
  const withContext = (node: React.ReactElement) => renderToStaticMarkup(createElement(BuildContextValue.Provider, { value: ctx }, node));
  const main = withContext(createElement(Template, { ...route.props, crumbs }));
  const headHtml = layout.head({ head, site, assets: input.assets, jsonLd: routeJsonLd(route, ctx.content, input.registry, crumbs, image.og) });
  const header = layout.header(currentNavItem(site, route.path));
  const sprite = layout.sprite(header, iconNames(main));
  // Written after the stylesheet and the entry (React would hoist them to the top of <head>).
  const preloads = heroPreload(main) + islandModulesOf(main, input.assets).map((href) => `<link rel="modulepreload" href="${href}">`).join('');
  const html = documentHtml({ themeKey: site.themeStorageKey, head: headHtml + preloads, header, main, footer: layout.footer + sprite });
  return { path: route.path, source: route.source, html, main };
}

