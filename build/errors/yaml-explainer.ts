/**
 * Explains a YAML file the parser rejected in an editor's words. The parser often fails a line
 * or more after the mistake and reports several errors for one mistake, so the explainer reads
 * the lines itself, recognises the mistakes editors make (curly quotes, `: ` in a value, a missing
 * `- `, an indentation one space off…), and keeps a candidate only when applying its fix removes
 * parser errors: each reported fix is one that works. When nothing is recognised, the parser's
 * first error is reported alone, in plain words. Runs only for files that failed to parse.
 */
import { parseDocument, LineCounter, type YAMLError } from 'yaml';
import { Errors, type ErrorData } from './catalogue.ts';

export interface Finding {
  entry: ErrorData<never>;
  /** 1-based, within the YAML text. */
  line: number;
  column: number;
  args: Record<string, unknown>;
}

interface Candidate extends Finding {
  /** The corrected line; applying it must remove parser errors for the candidate to count. */
  fixedLine: string;
  /** Reported even when the parser accepts the line (a non-breaking space makes a wrong key, not a syntax error). */
  certain?: boolean;
}

function finding<Args>(entry: ErrorData<Args>, line: number, column: number, args: Args, fixedLine: string, certain = false): Candidate {
  return { entry: entry as unknown as ErrorData<never>, line, column, args: args as Record<string, unknown>, fixedLine, certain };
}

export function parseYaml(text: string) {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  return { doc, lineCounter };
}

/** Parser errors and warnings that a fix should remove (duplicates are reported on their own). */
function countProblems(text: string): number {
  const { doc } = parseYaml(text);
  return doc.errors.length + doc.warnings.length;
}

/** The indentation step of our content files (and of most YAML). */
const INDENT_STEP = 2;
const KEY = /^([A-Za-z0-9_$][\w$.-]*|"[^"\n]*"|'[^'\n]*')[ \t]*:(?=[ \t]|$)/;
const KEY_NO_SPACE = /^([A-Za-z_][\w-]*):([^\s/:])/;
const RESERVED_START = /^[*&!%@`]/;
const CURLY_OPEN = /^[“”‘’„]/;

function quote(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** End index of a single-quoted value starting at 0 (`''` is an escaped apostrophe), or -1 when it continues on the next line. */
function singleQuoteEnd(v: string): number {
  for (let i = 1; i < v.length; i++) {
    if (v[i] !== "'") continue;
    if (v[i + 1] === "'") i++;
    else return i;
  }
  return -1;
}

function doubleQuoteEnd(v: string): number {
  for (let i = 1; i < v.length; i++) {
    if (v[i] === '\\') i++;
    else if (v[i] === '"') return i;
  }
  return -1;
}

/** Bracket depth after a flow value (`[a, b]`, `{ a: 1 }`) on one line, ignoring quoted parts; and where it closed. */
function flowDepth(v: string): { depth: number; end: number } {
  let depth = 0;
  let quoteChar = '';
  for (let i = 0; i < v.length; i++) {
    const c = v[i];
    if (quoteChar) {
      if (c === quoteChar) quoteChar = '';
      continue;
    }
    if (c === '"' || c === "'") quoteChar = c;
    else if (c === '[' || c === '{') depth++;
    else if (c === ']' || c === '}') {
      depth--;
      if (depth === 0) return { depth, end: i };
    }
  }
  return { depth, end: -1 };
}

/** The brackets that would close what `v` leaves open, innermost first. */
function closingBrackets(v: string): string {
  const open: string[] = [];
  let quoteChar = '';
  for (const c of v) {
    if (quoteChar) {
      if (c === quoteChar) quoteChar = '';
    } else if (c === '"' || c === "'") quoteChar = c;
    else if (c === '[' || c === '{') open.push(c === '[' ? ']' : '}');
    else if (c === ']' || c === '}') open.pop();
  }
  return open.reverse().join('');
}

function isRest(rest: string): boolean {
  const t = rest.trim();
  return t !== '' && !t.startsWith('#');
}

interface State {
  levels: number[];
  opensBlock: boolean;
  /** A `key: plain text` line whose text may continue on more indented lines. */
  plain: { key: string; indent: number } | null;
  lastItemIndent: number;
  blockScalarIndent: number | null;
  /** Indentation of a block scalar's first line: its text ends at a line indented less. */
  blockContentIndent: number | null;
  openQuote: string;
  openFlow: number;
}

/** Candidates for the value part of a line (after `key: ` or `- `). Updates the state for multi-line values. */
function valueCandidates(raw: string, start: number, key: string | undefined, keyIndent: number, lineNo: number, state: State, nextIndent: number): Candidate[] {
  const value = raw.slice(start).replace(/\s+$/, '');
  const prefix = raw.slice(0, start);
  const col = start + 1;
  const out: Candidate[] = [];
  if (value === '' || value.startsWith('#')) {
    state.opensBlock = true;
    return out;
  }
  if (/^[|>][-+0-9]*\s*(#.*)?$/.test(value)) {
    state.blockScalarIndent = keyIndent;
    return out;
  }
  if (key !== undefined) state.plain = null;
  if (CURLY_OPEN.test(value)) {
    const inner = value.replace(/^[“”‘’„]/, '').replace(/[“”‘’]$/, '');
    out.push(finding(Errors.YamlCurlyQuotes, lineNo, col, { fixed: `${prefix}${quote(inner)}`.trimEnd() }, `${prefix}${quote(inner)}`));
    return out;
  }
  if (value.startsWith('"') || value.startsWith("'")) {
    const q = value[0];
    const end = q === '"' ? doubleQuoteEnd(value) : singleQuoteEnd(value);
    if (end < 0) {
      // A quoted text may go on over more indented lines; when the next line is not indented, the quote was never closed.
      if (nextIndent > keyIndent) state.openQuote = q;
      else out.push(finding(Errors.YamlUnclosed, lineNo, col, { what: 'quote', fixed: `${prefix}${value}${q}`.trimEnd() }, `${prefix}${value}${q}`));
      return out;
    }
    if (isRest(value.slice(end + 1))) {
      const inner = value.slice(1, value.endsWith(q) ? -1 : undefined);
      const fixedValue = q === "'"
        ? (inner.includes('"') ? `'${inner.replace(/''/g, "'").replace(/'/g, "''")}'` : `"${inner.replace(/''/g, "'")}"`)
        : (inner.includes("'") ? quote(inner.replace(/\\"/g, '"')) : `'${inner.replace(/\\"/g, '"')}'`);
      out.push(finding(Errors.YamlQuoteInsideQuotes, lineNo, col + end, { quote: q, fixed: `${prefix}${fixedValue}`.trimEnd() }, `${prefix}${fixedValue}`));
    }
    return out;
  }
  if (value.startsWith('[') || value.startsWith('{')) {
    const { depth, end } = flowDepth(value);
    if (depth > 0) {
      const closers = closingBrackets(value);
      if (nextIndent > keyIndent) state.openFlow = depth;
      else out.push(finding(Errors.YamlUnclosed, lineNo, col, { what: 'bracket', fixed: `${prefix}${value}${closers}`.trimEnd() }, `${prefix}${value}${closers}`));
      return out;
    }
    if (end >= 0 && isRest(value.slice(end + 1))) {
      out.push(finding(Errors.YamlReservedStart, lineNo, col, { char: value[0], fixed: `${prefix}${quote(value)}`.trimEnd() }, `${prefix}${quote(value)}`));
    }
    return out;
  }
  if (RESERVED_START.test(value)) {
    out.push(finding(Errors.YamlReservedStart, lineNo, col, { char: value[0], fixed: `${prefix}${quote(value)}`.trimEnd() }, `${prefix}${quote(value)}`));
    return out;
  }
  const text = value.replace(/\s+#.*$/, '');
  const colon = text.search(/:(\s|$)/);
  if (colon >= 0) {
    out.push(finding(Errors.YamlColonInValue, lineNo, col + colon, { fixed: `${prefix}${quote(text)}`.trimEnd() }, `${prefix}${quote(text)}`));
  }
  if (key !== undefined) state.plain = { key, indent: keyIndent };
  return out;
}

function scan(lines: string[]): Candidate[] {
  const out: Candidate[] = [];
  const state: State = { levels: [0], opensBlock: false, plain: null, lastItemIndent: -1, blockScalarIndent: null, blockContentIndent: null, openQuote: '', openFlow: 0 };
  const indentAfter = (i: number): number => {
    for (let j = i + 1; j < lines.length; j++) {
      if (lines[j].trim() !== '' && !/^\s*#/.test(lines[j])) return /^[ \t\u00a0]*/.exec(lines[j])![0].length;
    }
    return -1;
  };
  lines.forEach((original, i) => {
    const lineNo = i + 1;
    let raw = original.replace(/\r$/, '');
    if (raw.trim() === '' || /^[ \t\u00a0]*#/.test(raw)) return;
    const lead = /^[ \t\u00a0]*/.exec(raw)![0];
    // `: text` with no field name (a colon typed at the start of a line, even inside a long text,
    // which it would end): js-yaml refuses it, the yaml package reads an empty name. The long
    // text's state is kept, so the lines below are not blamed.
    if (/^\s*(- +)?:(\s|$)/.test(raw) && !/^\s*\?(\s|$)/.test(lines.slice(0, i).reverse().find((l) => l.trim() !== '') ?? '')) {
      const fixedLine = raw.replace(/^(\s*(?:- +)?):[ \t]?/, '$1');
      out.push(finding(Errors.YamlNoKey, lineNo, raw.indexOf(':') + 1, { fixed: fixedLine.trimEnd() }, fixedLine, true));
      return;
    }
    if (state.blockScalarIndent !== null) {
      const tab = lead.search(/[\t\u00a0]/);
      const inText = tab >= 0 && state.blockContentIndent !== null
        && bestIndent(lines, i, raw.slice(lead.length), [state.blockContentIndent, ...state.levels], lead.replace(/\t/g, '  ').length) === state.blockContentIndent;
      if (inText) {
        // A tab inside a long text's indentation: the text's own indentation was meant.
        const fixedLine = ' '.repeat(state.blockContentIndent!) + raw.slice(lead.length);
        const char = lead[tab] === '\t' ? 'a tab' : 'a non-breaking space';
        out.push(finding(Errors.YamlIndentCharacter, lineNo, tab + 1, { char, fixed: fixedLine.trimEnd() }, fixedLine));
        return;
      }
      if (state.blockContentIndent === null && tab < 0 && lead.length > state.blockScalarIndent) {
        // The first line of a long text sets its indentation: indented further than the lines
        // after it, it ends the text at the next line. That first line is the mistake.
        const next = indentAfter(i);
        if (next > state.blockScalarIndent && next < lead.length) {
          const fixedLine = ' '.repeat(next) + raw.slice(lead.length);
          out.push(finding(Errors.YamlIndent, lineNo, 1, { found: lead.length, expected: next, fixed: fixedLine.trimEnd() }, fixedLine));
          state.blockContentIndent = next;
          return;
        }
      }
      state.blockContentIndent ??= lead.length > state.blockScalarIndent ? lead.length : null;
      if (tab < 0 && state.blockContentIndent !== null && lead.length >= state.blockContentIndent) return;
      state.blockScalarIndent = null;
      state.blockContentIndent = null;
    }
    if (state.openQuote) {
      const closes = state.openQuote === '"' ? /(^|[^\\])"/.test(raw) : /'/.test(raw.replace(/''/g, ''));
      if (closes) state.openQuote = '';
      return;
    }
    if (state.openFlow > 0) {
      for (const c of raw) state.openFlow += c === '[' || c === '{' ? 1 : c === ']' || c === '}' ? -1 : 0;
      return;
    }
    if (raw === '---' || raw === '...') return;

    const top = state.levels[state.levels.length - 1];
    // Tabs and non-breaking spaces in the indentation: report, then read the line as if indented with spaces.
    const bad = lead.search(/[\t\u00a0]/);
    if (bad >= 0) {
      const width = lead.replace(/\t/g, '  ').length;
      // A tab shows as any width: of the indentations the lines around allow, take the one that
      // leaves the parser fewest errors (nearest to the width seen on a tie).
      const next = indentAfter(i);
      const expected = bestIndent(lines, i, raw.slice(lead.length), [...state.levels, top + INDENT_STEP, next], width);
      const fixedLine = ' '.repeat(expected) + raw.slice(lead.length);
      const char = lead[bad] === '\t' ? 'a tab' : 'a non-breaking space';
      out.push(finding(Errors.YamlIndentCharacter, lineNo, bad + 1, { char, fixed: fixedLine.trimEnd() }, fixedLine, char !== 'a tab'));
      raw = fixedLine;
    }
    let indent = /^ */.exec(raw)![0].length;
    let content = raw.slice(indent);
    const isItem = /^-( |$)/.test(content);
    const dashNoSpace = /^-[^\s\d.-]/.test(content);
    let keyMatch = KEY.exec(content);
    // `meta` above indented fields: the colon that makes it the name of their group is missing.
    if (!keyMatch && !isItem && /^[A-Za-z_][\w-]*[ \t]*$/.test(content) && indentAfter(i) > indent) {
      const fixedLine = `${' '.repeat(indent)}${content.trimEnd()}:`;
      out.push(finding(Errors.YamlMissingColon, lineNo, indent + content.trimEnd().length + 1, { key: content.trim(), fixed: fixedLine }, fixedLine));
      content = `${content.trimEnd()}:`;
      raw = `${' '.repeat(indent)}${content}`;
      keyMatch = KEY.exec(content);
    }
    const noSpace = !keyMatch && !isItem ? KEY_NO_SPACE.exec(content) : null;

    // The text of `key: plain value` continuing on a more indented line.
    if (state.plain && indent > state.plain.indent && !keyMatch && !isItem && !dashNoSpace) return;

    if (!keyMatch && !isItem && !noSpace) {
      if (dashNoSpace || (state.lastItemIndent === indent && state.levels.includes(indent))) {
        const fixedLine = `${' '.repeat(indent)}- ${dashNoSpace ? content.slice(1) : content}`;
        out.push(finding(Errors.YamlListItemDash, lineNo, indent + 1, { fixed: fixedLine.trimEnd() }, fixedLine));
        state.lastItemIndent = indent;
        return;
      }
      if (state.plain && indent <= state.plain.indent) {
        const fixedLine = `${' '.repeat(state.plain.indent + INDENT_STEP)}${content}`;
        out.push(finding(Errors.YamlUnindentedContinuation, lineNo, indent + 1, { key: state.plain.key, fixed: fixedLine.trimEnd() }, fixedLine));
        return;
      }
    }

    // Indentation against the open levels. The first field of a group sets its indentation for
    // YAML; when it is one space off and the next field is indented by the usual two spaces, the
    // first one is the mistake.
    const next = indentAfter(i);
    if (state.opensBlock && indent > top && indent - top !== INDENT_STEP && next - top === INDENT_STEP && Math.abs(next - indent) === 1 && keyMatch) {
      const fixedLine = ' '.repeat(next) + content;
      out.push(finding(Errors.YamlIndent, lineNo, indent + 1, { found: indent, expected: next, fixed: fixedLine.trimEnd() }, fixedLine));
      indent = next;
      state.levels.push(indent);
    } else if (state.opensBlock && indent > top) state.levels.push(indent);
    else if (state.opensBlock && indent === top && isItem) {
      // A list may start at its key's own indentation.
    } else if (indent > top || !state.levels.includes(indent)) {
      const expected = indent > top ? top : nearest(state.levels, indent);
      const fixedLine = ' '.repeat(expected) + content;
      out.push(finding(Errors.YamlIndent, lineNo, indent + 1, { found: indent, expected, fixed: fixedLine.trimEnd() }, fixedLine));
      indent = expected;
    }
    while (state.levels.length > 1 && state.levels[state.levels.length - 1] > indent) state.levels.pop();
    state.opensBlock = false;
    state.plain = null;

    let body = content;
    let bodyIndent = indent;
    if (isItem) {
      state.lastItemIndent = indent;
      body = content.slice(2);
      bodyIndent = indent + 2;
      if (body.trim() === '') {
        state.opensBlock = true;
        return;
      }
    }
    const prefixLength = raw.length - body.length;
    if (noSpace) {
      const key = noSpace[1];
      const fixedLine = `${raw.slice(0, prefixLength)}${key}: ${body.slice(key.length + 1)}`;
      out.push(finding(Errors.YamlNoSpaceAfterColon, lineNo, prefixLength + key.length + 2, { key, fixed: fixedLine.trimEnd() }, fixedLine));
      return;
    }
    const bodyKey = KEY.exec(body);
    if (bodyKey) {
      if (isItem) state.levels.push(bodyIndent);
      const after = bodyKey[0].length;
      const spaces = /^[ \t]*/.exec(body.slice(after))![0].length;
      out.push(...valueCandidates(raw, prefixLength + after + spaces, bodyKey[1].replace(/^["']|["']$/g, ''), bodyIndent, lineNo, state, indentAfter(i)));
    } else if (isItem) {
      out.push(...valueCandidates(raw, prefixLength, undefined, bodyIndent, lineNo, state, indentAfter(i)));
    } else {
      const itemNoSpace = KEY_NO_SPACE.exec(body);
      if (itemNoSpace) {
        const key = itemNoSpace[1];
        const fixedLine = `${raw.slice(0, prefixLength)}${key}: ${body.slice(key.length + 1)}`;
        out.push(finding(Errors.YamlNoSpaceAfterColon, lineNo, prefixLength + key.length + 2, { key, fixed: fixedLine.trimEnd() }, fixedLine));
      }
    }
  });
  return out;
}

/** Of `options`, the indentation of line `i` that leaves the parser fewest errors (nearest to `width` on a tie). */
function bestIndent(lines: string[], i: number, content: string, options: number[], width: number): number {
  const errorsWith = (n: number) => countProblems(lines.map((l, k) => (k === i ? ' '.repeat(n) + content : l)).join('\n'));
  return [...new Set(options.filter((n) => n >= 0))]
    .map((n) => ({ n, errors: errorsWith(n) }))
    .sort((a, b) => a.errors - b.errors || Math.abs(a.n - width) - Math.abs(b.n - width))[0].n;
}

/** The open level closest to `indent`; on a tie the deeper one (a key one space short of its siblings). */
function nearest(levels: number[], indent: number): number {
  return levels.reduce((best, l) => (Math.abs(l - indent) < Math.abs(best - indent) || (Math.abs(l - indent) === Math.abs(best - indent) && l > best) ? l : best), levels[0]);
}

const PLAIN_WORDS: Record<string, string> = {
  BAD_INDENT: 'the indentation does not fit the lines above',
  MISSING_CHAR: 'something is missing here: a closing bracket or quote, or the space after a colon',
  BLOCK_AS_IMPLICIT_KEY: 'a field name must be on one line and followed by ": "',
  MULTILINE_IMPLICIT_KEY: 'a field name must be on one line and followed by ": "',
  UNEXPECTED_TOKEN: 'there is more on the line after its value has ended',
  BAD_SCALAR_START: 'the value starts with a character that YAML reserves',
  TAB_AS_INDENT: 'it is indented with a tab',
  BAD_ALIAS: 'a value starting with * or & must be quoted',
  MISSING_FLOW: 'a bracket is opened but not closed',
  MISSING_CLOSING: 'a bracket or a quote is opened but not closed',
  BAD_DQ_ESCAPE: 'a backslash in double quotes starts an escape; write \\\\ for a backslash',
};

/** The line of the first duplicate of `key` before `line` with the same indentation. */
function firstKeyLine(lines: string[], line: number, key: string, indent: string): number {
  const i = lines.findIndex((l, n) => n < line - 1 && l.startsWith(`${indent}${key}:`));
  return i + 1;
}

const indentOf = (line: string) => /^ */.exec(line)![0].length;
const isBlank = (line: string) => line.trim() === '' || /^\s*#/.test(line);

/**
 * Two or more lines in a row "indented wrongly" by the same amount usually mean the line above
 * them moved: an item outdented by one keystroke leaves its fields looking over-indented. When
 * indenting that one line back removes at least as many parser errors as moving all of them,
 * it alone is reported.
 */
function movedParent(lines: string[], found: Candidate[]): Candidate[] {
  const indents = found.filter((c) => c.entry.code === Errors.YamlIndent.code).sort((a, b) => a.line - b.line);
  if (indents.length < 2) return found;
  const runs: Candidate[][] = [];
  for (const c of indents) {
    const run = runs[runs.length - 1];
    const last = run?.[run.length - 1];
    const delta = (x: Candidate) => Number(x.args.found) - Number(x.args.expected);
    const between = last ? lines.slice(last.line, c.line - 1) : [];
    if (last && delta(last) === delta(c) && between.every((l) => isBlank(l) || indentOf(l) >= Number(c.args.found))) run.push(c);
    else runs.push([c]);
  }
  let out = found;
  for (const run of runs.filter((r) => r.length >= 2)) {
    const found0 = Number(run[0].args.found);
    const delta = found0 - Number(run[0].args.expected);
    if (delta <= 0) continue;
    let p = run[0].line - 2;
    while (p >= 0 && (isBlank(lines[p]) || indentOf(lines[p]) >= found0)) p--;
    if (p < 0) continue;
    const parent = lines[p];
    const fixedLine = ' '.repeat(indentOf(parent) + delta) + parent.trimStart();
    const withParent = lines.map((l, k) => (k === p ? fixedLine : l));
    const withRun = lines.map((l, k) => run.find((c) => c.line === k + 1)?.fixedLine ?? l);
    if (countProblems(withParent.join('\n')) > countProblems(withRun.join('\n'))) continue;
    const moved = finding(Errors.YamlIndent, p + 1, indentOf(parent) + 1, { found: indentOf(parent), expected: indentOf(parent) + delta, fixed: fixedLine.trimEnd() }, fixedLine);
    out = [...out.filter((c) => !run.includes(c)), moved];
  }
  return out;
}

/** The lines indented under line `i` (blank lines included). */
function textBelow(lines: string[], i: number): string[] {
  const indent = indentOf(lines[i]);
  let end = i + 1;
  while (end < lines.length && (isBlank(lines[end]) || indentOf(lines[end]) > indent)) end++;
  return lines.slice(i + 1, end);
}

function indentAfterLine(lines: string[], i: number): number {
  for (let j = i + 1; j < lines.length; j++) if (!isBlank(lines[j])) return indentOf(lines[j]);
  return -1;
}

/** How far above the parser's complaint the single-edit search looks (each try is a parse). */
const SEARCH_LINES = 40;

/**
 * When no known mistake explains the file, the smallest edits an editor's slip undoes are tried
 * on the lines at and above where the parser gave up, nearest first: a stray quote deleted, or a
 * list item's lost `- ` put back. The first that leaves no syntax error is the finding.
 */
function singleEdit(lines: string[], errorLine: number, duplicates: number): Candidate | undefined {
  const clean = (fixed: string[]) => {
    const { doc } = parseYaml(fixed.join('\n'));
    return doc.errors.length + doc.warnings.length === doc.errors.filter((e) => e.code === 'DUPLICATE_KEY').length && doc.errors.length <= duplicates;
  };
  // An unclosed quote swallows the rest of the file, so its line is looked for the whole way up;
  // only lines where that quote is unbalanced are tried. Other slips are looked for nearby.
  for (let i = Math.min(errorLine, lines.length) - 1; i >= 0; i--) {
    const line = lines[i];
    if (isBlank(line)) continue;
    const near = i >= errorLine - 1 - SEARCH_LINES;
    const tryLine = (fixedLine: string) => clean(lines.map((l, k) => (k === i ? fixedLine : l)));
    for (let c = 0; c < line.length; c++) {
      if (line[c] !== '"' && line[c] !== "'") continue;
      if (!near && line.split(line[c]).length % 2 === 1) continue;
      const fixedLine = line.slice(0, c) + line.slice(c + 1);
      if (tryLine(fixedLine)) return finding(Errors.YamlStrayQuote, i + 1, c + 1, { quote: line[c], fixed: fixedLine.trimEnd() }, fixedLine);
    }
    if (!near) continue;
    const indent = indentOf(line);
    // A long text's `|` deleted: the field is empty and its text below reads as something else.
    if (/^\s*(- +)?[\w$.-]+:[ \t]*$/.test(line) && indentAfterLine(lines, i) > indent && looksLikeText(textBelow(lines, i))) {
      // One paragraph folds (`>-`, as the content writes it); paragraphs or a list keep their lines (`|`).
      for (const marker of blockMarkers(textBelow(lines, i))) {
        const fixedLine = `${line.trimEnd()} ${marker}`;
        if (tryLine(fixedLine)) return finding(Errors.YamlBlockMarker, i + 1, line.trimEnd().length + 1, { fixed: fixedLine }, fixedLine);
      }
    }
    if (indent >= 2 && KEY.test(line.slice(indent))) {
      const fixedLine = `${' '.repeat(indent - 2)}- ${line.slice(indent)}`;
      if (tryLine(fixedLine)) return finding(Errors.YamlListItemDash, i + 1, indent - 1, { fixed: fixedLine.trimEnd() }, fixedLine);
    }
  }
  return undefined;
}

/**
 * A field with no value followed by indented text that holds list items or more paragraphs: its
 * `|` was deleted, and the items below are what YAML complains about. When putting `|` back leaves
 * no syntax error, it is the finding, and the complaints inside that text are dropped.
 */
/** Indented lines that are text, not fields or items: the first is neither, and there are paragraphs, a list, or several lines. */
function looksLikeText(body: string[]): boolean {
  const firstLine = body.find((l) => !isBlank(l)) ?? '';
  // A paragraph folded over several lines is text too (a `>-` deleted): the fix is proven by parsing, so this only proposes.
  return firstLine !== '' && !/^\s*-( |$)/.test(firstLine) && !KEY.test(firstLine.trimStart()) && (body.some((l) => l.trim() === '' || /^\s*- /.test(l)) || body.filter((l) => !isBlank(l)).length >= 2);
}

/** The block markers to try for a field's text, the likelier first. */
function blockMarkers(body: string[]): string[] {
  return body.some((l) => l.trim() === '' || /^\s*- /.test(l)) ? ['|', '>-'] : ['>-', '|'];
}

function lostBlockMarker(lines: string[], found: Candidate[]): Candidate[] {
  if (found.length === 0) return found;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (!/^\s*(- +)?[\w$.-]+:[ \t]*$/.test(line)) continue;
    const indent = indentOf(line);
    let end = i + 1;
    while (end < lines.length && (isBlank(lines[end]) || indentOf(lines[end]) > indent)) end++;
    const inside = found.filter((c) => c.line > i + 1 && c.line <= end);
    if (inside.length === 0) continue;
    if (!looksLikeText(lines.slice(i + 1, end))) continue;
    const fixedLine = blockMarkers(lines.slice(i + 1, end)).map((marker) => `${line.trimEnd()} ${marker}`).find((candidate) => {
      const { doc } = parseYaml(lines.map((l, k) => (k === i ? candidate : l)).join('\n'));
      return doc.errors.length + doc.warnings.length === 0;
    });
    if (fixedLine === undefined) continue;
    return [...found.filter((c) => !inside.includes(c)), finding(Errors.YamlBlockMarker, i + 1, line.trimEnd().length + 1, { fixed: fixedLine }, fixedLine)];
  }
  return found;
}

/** Findings for a text the parser rejected (or accepted with a non-breaking space in an indentation). */
export function explainYaml(text: string): Finding[] {
  const { doc } = parseYaml(text);
  const lines = text.split('\n');
  const baseline = doc.errors.length + doc.warnings.length;
  const duplicatesIn = (d: typeof doc) => d.errors.filter((e) => e.code === 'DUPLICATE_KEY').length;
  const others = baseline - duplicatesIn(doc);
  const verified = lostBlockMarker(lines, movedParent(lines, scan(lines).filter((c) => {
    if (c.certain) return true;
    if (others === 0) return false;
    const fixed = [...lines];
    fixed[c.line - 1] = c.fixedLine;
    return countProblems(fixed.join('\n')) < baseline;
  })));
  // Duplicate keys as they are once the recognised mistakes are fixed: a tab or a wrong
  // indentation makes the parser see keys twice that are not.
  const repaired = [...lines];
  for (const c of verified) repaired[c.line - 1] = c.fixedLine;
  const after = verified.length ? parseYaml(repaired.join('\n')) : parseYaml(text);
  const duplicates: Finding[] = after.doc.errors
    .filter((e) => e.code === 'DUPLICATE_KEY')
    .map((e) => {
      const pos = after.lineCounter.linePos(e.pos[0]);
      const lineText = repaired[pos.line - 1] ?? '';
      const indent = lineText.slice(0, pos.col - 1);
      const key = (/^\s*(?:- )?["']?([^"':]+)["']?\s*:/.exec(lineText.slice(pos.col - 1)) ?? [])[1] ?? lineText.trim();
      return { entry: Errors.YamlDuplicateKey as unknown as ErrorData<never>, line: pos.line, column: pos.col, args: { key, firstLine: firstKeyLine(repaired, pos.line, key, indent) } };
    });
  const findings: Finding[] = [...verified.map(({ fixedLine: _, certain: __, ...f }) => f), ...duplicates];
  if (others === 0) return findings.sort((a, b) => a.line - b.line);
  const first = [...doc.errors, ...doc.warnings].find((e) => e.code !== 'DUPLICATE_KEY') as YAMLError;
  const pos = parseYaml(text).lineCounter.linePos(first.pos[0]);
  // One edit that leaves no syntax error is a better account than findings that leave some.
  const repairedErrors = after.doc.errors.length + after.doc.warnings.length - duplicatesIn(after.doc);
  if (findings.length > 0 && repairedErrors === 0) return findings.sort((a, b) => a.line - b.line);
  const single = singleEdit(lines, pos.line, duplicatesIn(doc));
  if (single) return [single];
  if (findings.length > 0) return findings.sort((a, b) => a.line - b.line);
  const detail = PLAIN_WORDS[first.code] ?? 'this is not valid YAML';
  return [{ entry: Errors.YamlSyntax as unknown as ErrorData<never>, line: pos.line, column: pos.col, args: { detail } }];
}

/** A value wrapped in curly quotes on one line, after `key: ` or `- `. */
const CURLY_WRAPPED = /^(\s*(?:- )?(?:[\w$.-]+:[ \t]+)?)([“‘„])(.*)([”’“])[ \t]*$/;
export const MAY_HAVE_CURLY_QUOTES = /[“‘„]/;

/**
 * Values wrapped in curly quotes in a file that parsed: YAML kept the curly quotes as part of the
 * text, so the page would show them. A warning (they may be meant), with the straight-quoted line.
 */
export function curlyQuoteFindings(text: string): Finding[] {
  const out: Finding[] = [];
  text.split('\n').forEach((line, i) => {
    const m = CURLY_WRAPPED.exec(line.replace(/\r$/, ''));
    if (!m) return;
    const fixed = `${m[1]}${quote(m[3])}`;
    out.push({ entry: Errors.YamlCurlyQuotes as unknown as ErrorData<never>, line: i + 1, column: m[1].length + 1, args: { fixed } });
  });
  return out;
}
