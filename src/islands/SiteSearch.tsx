import { useEffect, useState } from 'react';
import { POPULAR_SEARCHES } from '../shared/suggestions.ts';
import { ROOTS } from '../content/roots.ts';

export interface IndexEntry {
  path: string;
  title: string;
  description: string;
  section: string;
  text: string;
}

export interface SiteSearchProps {
  /** URL of the site's search index (built with the site, fetched only when a search is made). */
  index: string;
  /** Selector of the page's cards to highlight when they match. */
  cards: string;
}

const MAX_RESULTS = 24;

/** Pages containing most words of the query (all of one or two words, at least half of more), best first. */
export function searchIndex(index: IndexEntry[], query: string): IndexEntry[] {
  const words = query.toLowerCase().split(/\s+/).filter((w) => w.length > 1);
  if (!words.length) return [];
  const scored = index
    .map((e) => {
      const title = e.title.toLowerCase();
      const description = e.description.toLowerCase();
      const hay = `${title} ${description} ${e.text.toLowerCase()}`;
      const hits = words.filter((w) => hay.includes(w)).length;
      if (hits < (words.length <= 2 ? words.length : Math.ceil(words.length / 2))) return undefined;
      return { e, score: hits * 4 + words.reduce((s, w) => s + (title.includes(w) ? 3 : 0) + (description.includes(w) ? 1 : 0), 0) };
    })
    .filter((x): x is { e: IndexEntry; score: number } => !!x);
  return scored.sort((a, b) => b.score - a.score).map((x) => x.e);
}

type Results = { state: 'idle' } | { state: 'loading'; query: string } | { state: 'done'; query: string; found: IndexEntry[] } | { state: 'failed'; query: string };

/**
 * Site search results for `?search=term`: the term, the page's matching cards highlighted, and
 * the matching pages of the whole site from the build's index, fetched only now. The server
 * renders nothing visible (there is no term at build time).
 */
export default function SiteSearch({ index, cards }: SiteSearchProps) {
  const [results, setResults] = useState<Results>({ state: 'idle' });

  useEffect(() => {
    const query = new URLSearchParams(location.search).get('search')?.trim();
    if (!query) return;
    setResults({ state: 'loading', query });
    // The visitor asked for results: bring them into view above the page's own content.
    requestAnimationFrame(() => document.getElementById('search-results')?.scrollIntoView({ block: 'start' }));
    const words = query.toLowerCase().split(/\s+/).filter((w) => w.length > 1);
    for (const card of document.querySelectorAll<HTMLElement>(cards)) {
      const text = card.textContent?.toLowerCase() ?? '';
      card.classList.toggle('search-match', words.some((w) => text.includes(w)));
    }
    fetch(index)
      .then((response) => {
        if (!response.ok) throw new Error(`${index}: HTTP ${response.status}`);
        return response.json() as Promise<IndexEntry[]>;
      })
      .then(
        (entries) => setResults({ state: 'done', query, found: searchIndex(entries, query) }),
        (err: unknown) => {
          console.error('Site search failed:', err);
          setResults({ state: 'failed', query });
        },
      );
  }, [index, cards]);

  if (results.state === 'idle') return <div className="search-slot" />;
  return (
    <div className="search-slot">
      <section className="section search-results" id="search-results" aria-labelledby="search-title">
        <div className="container">
          <h2 id="search-title">{`Results for “${results.query}”`}</h2>
          {results.state === 'loading' ? (
            <p className="loading" role="status">
              <span className="spinner" />
              Loading...
            </p>
          ) : results.state === 'failed' ? (
            <p className="muted" role="status">
              Search is unavailable right now. Browse the services below or <a href={ROOTS.sitemap}>see every page</a>.
            </p>
          ) : results.found.length ? (
            <>
              <p className="muted" role="status">{`${results.found.length} page${results.found.length === 1 ? '' : 's'} match.`}</p>
              <ul className="related-list">
                {results.found.slice(0, MAX_RESULTS).map((e) => (
                  <li key={e.path}>
                    <a href={e.path}>
                      <span>
                        <span className="related-title">{e.title}</span>
                        <span className="related-meta">{`${e.section} · ${e.description}`}</span>
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <>
              <p className="muted" role="status">{`No pages match “${results.query}”. Try one of the popular searches:`}</p>
              <ul className="chips">
                {POPULAR_SEARCHES.map((p) => (
                  <li key={p}>
                    <a className="chip" href={`${ROOTS.services}?search=${encodeURIComponent(p)}`}>{p}</a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </section>
    </div>
  );
}
