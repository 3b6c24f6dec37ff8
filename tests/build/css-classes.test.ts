/**
 * No unused component styles ship: every class a selector in src/styles names must be written in
 * some server or client source, in a string (className="…", classList.add('…'),
 * querySelector('.…')), or be built from a prefix in a template string (`toast-${kind}`).
 * Classes that only client code adds at runtime live in src/client and src/islands, so a purge
 * of the built pages alone would drop them; this check keeps them and catches dead rules when a
 * component or a class is removed.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { ROOT } from '../helpers/content.ts';

const SOURCES = ['templates', 'src/components', 'src/islands', 'src/client', 'src/lib', 'build/stages'];

function files(dir: string, ext: RegExp): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const abs = join(dir, name);
    return statSync(abs).isDirectory() ? files(abs, ext) : ext.test(name) ? [abs] : [];
  });
}

/** Class names in selectors of a stylesheet (comments, url() and @import lines ignored). */
export function selectorClasses(css: string): Set<string> {
  const rules = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/@import[^;]*;/g, '').replace(/url\([^)]*\)/g, '');
  const classes = new Set<string>();
  // Selectors are what comes before a `{`; declarations (after `{`, up to `}`) can hold numbers like `.5rem`.
  for (const [, selector] of rules.matchAll(/([^{}]+)\{/g)) {
    if (selector.trim().startsWith('@')) continue;
    for (const m of selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) classes.add(m[1]);
  }
  return classes;
}

/** Words inside string literals of a source file, and the prefixes of `prefix-${…}` in template strings. */
export function stringWords(code: string): { words: Set<string>; prefixes: string[] } {
  const words = new Set<string>();
  const prefixes: string[] = [];
  for (const [, , body] of code.matchAll(/(["'`])((?:\\.|(?!\1)[^\\\n])*)\1/g)) {
    for (const w of body.split(/[^\w$-]+/)) if (w) words.add(w);
    for (const m of body.matchAll(/([\w-]+-)\$\{/g)) prefixes.push(m[1]);
  }
  return { words, prefixes };
}

it('finds class names in selectors and strings, not in declarations or attribute names', () => {
  expect([...selectorClasses('.a, .b:hover > .c-d { margin: .5rem; } @media (min-width: 4rem) { .e { x: 1 } } /* .f */')]).toEqual(['a', 'b', 'c-d', 'e']);
  const { words, prefixes } = stringWords('<img loading="lazy" className="card media-card" />; el.classList.add(`toast-${kind}`); q(".stats")');
  expect(words.has('media-card') && words.has('stats') && words.has('lazy')).toBe(true);
  expect(words.has('loading')).toBe(false);
  expect(prefixes).toEqual(['toast-']);
});

it('ships no style for a class that no template, component or client code uses', () => {
  const css = files(join(ROOT, 'src/styles'), /\.css$/).map((f) => readFileSync(f, 'utf8')).join('\n');
  const classes = selectorClasses(css);
  expect(classes.size).toBeGreaterThan(50);
  const words = new Set<string>();
  const prefixes: string[] = [];
  for (const file of SOURCES.flatMap((dir) => files(join(ROOT, dir), /\.(tsx?|mjs)$/))) {
    const found = stringWords(readFileSync(file, 'utf8'));
    found.words.forEach((w) => words.add(w));
    prefixes.push(...found.prefixes);
  }
  const unused = [...classes].filter((c) => !words.has(c) && !prefixes.some((p) => c.startsWith(p))).sort();
  expect(unused, `classes styled in src/styles but used nowhere; delete their rules: ${unused.join(', ')}`).toEqual([]);
});
