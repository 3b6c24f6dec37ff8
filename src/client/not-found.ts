/**
 * On the not-found page: show the requested path (as text), suggest pages from the words in it,
 * keep the search button disabled while the box is empty, and make Go Back use history.
 */
import { suggestionsFor } from '../shared/suggestions.ts';

export function initNotFound(): void {
  const path = document.querySelector<HTMLElement>('[data-requested-path]');
  if (!path) return;
  path.textContent = `We could not find ${location.pathname}.`;

  const list = document.querySelector<HTMLElement>('[data-suggestions]');
  if (list) {
    list.replaceChildren(
      ...suggestionsFor(location.pathname).map((s) => {
        const li = document.createElement('li');
        const a = document.createElement('a');
        a.className = 'chip';
        a.href = s.href;
        a.textContent = s.label;
        li.append(a);
        return li;
      }),
    );
  }

  const form = document.querySelector<HTMLFormElement>('[data-not-found-search]');
  const input = form?.querySelector<HTMLInputElement>('input[name="search"]');
  const button = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (input && button) {
    const sync = () => (button.disabled = input.value.trim() === '');
    sync();
    input.addEventListener('input', sync);
  }

  document.querySelector<HTMLAnchorElement>('[data-go-back]')?.addEventListener('click', (event) => {
    if (history.length > 1) {
      event.preventDefault();
      history.back();
    }
  });
}
