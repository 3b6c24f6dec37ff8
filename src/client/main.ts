/**
 * The client entry, on every page: the theme toggle and the mobile menu (plain DOM code, so pages
 * without islands stay under 3 KB), then the islands the page has, each loaded as its own chunk
 * with Preact and hydrated over its server-rendered HTML, which works without any of this.
 */
import { islands, type IslandName } from '../islands/registry.ts';
import { initMenu } from './menu.ts';
import { initTheme } from './theme.ts';
import { offerReload } from './reload-offer.ts';

initTheme();
initMenu();

const params = new URLSearchParams(location.search);
for (const marker of document.querySelectorAll<HTMLElement>('[data-island]')) {
  // Some islands have work only with a URL parameter (site search: ?search=).
  if (marker.dataset.islandWhen && !params.has(marker.dataset.islandWhen)) continue;
  const name = marker.dataset.island as IslandName;
  Promise.all([import('./hydrate.ts'), islands[name]()])
    .then(([{ hydrateIsland }, island]) => hydrateIsland(marker, island.default as never))
    .catch((err: unknown) => offerReload(marker, marker.dataset.islandLabel ?? 'This part of the page', err));
}
