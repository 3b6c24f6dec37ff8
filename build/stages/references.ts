/**
 * Technology names written in portfolio projects (`technologies: [React, Node.js]`) are matched
 * against the technologies collection, by name, file name or alias (`nameKey`, the rule
 * `src/content/relations.ts` lists a project on each technology page it names by). A name
 * a letter or two off a known one is an error (the project silently drops off that page);
 * a name far from all of them is a warning, once per name (a tool we have no page for).
 * Input: content and its sources. Output: problems.
 */
import type { Content } from '../../src/content/model.ts';
import { Errors } from '../errors/catalogue.ts';
import { locate, type Position } from '../locate.ts';
import { fromCatalogue, type Problem } from '../problems.ts';
import type { SourceFile } from './parse.ts';
import { nameKey, namesOf } from '../../src/content/definition.ts';

/** Edit distance counting a swapped pair of neighbouring letters as one edit (`Recat` → `React`). */
export function typoDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/** Edits allowed between a written name and a known one for it to count as a typo. */
function typoLimit(length: number): number {
  return length <= 3 ? 0 : length <= 6 ? 1 : 2;
}

/**
 * The known name `written` is a typo of, if any. Stricter than `didYouMean` (problems.ts) on
 * purpose: a near miss is an error here, so a tool with no page of its own (`Stripe`) must not be
 * taken for a technology one letter away.
 */
function typoOf(written: string, known: readonly string[]): string | undefined {
  let best: { name: string; d: number } | undefined;
  for (const name of known) {
    const d = typoDistance(written, name);
    if (!best || d < best.d) best = { name, d };
  }
  return best && written.length > 0 && best.d <= typoLimit(Math.min(written.length, best.name.length)) ? best.name : undefined;
}

/**
 * Position of item `index` of a top-level block list (`key:` then `  - item` lines), read from the
 * text: the warnings are printed on every check, and parsing each file with positions costs more
 * than the rest of the check. Undefined for any other layout (then the parsed document is used).
 */
function blockListItem(source: SourceFile, key: string, index: number): Position | undefined {
  const lines = source.text.split('\n');
  const start = lines.findIndex((l) => l.startsWith(`${key}:`) && l.slice(key.length + 1).trim() === '');
  if (start < 0) return undefined;
  let item = -1;
  for (let n = start + 1; n < lines.length; n++) {
    const m = /^(\s*)- /.exec(lines[n]);
    if (!m) {
      if (lines[n].trim() === '' || /^\s*#/.test(lines[n])) continue;
      return undefined;
    }
    if (++item === index) return { line: n + 1 + source.lineOffset, column: m[0].length + 1 };
  }
  return undefined;
}

export function checkTechnologyNames(content: Content, sources: SourceFile[]): Problem[] {
  const byFile = new Map(sources.map((s) => [s.file, s]));
  const known = new Map<string, string>();
  for (const t of content.technologies) for (const name of namesOf(t)) known.set(nameKey(name), t.data.name);
  const names = [...known.keys()];
  const problems: Problem[] = [];
  const warned = new Set<string>();
  // The closest known name per unknown name, computed once: many projects name the same tools.
  const closestTo = new Map<string, string | undefined>();
  const technologyTypoOf = (norm: string): string | undefined => {
    if (!closestTo.has(norm)) {
      const typo = typoOf(norm, names);
      closestTo.set(norm, typo === undefined ? undefined : known.get(typo));
    }
    return closestTo.get(norm);
  };
  for (const project of content.portfolio) {
    project.data.technologies.forEach((value, i) => {
      const norm = nameKey(value);
      if (known.has(norm)) return;
      const suggestion = technologyTypoOf(norm);
      if (suggestion === undefined && warned.has(norm)) return;
      // Only what is reported is located.
      const source = byFile.get(project.file);
      const pos = source ? (blockListItem(source, 'technologies', i) ?? locate(source, ['technologies', i])) : { line: 1, column: 1 };
      const where = { file: project.file, line: pos.line, column: pos.column, field: `technologies[${i}]` };
      if (suggestion !== undefined) {
        problems.push(fromCatalogue(Errors.TechnologyTypo, where, { value, suggestion, fixed: `- ${suggestion}` }));
      } else {
        warned.add(norm);
        problems.push(fromCatalogue(Errors.TechnologyUnknown, where, { value }));
      }
    });
  }
  return problems;
}

/**
 * `technologies` lists of services, industries, solutions and case studies name technology files
 * (`nodejs`). Editors write the names they know (`Node.js`, `React.js`): a name or alias of a
 * technology gets its file name as the fix, a near miss the closest file name. Always an error:
 * the page would link to a technology page that does not exist.
 */
export function checkTechnologySlugs(content: Content, sources: SourceFile[]): Problem[] {
  const slugs = new Set(content.technologies.map((t) => t.slug));
  const slugByName = new Map<string, string>();
  for (const t of content.technologies) for (const name of namesOf(t)) slugByName.set(nameKey(name), t.slug);
  const problems: Problem[] = [];
  for (const source of sources) {
    if (!source.type.listsTechnologyFiles) continue;
    const list = (source.data as { technologies?: unknown }).technologies;
    if (!Array.isArray(list)) continue;
    list.forEach((value, i) => {
      if (typeof value !== 'string' || slugs.has(value)) return;
      const norm = nameKey(value);
      const guess = slugByName.get(norm) ?? typoOf(value.toLowerCase(), [...slugs]);
      const pos = blockListItem(source, 'technologies', i) ?? locate(source, ['technologies', i]);
      problems.push(fromCatalogue(Errors.UnknownReference, { file: source.file, line: pos.line, column: pos.column, field: `technologies[${i}]` }, {
        value, folder: 'technologies', suggestion: guess,
      }));
    });
  }
  return problems;
}
