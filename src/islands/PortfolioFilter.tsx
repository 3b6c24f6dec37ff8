import { useEffect, useMemo, useRef, useState } from 'react';
import { Icon } from '../components/Icon.tsx';
import type { SiteIdentity } from '../content/types.ts';

export interface PortfolioFilterProps {
  /** Heading of the grid, shown with the number of projects in view. */
  title: string;
  /** The portfolio page, where the search form goes without JavaScript. */
  action: string;
  /** URL of the search text of every project (see src/lib/portfolio-search.ts). */
  searchData: string;
  categories: { name: string; count: number; href: string }[];
  /** The grid's cards, in order: `project-{id}` elements of the page. */
  items: { id: string; category: string }[];
  /** Its words, from site.yaml `copy.portfolioFilter` ({count} filled in here: no shared module, so no extra chunk before the first paint). */
  words: SiteIdentity['copy']['portfolioFilter'];
}

interface Filter {
  q: string;
  category: string;
}

const NONE: Filter = { q: '', category: '' };

function filterFromUrl(): Filter {
  const params = new URLSearchParams(location.search);
  return { q: params.get('q') ?? '', category: params.get('category') ?? '' };
}

function urlFor({ q, category }: Filter): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (category) params.set('category', category);
  const query = params.toString();
  return `${location.pathname}${query ? `?${query}` : ''}${location.hash}`;
}

/**
 * The portfolio's search and category filter. Search is case-insensitive over each project's
 * title, description, technologies, industry, category and replication industries; the state
 * lives in the URL (?q=…&category=…) so a view can be shared, reloaded and navigated with Back.
 * The first render is the server's: all projects, category buttons as links.
 */
export default function PortfolioFilter({ title, action, searchData, categories, items, words }: PortfolioFilterProps) {
  const [enhanced, setEnhanced] = useState(false);
  const [filter, setFilter] = useState<Filter>(NONE);
  const [texts, setTexts] = useState<Record<string, string> | null>(null);
  const [searchFailed, setSearchFailed] = useState(false);
  const loading = useRef<Promise<void> | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const loadTexts = () => {
    loading.current ??= fetch(searchData)
      .then((response) => {
        if (!response.ok) throw new Error(`${searchData}: HTTP ${response.status}`);
        return response.json() as Promise<Record<string, string>>;
      })
      .then(setTexts, (err: unknown) => {
        // Keep filtering on what the cards show, and say so in the console.
        console.error('Portfolio search data could not load:', err);
        setSearchFailed(true);
      });
  };

  useEffect(() => {
    const fromUrl = () => {
      const next = filterFromUrl();
      if (next.q) loadTexts();
      setFilter(next);
    };
    fromUrl();
    // Keep what the visitor typed before the island hydrated.
    const typed = input.current?.value ?? '';
    if (typed && !filterFromUrl().q) go({ ...filterFromUrl(), q: typed }, 'replace');
    setEnhanced(true);
    window.addEventListener('popstate', fromUrl);
    return () => window.removeEventListener('popstate', fromUrl);
  }, []);

  const needle = filter.q.trim().toLowerCase();
  // Until the search text arrives, the result of a search is unknown: no count is shown or
  // announced and the cards stay as they are, so the first count a visitor sees is the right one.
  const waiting = needle !== '' && texts === null && !searchFailed;
  const visible = useMemo(() => {
    const textOf = (id: string) => texts?.[id] ?? (searchFailed ? (document.getElementById(`project-${id}`)?.textContent ?? '').toLowerCase() : '');
    return items.filter((item) => (!filter.category || item.category === filter.category) && (!needle || textOf(item.id).includes(needle)));
  }, [items, filter.category, needle, texts, searchFailed]);

  // The cards are server-rendered outside the island: show the ones in view.
  useEffect(() => {
    if (!enhanced || waiting) return;
    const shown = new Set(visible.map((v) => v.id));
    for (const item of items) {
      const card = document.getElementById(`project-${item.id}`);
      if (card) card.hidden = !shown.has(item.id);
    }
  }, [enhanced, waiting, visible, items]);

  const go = (next: Filter, mode: 'push' | 'replace') => {
    history[mode === 'push' ? 'pushState' : 'replaceState'](null, '', urlFor(next));
    if (next.q) loadTexts();
    setFilter(next);
  };

  const shown = visible.length;
  const chip = (name: string, label: string, count: number, href: string) =>
    enhanced ? (
      <button type="button" className="chip" data-category={name} aria-pressed={filter.category === name} onClick={() => go({ ...filter, category: name }, 'push')}>
        {label} <span className="chip-count">{count}</span>
      </button>
    ) : (
      <a className="chip" href={href} data-category={name} aria-current={name === '' ? 'page' : undefined}>
        {label} <span className="chip-count">{count}</span>
      </a>
    );

  return (
    <div className="explorer-controls">
      <form
        className="search-form search-inline"
        action={action}
        method="get"
        role="search"
        aria-label={words.search}
        onSubmit={(event) => {
          event.preventDefault();
          go({ ...filter, q: input.current?.value ?? '' }, 'push');
        }}
      >
        <label htmlFor="portfolio-search" className="sr-only">{words.search}</label>
        <input
          ref={input}
          id="portfolio-search"
          name="q"
          type="search"
          placeholder={words.placeholder}
          autoComplete="off"
          value={filter.q}
          onFocus={loadTexts}
          onInput={(event) => go({ ...filter, q: (event.target as HTMLInputElement).value }, 'replace')}
        />
        <button
          type="button"
          className="icon-btn search-clear"
          hidden={filter.q === ''}
          onClick={() => {
            go({ ...filter, q: '' }, 'push');
            input.current?.focus();
          }}
        >
          <Icon name="x" size={18} />
          <span className="sr-only">{words.clearSearch}</span>
        </button>
      </form>
      <ul className="chips filter-chips" aria-label={words.categories}>
        <li>{chip('', words.all, items.length, action)}</li>
        {categories.map((c) => (
          <li key={c.name}>{chip(c.name, c.name, c.count, c.href)}</li>
        ))}
      </ul>
      <h3 className="explorer-title">
        {waiting ? (
          title
        ) : (
          <>
            {`${title} (`}
            <span data-result-count="">{shown}</span>)
          </>
        )}
      </h3>
      <p className="sr-only" role="status" data-result-status="">
        {waiting ? words.loading : (shown === 1 ? words.shown.one : words.shown.other).replace('{count}', String(shown))}
      </p>
      {waiting ? (
        <p className="loading" aria-hidden="true">
          <span className="spinner" />
          {words.loading}
        </p>
      ) : null}
      <div className="empty-state" data-empty-state="" hidden={waiting || shown > 0}>
        <Icon name="search-x" size={40} />
        <p>{words.empty}</p>
        <button type="button" className="btn btn-secondary" data-clear-filters="" onClick={() => go(NONE, 'push')}>
          {words.clear}
        </button>
      </div>
    </div>
  );
}
