/**
 * `/services?search=term` (where the not-found page's search leads): shows the term, highlights
 * the matching service cards, and lists matching pages of the whole site from the index built at
 * build time (/search-index.json, fetched only when a search is made).
 */
export interface IndexEntry {
  path: string;
  title: string;
  description: string;
  section: string;
  text: string;
}

const POPULAR = ['React development services', 'Mobile app development', 'Healthcare software solutions', 'E-commerce platform development', 'Node.js backend development', 'Python web development'];

/** Pages containing most words of the query (all of one or two words, at least half of more), best first. */
export function searchIndex(index: IndexEntry[], query: string): IndexEntry[] {
  const words = query.toLowerCase().split(/\s+/).filter((w) => w.length > 1);
  if (!words.length) return [];
  const scored = index
    .map((e) => {
      const title = e.title.toLowerCase();
      const hay = `${title} ${e.description.toLowerCase()} ${e.text.toLowerCase()}`;
      const hits = words.filter((w) => hay.includes(w)).length;
      if (hits < (words.length <= 2 ? words.length : Math.ceil(words.length / 2))) return undefined;
      return { e, score: hits * 4 + words.reduce((s, w) => s + (title.includes(w) ? 3 : 0) + (e.description.toLowerCase().includes(w) ? 1 : 0), 0) };
    })
    .filter((x): x is { e: IndexEntry; score: number } => !!x);
  return scored.sort((a, b) => b.score - a.score).map((x) => x.e);
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

export async function initSiteSearch(): Promise<void> {
  const query = new URLSearchParams(location.search).get('search')?.trim();
  const main = document.querySelector('main');
  if (!query || !main || location.pathname.replace(/\/$/, '') !== '/services') return;

  const words = query.toLowerCase().split(/\s+/).filter((w) => w.length > 1);
  for (const card of document.querySelectorAll<HTMLElement>('.service-card')) {
    const text = card.textContent?.toLowerCase() ?? '';
    if (words.some((w) => text.includes(w))) card.classList.add('search-match');
  }

  const heading = el('h2', { id: 'search-title' }, `Results for “${query}”`);
  const status = el('p', { className: 'loading', role: 'status' } as Partial<HTMLParagraphElement>, el('span', { className: 'spinner' }), 'Loading...');
  status.setAttribute('role', 'status');
  const results = el('div', {}, status);
  const section = el('section', { className: 'section search-results', id: 'search-results' }, el('div', { className: 'container' }, heading, results));
  section.setAttribute('aria-labelledby', 'search-title');
  main.prepend(section);

  try {
    const response = await fetch('/search-index.json');
    if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
    const found = searchIndex((await response.json()) as IndexEntry[], query);
    const summary = el('p', { className: 'muted' }, found.length ? `${found.length} page${found.length === 1 ? '' : 's'} match.` : `No pages match “${query}”. Try one of the popular searches:`);
    summary.setAttribute('role', 'status');
    const list = found.length
      ? el('ul', { className: 'related-list' }, ...found.slice(0, 24).map((e) => el('li', {}, el('a', { href: e.path }, el('span', {}, el('span', { className: 'related-title' }, e.title), el('span', { className: 'related-meta' }, `${e.section} · ${e.description}`))))))
      : el('ul', { className: 'chips' }, ...POPULAR.map((p) => el('li', {}, el('a', { className: 'chip', href: `/services?search=${encodeURIComponent(p)}` }, p))));
    results.replaceChildren(summary, list);
  } catch (err) {
    console.error('Site search failed:', err);
    results.replaceChildren(el('p', { className: 'muted' }, 'Search is unavailable right now. Browse the services below or ', el('a', { href: '/sitemap' }, 'see every page'), '.'));
  }
}
