/**
 * Search index: what the site search and the portfolio filter fetch when a visitor
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

/**
 * The first `count` words of the page's text — script and style elements, tags and entities
 * removed, white space collapsed — in one pass that stops at the last word it needs (the text of
 * a long page is most of its cost). The same as splitting the whole text so made, which
 * tests/unit/render-text.test.ts checks on generated pages.
 */
export function firstWords(html: string, count: number): string {
  const words: string[] = [];
  let word = -1; // start of the word being read, or -1
  const end = (at: number) => {
    if (word >= 0) words.push(html.slice(word, at));
    word = -1;
  };
  for (let i = 0; i < html.length && words.length < count; ) {
    const c = html.charCodeAt(i);
    if (c === 60 /* < */) {
      const closer = html.startsWith('<script', i) ? '</script>' : html.startsWith('<style', i) ? '</style>' : undefined;
      const closed = closer ? html.indexOf(closer, i) : -1;
      const tagEnd = closed >= 0 ? closed + closer!.length : html.charCodeAt(i + 1) === 62 ? -1 : html.indexOf('>', i + 1) + 1;
      if (tagEnd > 0) {
        end(i);
        i = tagEnd;
        continue;
      }
    } else if (c === 38 /* & */) {
      let j = i + 1;
      while (j < html.length && isEntityChar(html.charCodeAt(j))) j++;
      if (j > i + 1 && html.charCodeAt(j) === 59 /* ; */) {
        end(i);
        i = j + 1;
        continue;
      }
    } else if (isSpace(c)) {
      end(i);
      i++;
      continue;
    }
    if (word < 0) word = i;
    i++;
  }
  if (words.length < count) end(html.length);
  return words.slice(0, count).join(' ');
}

/** `[#\w]`: what an entity's name is made of. */
function isEntityChar(c: number): boolean {
  return c === 35 || c === 95 || (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

/** `\s` of JavaScript's regular expressions. */
function isSpace(c: number): boolean {
  if (c <= 32) return c === 32 || (c >= 9 && c <= 13);
  return c === 160 || c === 5760 || (c >= 8192 && c <= 8202) || c === 8232 || c === 8233 || c === 8239 || c === 8287 || c === 12288 || c === 65279;
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
