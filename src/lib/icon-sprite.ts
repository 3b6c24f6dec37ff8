/**
 * The page's icon sprite: one <symbol> per icon the page references (`#i-NAME`), plus the icons
 * an island may draw later (listed in its marker's `data-icons`), appended to the body.
 */
import type { IconSet } from '../components/icons.ts';

/** Icons named in `html`: `href="#i-NAME"` and `data-icons="NAME …"` (indexOf: a page's HTML is scanned once per build). */
export function iconNames(html: string, names = new Set<string>()): Set<string> {
  for (let at = html.indexOf('href="#i-'); at >= 0; at = html.indexOf('href="#i-', at + 9)) {
    const name = /^[a-z0-9-]+(?=")/.exec(html.slice(at + 9, html.indexOf('"', at + 9) + 1));
    if (name) names.add(name[0]);
  }
  for (let at = html.indexOf('data-icons="'); at >= 0; at = html.indexOf('data-icons="', at + 12)) {
    const list = /^[a-z0-9 -]+(?=")/.exec(html.slice(at + 12, html.indexOf('"', at + 12) + 1));
    if (list) for (const n of list[0].split(' ')) if (n) names.add(n);
  }
  return names;
}

/** The sprite of these icons, in name order. */
export function spriteOf(names: Set<string>, icons: IconSet): string {
  if (names.size === 0) return '';
  let symbols = '';
  for (const name of [...names].sort()) symbols += `<symbol id="i-${name}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${icons.markup(name)}</symbol>`;
  return `<svg class="icon-sprite" width="0" height="0" aria-hidden="true">${symbols}</svg>`;
}
