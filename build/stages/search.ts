/**
 * Stage 9, search index: what the site search and the portfolio filter fetch when a visitor
 * searches, so no page carries it. Input: each rendered page that its collection lets be
 * searched (indexable routes of collections without `search: false`) and the portfolio. The
 * render threads make the entries as they render (`searchEntry`); the build joins them in route order.
 * Output: `search-index.json` (title, description, section and the first 60 words of the page's
 * main text) and the portfolio filter's search text.
 */
import type { Content } from '../../src/content/model.ts';
import { PORTFOLIO_SEARCH_PATH, portfolioSearchData } from '../../src/lib/portfolio-search.ts';
import type { Route } from '../routes.ts';
import type { OutputFile } from './write.ts';

export interface SearchEntry {
  path: string;
  title: string;
  description: string;
  section: string;
  text: string;
}

export const SEARCH_INDEX_PATH = 'search-index.json';
const WORDS = 60;

/** Text of an HTML fragment: script and style elements, tags and entities removed, white space collapsed. */
function textOf(html: string): string {
  return html.replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ').replace(/<[^>]+>/g, ' ').replace(/&[#\w]+;/g, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * The first `count` words of `textOf(html)`, reading only as much of the HTML as they need (the
 * text of a long page is most of its cost). The HTML is cut before a tag outside any script or
 * style element, where the full text has a space: the words before the cut are whole and the same.
 */
export function firstWords(html: string, count: number): string {
  for (let size = 4096; ; size *= 2) {
    const cut = tagStartFrom(html, size);
    const words = textOf(cut < 0 ? html : html.slice(0, cut)).split(' ');
    if (cut < 0 || words.length > count) return words.slice(0, count).join(' ');
  }
}

/** The first `<` at or after `from` that is not inside a script or style element (React escapes `<` elsewhere), or -1. */
function tagStartFrom(html: string, from: number): number {
  let at = html.indexOf('<');
  while (at >= 0) {
    const element = html.startsWith('<script', at) ? '</script>' : html.startsWith('<style', at) ? '</style>' : undefined;
    const close = element ? html.indexOf(element, at) : -1;
    if (close >= 0) {
      at = html.indexOf('<', close + element!.length);
      continue;
    }
    if (at >= from) return at;
    at = html.indexOf('<', at + 1);
  }
  return -1;
}

/** The index entry of a rendered page, when its route is searchable. */
export function searchEntry(route: Route, main: string): SearchEntry | undefined {
  if (!route.indexable || !route.searchable) return undefined;
  return { path: route.path, title: route.title, description: route.description, section: route.section, text: firstWords(main, WORDS) };
}

/** The files the site search and the portfolio filter fetch: the entries in route order. */
export function searchIndexFiles(entries: SearchEntry[], content: Content): OutputFile[] {
  return [
    { path: SEARCH_INDEX_PATH, contents: JSON.stringify(entries) },
    { path: PORTFOLIO_SEARCH_PATH, contents: JSON.stringify(portfolioSearchData(content.portfolio)) },
  ];
}
