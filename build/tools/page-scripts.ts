/**
 * The JavaScript files a built page loads: its `<script type="module" src>` entries, the island
 * chunks it declares with `<link rel="modulepreload">` and, recursively, the chunks they import
 * statically. Paths are relative to dist/.
 * Used by the weight report (build/tools/weight.ts) and the JavaScript budget.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

export function pageScripts(dist: string, html: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(join(dist, file), 'utf8');
    // `import … from "../x.js"`, `import "../x.js"` and `export … from "../x.js"`; not `import("../x.js")`.
    for (const m of code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) {
      visit(relative(dist, join(dist, dirname(file), m[1])).split('\\').join('/'));
    }
  };
  for (const [, tag, attrs] of html.matchAll(/<(script|link)\b([^>]*)>/g)) {
    const src = /\b(?:src|href)="([^"]+)"/.exec(attrs)?.[1];
    const isModule = tag === 'script' ? /\btype="module"/.test(attrs) : /\brel="modulepreload"/.test(attrs);
    if (!src || !isModule || /^(?:[a-z]+:)?\/\//i.test(src)) continue;
    visit(normalize(src.split(/[?#]/)[0]).replace(/^[/\\]+/, '').split('\\').join('/'));
  }
  return [...seen];
}
