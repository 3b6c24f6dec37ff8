/**
 * Vector pictures are documents: opened from our site, an SVG's script runs with the site's
 * rights. Every SVG in content/images (all of them are copied to /images/, named by content or
 * not) is read as text and refused when it holds anything active or outside: scripts, event
 * attributes, embedded HTML, entity declarations, `javascript:` URLs, references and style
 * imports from other sites. Refused rather than cleaned, so what is served is what the editor
 * saw; the message names the file, the line and what to remove.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fromCatalogue, type Problem } from '../problems.ts';
import { Errors } from '../errors/catalogue.ts';

interface Rule {
  pattern: RegExp;
  found: (m: RegExpExecArray) => string;
}

const RULES: Rule[] = [
  { pattern: /<script\b/gi, found: () => 'a <script> element' },
  { pattern: /<foreignObject\b/gi, found: () => 'a <foreignObject> element (HTML inside the picture)' },
  { pattern: /<(iframe|embed|object|handler|listener)\b/gi, found: (m) => `an <${m[1]}> element` },
  { pattern: /<!ENTITY\b/gi, found: () => 'an <!ENTITY> declaration' },
  { pattern: /\s(on[a-z]+)\s*=/gi, found: (m) => `an event attribute "${m[1]}=" (code that runs when the picture is shown or touched)` },
  { pattern: /=\s*["']\s*(?:j\s*a\s*v\s*a\s*s\s*c\s*r\s*i\s*p\s*t|v\s*b\s*s\s*c\s*r\s*i\s*p\s*t)\s*:/gi, found: () => 'a javascript: address' },
  { pattern: /(?:xlink:)?href\s*=\s*["']\s*((?:https?:)?\/\/[^"']*)/gi, found: (m) => `a reference to another site ("${m[1].slice(0, 60)}")` },
  { pattern: /url\(\s*["']?\s*((?:https?:)?\/\/[^)"']*)/gi, found: (m) => `a style that loads from another site ("${m[1].slice(0, 60)}")` },
  { pattern: /@import\b/gi, found: () => 'a style @import' },
];

/** What an SVG text holds that could run code or reach another site, with its 1-based line and column; empty when it is a plain drawing. */
export function unsafeSvgParts(text: string): { found: string; line: number; column: number }[] {
  const out: { found: string; line: number; column: number; at: number }[] = [];
  for (const rule of RULES) {
    rule.pattern.lastIndex = 0;
    for (let m; (m = rule.pattern.exec(text)); ) {
      const before = text.slice(0, m.index + (m[0].startsWith(' ') || /^\s/.test(m[0]) ? 1 : 0));
      const line = before.split('\n').length;
      out.push({ found: rule.found(m), line, column: before.length - before.lastIndexOf('\n'), at: m.index });
    }
  }
  return out.sort((a, b) => a.at - b.at).map(({ found, line, column }) => ({ found, line, column }));
}

function svgFiles(dir: string): string[] {
  try {
    return (readdirSync(dir, { recursive: true }) as string[]).filter((name) => /\.svg$/i.test(name)).map((name) => join(dir, name));
  } catch {
    return [];
  }
}

/** A problem at each unsafe part of every SVG under `imagesDir` (file names relative to `displayRoot`, as in every message). */
export function checkSvgFiles(imagesDir: string, displayRoot: string): Problem[] {
  const problems: Problem[] = [];
  for (const abs of svgFiles(imagesDir)) {
    const text = readFileSync(abs, 'utf8');
    const file = relative(displayRoot, abs).split('\\').join('/');
    const value = `/images/${relative(imagesDir, abs).split('\\').join('/')}`;
    for (const part of unsafeSvgParts(text)) {
      problems.push(fromCatalogue(Errors.SvgUnsafe, { file, line: part.line, column: part.column, field: '' }, { value, found: part.found }));
    }
  }
  return problems;
}
