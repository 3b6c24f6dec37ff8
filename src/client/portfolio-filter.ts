/**
 * Portfolio filters in place: search (title, description, technologies, industry, category,
 * replication industries, case-insensitive) and one category at a time. State lives in the URL
 * (?q=…&category=…) so a filtered view can be shared, reloaded and navigated with Back. Without
 * JavaScript the category buttons are links to the static category pages.
 */
export function initPortfolioFilter(root: HTMLElement): void {
  const form = root.querySelector<HTMLFormElement>('form');
  const input = root.querySelector<HTMLInputElement>('input[name="q"]');
  const clear = root.querySelector<HTMLButtonElement>('[data-clear-search]');
  const chips = [...root.querySelectorAll<HTMLAnchorElement>('.filter-chips [data-category]')];
  const cards = [...root.querySelectorAll<HTMLElement>('[data-results] > li')];
  const count = root.querySelector<HTMLElement>('[data-result-count]');
  const status = root.querySelector<HTMLElement>('[data-result-status]');
  const empty = root.querySelector<HTMLElement>('[data-empty-state]');
  if (!form || !input || !count || !empty) return;

  const read = () => {
    const params = new URLSearchParams(location.search);
    return { q: params.get('q') ?? '', category: params.get('category') ?? '' };
  };

  const apply = ({ q, category }: { q: string; category: string }) => {
    input.value = q;
    if (clear) clear.hidden = q === '';
    const needle = q.trim().toLowerCase();
    let shown = 0;
    for (const card of cards) {
      const match = (!category || card.dataset.category === category) && (!needle || (card.dataset.search ?? '').includes(needle));
      card.hidden = !match;
      if (match) shown++;
    }
    for (const chip of chips) {
      chip.setAttribute('role', 'button');
      chip.setAttribute('aria-pressed', String((chip.dataset.category ?? '') === category));
      chip.removeAttribute('aria-current');
    }
    count.textContent = String(shown);
    empty.hidden = shown > 0;
    if (status) status.textContent = `${shown} platform${shown === 1 ? '' : 's'} shown`;
  };

  const go = (state: { q: string; category: string }, mode: 'push' | 'replace') => {
    const params = new URLSearchParams();
    if (state.q) params.set('q', state.q);
    if (state.category) params.set('category', state.category);
    const url = `${location.pathname}${params.size ? `?${params}` : ''}${location.hash}`;
    history[mode === 'push' ? 'pushState' : 'replaceState'](null, '', url);
    apply(state);
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    go({ ...read(), q: input.value }, 'push');
  });
  input.addEventListener('input', () => go({ ...read(), q: input.value }, 'replace'));
  clear?.addEventListener('click', () => {
    go({ ...read(), q: '' }, 'push');
    input.focus();
  });
  for (const chip of chips) {
    chip.addEventListener('click', (event) => {
      event.preventDefault();
      go({ ...read(), category: chip.dataset.category ?? '' }, 'push');
    });
  }
  root.querySelector('[data-clear-filters]')?.addEventListener('click', () => go({ q: '', category: '' }, 'push'));
  addEventListener('popstate', () => apply(read()));
  apply(read());
}
