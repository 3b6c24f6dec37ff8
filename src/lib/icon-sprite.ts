/**
 * The page's icon sprite: one <symbol> per icon the page references (`#i-NAME`), plus the icons
 * an island may draw later (listed in its marker's `data-icons`), appended to the body.
 */
import type { IconSet } from '../components/icons.ts';

const ICON_REF = /(?:href="#i-([a-z0-9-]+)")|(?:data-icons="([a-z0-9 -]+)")/g;

export function iconSprite(html: string, icons: IconSet): string {
  const names = new Set<string>();
  for (const m of html.matchAll(ICON_REF)) {
    if (m[1]) names.add(m[1]);
    else for (const n of m[2].split(' ')) if (n) names.add(n);
  }
  if (names.size === 0) return '';
  let symbols = '';
  for (const name of [...names].sort()) symbols += `<symbol id="i-${name}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${icons.markup(name)}</symbol>`;
  return `<svg class="icon-sprite" width="0" height="0" aria-hidden="true">${symbols}</svg>`;
}
