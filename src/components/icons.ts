/**
 * Lucide icons drawn at build time: an icon's SVG nodes are read from lucide-react's per-icon
 * module file when first used, so no icon code reaches the browser and start-up stays fast
 * (importing all of lucide-react takes ~0.4 s).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export type IconNode = [tag: string, attrs: Record<string, string>][];

export interface IconSet {
  get(name: string): IconNode | undefined;
  /** The icon's inner SVG markup, built once per icon and reused by every page. */
  markup(name: string): string;
}

const escapeAttr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const require = createRequire(import.meta.url);
const iconsDir = join(dirname(require.resolve('lucide-react/package.json')), 'dist', 'esm', 'icons');

let listed: readonly string[] | undefined;

/**
 * Every Lucide icon name, for validation and "did you mean". The installed package does not
 * change while a process runs: its folder is listed once (the dev server checks the content on
 * every save).
 */
export function iconNames(): string[] {
  listed ??= readdirSync(iconsDir).filter((f) => f.endsWith('.mjs') && f !== 'index.mjs').map((f) => f.slice(0, -4));
  return [...listed];
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

/** An icon set for one build; icons are read on first use and kept. */
export function createIconSet(): IconSet {
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
          let source = readFileSync(join(iconsDir, `${name}.mjs`), 'utf8');
          // Renamed icons re-export their new name.
          const alias = /export \{ default \} from '\.\/([\w-]+)\.mjs'/.exec(source);
          if (alias) source = readFileSync(join(iconsDir, `${alias[1]}.mjs`), 'utf8');
          node = parseIconModule(source);
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
