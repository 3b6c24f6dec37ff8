/**
 * A route rendered to HTML with react-dom/server: the template inside the document shell, the
 * header and footer rendered once per build. Used by the build's render stage and by the server
 * (the contact page re-rendered with a visitor's values and errors), so it lives outside build/.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Content } from '../content/model.ts';
import type { Registry } from '../content/definition.ts';
import { buildRelations } from '../content/relations.ts';
import { siteRegistry } from '../collections.ts';
import { BuildContextValue, type BuildContext } from '../components/context.ts';
import { documentHtml, Head, type Assets, type PageHead } from '../components/Document.tsx';
import { currentNavItem, Header } from '../components/Header.tsx';
import { Footer } from '../components/Footer.tsx';
import type { IconSet } from '../components/icons.ts';
import { iconNames, spriteOf } from '../lib/icon-sprite.ts';
import { crumbsFor } from '../lib/breadcrumbs.ts';
import { createMarkdown } from '../lib/markdown.ts';
import type { Highlighter } from '../lib/highlight.ts';
import * as ld from '../lib/structured-data.ts';
import type { ResponsiveImage, SocialCard } from '../lib/images.ts';
import type { Route, RouteTable } from '../../build/routes.ts';
import type { RenderedPage } from '../../build/stages/rendered-links.ts';
import { heroPreload } from './hero-preload.ts';

export interface RenderInput {
  content: Content;
  table: RouteTable;
  assets: Assets;
  /** Absolute URLs of a route's social cards (made by build/stages/images.ts). */
  socialImage: (route: Route) => SocialCard;
  /** Covers by `coverId(kind, slug)`, from the images stage's plan. */
  covers: ReadonlyMap<string, ResponsiveImage>;
  /** Where highlighted code is cached between builds. */
  cacheDir?: string;
  /** The registry the table was built with; the site's when absent. */
  registry?: Registry;
  /** Live demo addresses shown as unavailable (build/stages/link-health.ts). */
  unavailableDemos?: readonly string[];
}

/**
 * What drawing pages needs besides the content: Lucide's icons and the code highlighter. The
 * build and the server make them from the disk (src/render/disk-tools.ts), the editor's preview
 * from its snapshot, so this module reads no files.
 */
export interface RenderTools {
  icons: IconSet;
  highlighter: Highlighter;
}

export function createBuildContext(content: Content, table: RouteTable, covers: ReadonlyMap<string, ResponsiveImage>, { icons, highlighter }: RenderTools, registry: Registry = siteRegistry): BuildContext {
  const groupUrls = new Map(registry.collections.flatMap((c) => (c.groups ? [[c.name, c.groups.url] as const] : [])));
  return {
    content,
    covers,
    collections: registry.collections,
    groupUrl: (collection, value) => {
      const url = groupUrls.get(collection);
      if (!url) throw new Error(`the collection "${collection}" has no group pages`);
      return url(value);
    },
    relations: buildRelations(content),
    icons,
    // The build keeps rendered Markdown between builds of the same code (build/stages/render.ts).
    markdown: createMarkdown(highlighter),
    routes: table.routes.filter((r) => r.indexable).map((r) => ({ path: r.path, title: r.title, section: r.section })),
  };
}

/** Structured data of a route beyond Organization and WebSite, per the specification's rules. */
export function routeJsonLd(route: Route, content: Content, crumbs: ReturnType<typeof crumbsFor>, image: string): ld.JsonLd[] {
  const site = content.site;
  const out: ld.JsonLd[] = [ld.organization(site), ld.website(site)];
  if (route.path !== '/' && route.template !== 'notFound') out.push(ld.breadcrumbList(site, crumbs));
  switch (route.template) {
    case 'page':
      if (route.path === '/services') out.push(ld.service(site, 'Software Development Services', route.description, route.path, 'Software Development'));
      for (const s of route.props.page.data.sections ?? []) if (s.type === 'faq') out.push(ld.faqPage(s.items));
      break;
    case 'service': {
      const s = route.props.service.data;
      out.push(ld.service(site, s.title, s.description, route.path, 'Software Development'));
      if (s.faqs?.length) out.push(ld.faqPage(s.faqs));
      break;
    }
    case 'industry': {
      const i = route.props.industry.data;
      out.push(ld.service(site, `${i.name} Software Solutions`, i.summary, route.path, i.name));
      if (i.faqs?.length) out.push(ld.faqPage(i.faqs));
      break;
    }
    case 'technology': {
      const t = route.props.technology.data;
      out.push(ld.service(site, `${t.name} Development`, t.summary, route.path, t.name));
      if (t.faqs?.length) out.push(ld.faqPage(t.faqs));
      break;
    }
    case 'solution':
      if (route.props.solution.data.faqs?.length) out.push(ld.faqPage(route.props.solution.data.faqs));
      break;
    case 'article':
      out.push(ld.article(site, route.props.article.data, route.path, image));
      break;
  }
  return out;
}

/** The chunks of the islands in a page's main content that load with the page (not those waiting for a URL parameter). */
function islandModulesOf(main: string, assets: Assets): string[] {
  const names = new Set<string>();
  for (const m of main.matchAll(/<div class="island" data-island="([\w-]+)"([^>]*)>/g)) if (!m[2].includes('data-island-when=')) names.add(m[1]);
  return [...new Set([...names].flatMap((name) => assets.islands[name] ?? []))];
}

/** Header variants and the footer, rendered once per build and reused by every page. */
export interface LayoutCache {
  header(current: string | undefined): string;
  footer: string;
  /** The icons a shared part uses, found once per build. */
  iconsOf(part: string): Set<string>;
}

export function createLayoutCache(ctx: BuildContext): LayoutCache {
  const site = ctx.content.site;
  const render = (node: React.ReactElement) => renderToStaticMarkup(createElement(BuildContextValue.Provider, { value: ctx }, node));
  const headers = new Map<string | undefined, string>();
  const partIcons = new Map<string, Set<string>>();
  return {
    iconsOf(part) {
      let names = partIcons.get(part);
      if (!names) partIcons.set(part, (names = iconNames(part)));
      return names;
    },
    header(current) {
      let html = headers.get(current);
      if (html === undefined) headers.set(current, (html = render(createElement(Header, { site, current }))));
      return html;
    },
    footer: render(createElement(Footer, { site })),
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
  const headHtml = renderToStaticMarkup(createElement(Head, { head, site, assets: input.assets, jsonLd: routeJsonLd(route, ctx.content, crumbs, image.og) }));
  const header = layout.header(currentNavItem(site, route.path));
  const sprite = spriteOf(iconNames(main, new Set([...layout.iconsOf(header), ...layout.iconsOf(layout.footer)])), ctx.icons);
  // Written after the stylesheet and the entry (React would hoist them to the top of <head>).
  const preloads = heroPreload(main) + islandModulesOf(main, input.assets).map((href) => `<link rel="modulepreload" href="${href}">`).join('');
  const html = documentHtml({ themeKey: site.themeStorageKey, head: headHtml + preloads, header, main, footer: layout.footer + sprite });
  return { path: route.path, source: route.source, html, main };
}

