/**
 * Stage 9, search index: what the site search and the portfolio filter fetch when a visitor
 * searches, so no page carries it. Input: each rendered page that its collection lets be
 * searched (indexable routes of collections without `search: false`) and the portfolio.
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

/** Visible text of a page's main part: no scripts, styles, tags or entities. */
export function mainText(html: string): string {
  return html.replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ').replace(/<[^>]+>/g, ' ').replace(/&[#\w]+;/g, ' ').replace(/\s+/g, ' ').trim();
}

export interface SearchIndex {
  /** Adds a rendered page when its route is searchable. */
  add(route: Route, main: string): void;
  files(): OutputFile[];
}

export function createSearchIndex(content: Content): SearchIndex {
  const entries: SearchEntry[] = [];
  return {
    add(route, main) {
      if (!route.indexable || !route.searchable) return;
      entries.push({ path: route.path, title: route.title, description: route.description, section: route.section, text: mainText(main).split(' ').slice(0, WORDS).join(' ') });
    },
    files: () => [
      { path: SEARCH_INDEX_PATH, contents: JSON.stringify(entries) },
      { path: PORTFOLIO_SEARCH_PATH, contents: JSON.stringify(portfolioSearchData(content.portfolio)) },
    ],
  };
}
