/**
 * Lucide icons drawn at build time: an icon's SVG nodes come from lucide-react's per-icon module
 * (its source text), parsed when first used, so no icon code reaches the browser. Where the
 * modules' texts come from is the caller's: the disk in the build (src/lib/lucide-files.ts), the
 * editor's snapshot in the browser's preview.
 */
export type IconNode = [tag: string, attrs: Record<string, string>][];

export interface IconSet {
  get(name: string): IconNode | undefined;
  /** The icon's inner SVG markup, built once per icon and reused by every page. */
  markup(name: string): string;
}

/** The source text of lucide-react's module for an icon (`dist/esm/icons/NAME.mjs`); undefined when there is none. */
export type IconModules = (name: string) => string | undefined;

const escapeAttr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The icon a renamed icon's module re-exports (`export { default } from './new-name.mjs'`). */
export function renamedTo(source: string): string | undefined {
  return /export \{ default \} from '\.\/([\w-]+)\.mjs'/.exec(source)?.[1];
}

/** The `node: [...]` literal of an icon module: plain data with unquoted keys. */
function parseIconModule(source: string): IconNode {
  const start = source.indexOf('node: [') + 'node: '.length;
  if (start < 'node: '.length) return [];
  // Find the matching bracket; SVG attribute values contain no brackets.
  let depth = 0;
  let end = start;
  for (; end < source.length; end++) {
    if (source[end] === '[') depth++;
    else if (source[end] === ']' && --depth === 0) break;
  }
  const literal = source.slice(start, end + 1);
  const json = literal.replace(/([{,]\s*)([A-Za-z][\w-]*)\s*:/g, '$1"$2":');
  const nodes = JSON.parse(json) as [string, Record<string, string>][];
  return nodes.map(([tag, { key: _key, ...attrs }]) => [tag, attrs]);
}

/** An icon set for one build; icons are read from `modules` on first use and kept. */
export function createIconSet(modules: IconModules): IconSet {
  const cache = new Map<string, IconNode | undefined>();
  const markupCache = new Map<string, string>();
  const set: IconSet = {
    markup(name) {
      let html = markupCache.get(name);
      if (html === undefined) {
        html = (set.get(name) ?? []).map(([tag, attrs]) => `<${tag} ${Object.entries(attrs).map(([k, v]) => `${k}="${escapeAttr(String(v))}"`).join(' ')}></${tag}>`).join('');
        markupCache.set(name, html);
      }
      return html;
    },
    get(name) {
      if (!cache.has(name)) {
        let node: IconNode | undefined;
        try {
          let source = modules(name);
          // Renamed icons re-export their new name.
          const alias = source === undefined ? undefined : renamedTo(source);
          if (alias) source = modules(alias);
          node = source === undefined ? undefined : parseIconModule(source);
        } catch {
          node = undefined;
        }
        cache.set(name, node);
      }
      return cache.get(name);
    },
  };
  return set;
}
