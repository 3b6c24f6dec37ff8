/** The light/dark toggle: light by default, the choice remembered in localStorage. */
export function initTheme(): void {
  const root = document.documentElement;
  const key = root.dataset.themeKey ?? 'theme';
  const button = document.querySelector<HTMLButtonElement>('[data-theme-toggle]');
  if (!button) return;
  const sync = () => button.setAttribute('aria-pressed', String(root.dataset.theme === 'dark'));
  sync();
  button.addEventListener('click', () => {
    const next = root.dataset.theme === 'dark' ? 'light' : 'dark';
    root.dataset.theme = next;
    try {
      localStorage.setItem(key, next);
    } catch {
      // Not remembered when storage is blocked; the page still switches.
    }
    sync();
  });
}
