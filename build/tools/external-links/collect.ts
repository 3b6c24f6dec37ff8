/**
 * Every outside address the content links to, each with where it is written (file, line,
 * field) and what a visitor sees it as: a project's live demo, a store page, an article's
 * reference, a social profile, or another link. Uses the content check's own rules for what a
 * link field is and where a Markdown link is (build/stages/content-links.ts), and only addresses the
 * content check accepts (https or http, a well-formed host, not our own origin).
 * Input: checked sources and the route table. Output: links in the order of the report.
 */
import { locate, formatFieldPath, type FieldPath, type Position } from '../../locate.ts';
import { linkTargets } from '../../link-targets.ts';
import { classifyLink, findInText, isLinkField, MARKDOWN_LINK } from '../../stages/content-links.ts';
import { walkStrings } from '../../stages/crossref.ts';
import type { SourceFile } from '../../stages/parse.ts';
import type { RouteTable } from '../../routes.ts';

export type LinkKind = 'demo' | 'store' | 'reference' | 'social' | 'other';

/** Section headings of the report, in its order: a dead live demo costs the most. */
export const KIND_TITLES: Record<LinkKind, string> = {
  demo: 'Live demos',
  store: 'Store pages (Google Play, App Store)',
  reference: 'References in articles and case studies',
  social: 'Social profiles',
  other: 'Other outside links',
};
export const KIND_ORDER: LinkKind[] = ['demo', 'store', 'reference', 'social', 'other'];

const STORE_HOSTS = new Set(['play.google.com', 'apps.apple.com', 'itunes.apple.com', 'apps.microsoft.com', 'appgallery.huawei.com']);
const SOCIAL_HOSTS = new Set(['linkedin.com', 'x.com', 'twitter.com', 'facebook.com', 'instagram.com', 'youtube.com', 'github.com', 'dribbble.com', 'behance.net', 'medium.com']);
/** Content types whose Markdown is an article's text: their outside links are references. */
const ARTICLE_TYPES = new Set(['articles', 'caseStudies', 'docs', 'legal']);

export interface LinkPlace {
  file: string;
  line: number;
  column: number;
  /** The field as the content check names it (`liveDemo.url`, `body`, `social[1].url`). */
  field: string;
  /** The page a visitor sees the link on: its path on our site and its title. */
  page: { path: string; title: string };
}

export interface OutsideLink {
  url: string;
  host: string;
  kind: LinkKind;
  /** The project a live demo belongs to (its title), for the report and the unavailable state. */
  project?: string;
  places: LinkPlace[];
}

export function linkKind(url: URL, source: SourceFile, path: FieldPath): LinkKind {
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  if (source.type.key === 'portfolio' && path[0] === 'liveDemo') return 'demo';
  if (STORE_HOSTS.has(host)) return 'store';
  if (source.type.key === 'site' && path[0] === 'social') return 'social';
  if (ARTICLE_TYPES.has(source.type.key)) return 'reference';
  if (SOCIAL_HOSTS.has(host)) return 'social';
  return 'other';
}

/** The page a file's links show on: its item page, or every page for the site's header and footer. */
function pageOf(source: SourceFile, table: RouteTable): { path: string; title: string } {
  if (source.type.key === 'site') return { path: '/', title: 'every page (header or footer)' };
  const route = table.routes.find((r) => r.source === source.file);
  return route ? { path: route.path, title: route.title } : { path: '', title: 'no page of its own' };
}

/**
 * The outside links of `sources`, one entry per address (an address written in several places
 * is checked once and reported at each), grouped by kind in the report's order.
 */
export function collectOutsideLinks(sources: SourceFile[], table: RouteTable, origin?: string): OutsideLink[] {
  const ctx = { targets: linkTargets(table), origin };
  const byUrl = new Map<string, OutsideLink>();
  const add = (source: SourceFile, href: string, path: FieldPath, where: () => Position) => {
    const h = href.trim();
    if (!/^https?:\/\//i.test(h) || classifyLink(h, ctx)) return;
    let url: URL;
    try {
      url = new URL(h);
    } catch {
      return;
    }
    const { line, column } = where();
    const place: LinkPlace = { file: source.file, line, column, field: formatFieldPath(path), page: pageOf(source, table) };
    const kind = linkKind(url, source, path);
    // A demo is named by its project's title, as its card and page show it.
    const title = (source.data as { title?: unknown }).title;
    const project = kind === 'demo' ? (typeof title === 'string' ? title : place.page.title) : undefined;
    const known = byUrl.get(h);
    if (known) {
      known.places.push(place);
      // The same address as a demo somewhere and a plain link elsewhere is reported as a demo.
      if (KIND_ORDER.indexOf(kind) < KIND_ORDER.indexOf(known.kind)) known.kind = kind;
      known.project ??= project;
      return;
    }
    byUrl.set(h, { url: h, host: url.host.toLowerCase(), kind, project, places: [place] });
  };
  for (const source of sources) {
    walkStrings(source.data, [], (value, path) => {
      if (isLinkField(path)) {
        add(source, value, path, () => locate(source, path));
        return;
      }
      if (!value.includes('](')) return;
      for (const m of value.matchAll(MARKDOWN_LINK)) {
        add(source, m[1], path, () => {
          const pos = locate(source, path);
          const found = findInText(source, pos.line, `](${m[1]}`);
          return found ? { line: found.line, column: found.column + 2 } : pos;
        });
      }
    });
    if (source.body === undefined) continue;
    let inFence = false;
    source.body.split('\n').forEach((text, i) => {
      if (/^\s*(```|~~~)/.test(text)) inFence = !inFence;
      if (inFence || !text.includes('](')) return;
      for (const m of text.matchAll(MARKDOWN_LINK)) {
        add(source, m[1], ['body'], () => ({ line: (source.bodyLine ?? 1) + i, column: (m.index ?? 0) + m[0].indexOf('(') + 2 }));
      }
    });
  }
  return [...byUrl.values()].sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind));
}
