/**
 * Where in the content a piece of a built page came from. Rendering keeps no record of origins
 * (that would cost every build for the rare broken page); instead, once a page fails an
 * invariant, the text around the failure is looked up in the content files, the page's own file
 * first: the rendered text is the content's text with Markdown and typography applied, so the
 * lookup allows for curly quotes, dashes, ellipses and folded lines, and shortens the context
 * until it matches. The field is the string value that starts last before the match.
 */
import MarkdownItFactory from 'markdown-it';
import type Token from 'markdown-it/lib/token.mjs';
import { formatFieldPath, locate, type FieldPath, type Position } from '../locate.ts';
import { walkStrings } from '../stages/crossref.ts';
import type { SourceFile } from '../stages/parse.ts';
import type { Where } from '../problems.ts';
import { isBlank } from './scan.ts';

const escape = (c: string) => c.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/** A pattern matching `text` as it may be written in a content file before Markdown's typography and YAML's line folding. */
export function sourcePattern(text: string): RegExp {
  let out = '';
  for (const c of text.trim()) {
    if (/\s/.test(c)) out += out.endsWith('\\s+') ? '' : '\\s+';
    else if ('"“”'.includes(c)) out += '["“”]';
    else if ("'‘’".includes(c)) out += "['‘’]";
    else if (c === '–' || c === '—') out += '(?:-{2,3}|[–—])';
    else if (c === '…') out += '(?:\\.\\.\\.|…)';
    else out += escape(c);
  }
  return new RegExp(out, 'g');
}

/** Shorter and shorter pieces of `needle` that contain `token`: whole, with the words after, with the words before, the token alone. */
function candidates(needle: string, token: string): string[] {
  const at = needle.indexOf(token);
  if (at < 0) return [needle, token].filter((c) => c.trim());
  const before = needle.slice(0, at).split(/(?=\s)/);
  const after = needle.slice(at + token.length).split(/(?<=\s)/);
  const out = [needle];
  for (let n = after.length; n >= 1; n--) out.push(token + after.slice(0, n).join(''));
  for (let n = before.length; n >= 1; n--) out.push(before.slice(before.length - n).join('') + token);
  out.push(token);
  return [...new Set(out.map((c) => c.trim()).filter((c) => c.length >= Math.min(2, token.trim().length)))];
}

interface Found {
  source: SourceFile;
  /** In the YAML text (`text`) or in the Markdown body. */
  inBody: boolean;
  offset: number;
}

function lineColumn(text: string, offset: number): Position {
  let line = 1;
  let start = 0;
  for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    start = i + 1;
  }
  return { line, column: offset - start + 1 };
}

/** The string field whose value starts last at or before `line:column` of the YAML text. */
function fieldAt(source: SourceFile, pos: Position): string {
  let best: { path: FieldPath; pos: Position } | undefined;
  walkStrings(source.data, [], (_value, path) => {
    const p = locate(source, path);
    if ((p.line < pos.line || (p.line === pos.line && p.column <= pos.column)) && (!best || p.line > best.pos.line || (p.line === best.pos.line && p.column > best.pos.column))) {
      best = { path: [...path], pos: p };
    }
  });
  return best ? formatFieldPath(best.path) : '';
}

export function whereOf(found: Found, column = 0): Where {
  const { source, inBody, offset } = found;
  if (inBody) {
    const pos = lineColumn(source.body ?? '', offset + column);
    return { file: source.file, line: (source.bodyLine ?? 1) + pos.line - 1, column: pos.column, field: 'body' };
  }
  const pos = lineColumn(source.text, offset + column);
  const at = { line: pos.line + source.lineOffset, column: pos.column };
  return { file: source.file, ...at, field: fieldAt(source, at) };
}

/** The source files in the order to search: the page's own file first, then `site.yaml` (header and footer), then the rest. */
export function searchOrder(sources: SourceFile[], pageSource: string): SourceFile[] {
  const rank = (s: SourceFile) => (s.file === pageSource ? 0 : s.type.key === 'site' ? 1 : 2);
  return [...sources].sort((a, b) => rank(a) - rank(b));
}

/**
 * Where `token` (seen on a page, with `needle` around it) is written in the content: the first
 * file, in `order`, holding the longest piece of the needle that contains it; the position is the
 * token's. Undefined when no file holds even the token.
 */
/** Where `word` starts in `text` as a word of its own (not the end of a longer one), else where it first occurs. */
function wordAt(text: string, word: string): number {
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) if (at === 0 || !/[\p{L}\p{N}]/u.test(text[at - 1])) return at;
  return text.indexOf(word);
}

export function findText(order: SourceFile[], needle: string, token: string, preferBody?: boolean): Where | undefined {
  // A tab or line break on the page may be written as an escape in a double-quoted YAML value.
  if (/[\t\n]/.test(token)) {
    const escaped = (t: string) => t.replace(/\t/g, '\\t').replace(/\n/g, '\\n');
    const found = findText(order, escaped(needle), escaped(token), preferBody);
    if (found) return found;
  }
  for (const candidate of candidates(needle, token)) {
    const pattern = sourcePattern(candidate);
    const tokenAt = Math.max(0, wordAt(candidate, token.trim()));
    const tokenPattern = sourcePattern(token.trim() || candidate);
    for (const source of order) {
      const places: [string | undefined, boolean][] = preferBody === false ? [[source.text, false], [source.body, true]] : [[source.body, true], [source.text, false]];
      for (const [text, inBody] of places) {
        if (!text) continue;
        pattern.lastIndex = 0;
        const m = pattern.exec(text);
        if (!m) continue;
        // The token's own place inside the match (the context around it may be written differently):
        // of its occurrences there, the one nearest where it stands in the page's text ("hr" is
        // also inside "ahr" before it).
        let inside = 0;
        if (tokenAt > 0) {
          let nearest = Infinity;
          tokenPattern.lastIndex = 0;
          for (let t = tokenPattern.exec(m[0]); t; t = tokenPattern.exec(m[0])) {
            if (Math.abs(t.index - tokenAt) < nearest) [nearest, inside] = [Math.abs(t.index - tokenAt), t.index];
            if (t[0] === '') tokenPattern.lastIndex++;
          }
        }
        return whereOf({ source, inBody, offset: m.index }, inside);
      }
    }
  }
  return undefined;
}

/** A string value of `source` that would show as nothing (only spaces or invisible characters), with its place. */
export function blankField(source: SourceFile): Where | undefined {
  let found: FieldPath | undefined;
  walkStrings(source.data, [], (value, path) => {
    if (!found && value !== '' && isBlank(value)) found = [...path];
  });
  if (!found) return undefined;
  const pos = locate(source, found);
  return { file: source.file, line: pos.line, column: pos.column, field: formatFieldPath(found) };
}

const plain = new MarkdownItFactory({ html: false, linkify: false });

/**
 * The places in a Markdown body that render as an element with no text, in document order:
 * an empty heading, list item, table header cell or link, and a picture without a description.
 */
export function emptyMarkdownElements(source: SourceFile): Where[] {
  if (source.body) return emptyIn(source, source.body, source.bodyLine ?? 1, 'body', 0);
  // Markdown in a YAML field is a block of several lines (`|`): its text starts on the line after the field's.
  const out: Where[] = [];
  const lines = source.text.split('\n');
  walkStrings(source.data, [], (value, path) => {
    if (!value.includes('\n')) return;
    const first = locate(source, path).line + 1;
    const indent = /^ */.exec(lines[first - 1 - source.lineOffset] ?? '')?.[0].length ?? 0;
    out.push(...emptyIn(source, value, first, formatFieldPath(path), indent));
  });
  return out;
}

/** The empty constructs of Markdown `text` whose first line is line `firstLine` of the file, indented by `indent`. */
function emptyIn(source: SourceFile, text: string, firstLine: number, field: string, indent: number): Where[] {
  const out: Where[] = [];
  const tokens = plain.parse(text, {});
  const at = (line: number, column = 1): Where => ({ file: source.file, line: firstLine + line, column: column + indent, field });
  tokens.forEach((t, i) => {
    const next = tokens[i + 1];
    if ((t.type === 'heading_open' || t.type === 'th_open') && t.map && (!next || next.type !== 'inline' || isBlank(next.content))) out.push(at(t.map[0]));
    if (t.type === 'list_item_open' && t.map && (!next || next.type === 'list_item_close' || (next.type === 'paragraph_open' && isBlank(tokens[i + 2]?.content ?? '')))) out.push(at(t.map[0]));
    if (t.type === 'inline' && t.map) {
      const children: Token[] = t.children ?? [];
      children.forEach((c, j) => {
        const emptyLink = c.type === 'link_open' && children.slice(j + 1).findIndex((x) => x.type === 'link_close') === 0;
        const blankLink = c.type === 'link_open' && children[j + 1]?.type === 'text' && isBlank(children[j + 1].content) && children[j + 2]?.type === 'link_close';
        const noAlt = c.type === 'image' && isBlank(c.content);
        if (emptyLink || blankLink || noAlt) {
          const line = t.map![0];
          const lineText = text.split('\n')[line] ?? '';
          const col = noAlt ? lineText.indexOf('![') : lineText.indexOf('[');
          out.push(at(line, col >= 0 ? col + 1 : 1));
        }
      });
    }
  });
  return out;
}
