/**
 * Runs inline in <head> before first paint, so a saved dark theme never flashes light.
 * The storage key is read from <html data-theme-key>; the script text is hashed into the CSP.
 */
(() => {
  const root = document.documentElement;
  root.classList.add('js');
  try {
    const saved = localStorage.getItem(root.dataset.themeKey ?? 'theme');
    if (saved === 'dark' || saved === 'light') root.dataset.theme = saved;
  } catch {
    // Storage can be blocked (private mode, policies): the light default stays.
  }
})();
