/** On the not-found page: show the requested path (as text) and make Go Back use history. */
export function initNotFound(): void {
  const path = document.querySelector<HTMLElement>('[data-requested-path]');
  if (path) path.textContent = `We could not find ${location.pathname}.`;
  document.querySelector<HTMLAnchorElement>('[data-go-back]')?.addEventListener('click', (event) => {
    if (history.length > 1) {
      event.preventDefault();
      history.back();
    }
  });
}
