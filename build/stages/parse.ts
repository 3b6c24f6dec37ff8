/**
 * Parsing one content file: its text in, the parsed data (with the YAML document kept for
 * positions) and syntax problems out. No files are read here: the load stage (./load.ts) reads
 * the content folder for the build, the editor (src/admin/check.ts) parses the entry being edited.
 */
import { load as loadYaml, CORE_SCHEMA } from 'js-yaml';
import type { LineCounter, Document } from 'yaml';
import type { ContentType } from '../content-folders.ts';
import { fromCatalogue, type Problem } from '../problems.ts';
import { Errors } from '../errors/catalogue.ts';
import { curlyQuoteFindings, explainYaml, MAY_HAVE_CURLY_QUOTES, parseYaml } from '../errors/yaml-explainer.ts';

export interface SourceFile {
  type: ContentType;
  /** Path relative to the project root, used in every message. */
  file: string;
  /** File name without extension. */
  name: string;
  /** Parsed data (not yet validated); for Markdown, the front matter. */
  data: unknown;
  /** The YAML document with node positions, parsed on first use (only files with problems need it). */
  readonly doc: Document;
  readonly lineCounter: LineCounter;
  /** Lines before the YAML starts in the file (1 for front matter after `---`). */
  lineOffset: number;
  /** The YAML text (the front matter, for Markdown), for reading a value as it was written. */
  text: string;
  /** The whole file as read (the editor's check reads it as the disk holds it, build/stages/admin.ts). */
  fileText: string;
  /** Markdown body, for Markdown files. */
  body?: string;
  /** 1-based line of the body's first line. */
  bodyLine?: number;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;
/** Blank lines (group 1), then spaces or invisible characters (group 2), before a `---` line. */
const LATE_FRONT_MATTER = /^((?:[ \t\u00a0\u200b-\u200f\u2060\ufeff]*\r?\n)*)([ \t\u00a0\u200b-\u200f\u2060\ufeff]*)---[ \t]*\r?\n/;
const FIELD_LINE = /^[a-z][A-Za-z0-9]*:(\s|$)/;

/**
 * Whether a Markdown body starts with fields and a `---` line: the front matter was closed early
 * by a stray `---`. Fields are lower-case names followed by ": " (article text such as "Note: …"
 * starts with a capital), indented lines or list items, up to a `---`.
 */
function fieldsAfterFrontMatter(body: string): boolean {
  // From the first line with something on it; most bodies start with text, and only that line is read.
  const first = /\S/.exec(body);
  const start = first ? body.lastIndexOf('\n', first.index) + 1 : 0;
  if (!first || !FIELD_LINE.test(body.slice(start))) return false;
  for (const line of body.slice(start).split('\n')) {
    const l = line.replace(/\r$/, '');
    if (/^---[ \t]*$/.test(l)) return true;
    if (l.trim() !== '' && !FIELD_LINE.test(l) && !/^[ \t]/.test(l) && !/^- /.test(l) && !/^#/.test(l)) return false;
  }
  return false;
}

/** 1-based line of a `---` or `...` line after the first content of a YAML text (a second document); 0 when none. */
function secondDocument(text: string): number {
  if (!/^(---|\.\.\.)[ \t]*\r?$/m.test(text)) return 0;
  const lines = text.split('\n');
  let content = false;
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i].replace(/\r$/, '');
    if (/^(---|\.\.\.)[ \t]*$/.test(l)) {
      if (content) return i + 1;
    } else if (l.trim() !== '' && !/^\s*#/.test(l)) content = true;
  }
  return 0;
}
/** A non-breaking space in an indentation parses, as part of a key; a tab is a syntax error anyway. */
const NBSP_INDENT = /^[ \t]*\u00a0/m;

/**
 * What js-yaml read from YAML texts, kept by the caller between parses (the build's is a file
 * in .cache/, see ./load.ts `openParseCache`). Each `get` returns a fresh copy, so what later
 * stages do to the data never reaches the cache. Only texts that parse cleanly are kept (a
 * failed parse always goes to the explainer).
 */
export interface ParseCache {
  get(text: string): unknown;
  set(text: string, data: unknown): void;
  /** Writes the texts used by this build (when anything changed), so the file does not grow. */
  save(): void;
}

/** The file name without its folder and extension (`content/portfolio/x.yaml` → `x`). */
function fileName(file: string): string {
  const base = /[^/\\]*$/.exec(file)![0];
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(0, dot) : base;
}

/**
 * The body of a Markdown file as `parseSource` reads it (after the front matter), or undefined
 * when the front matter is not where it must be (parseSource then reports why).
 */
export function markdownBody(fileText: string): string | undefined {
  const text = fileText.charCodeAt(0) === 0xfeff ? fileText.slice(1) : fileText;
  const match = FRONT_MATTER.exec(text);
  return match ? text.slice(match[0].length) : undefined;
}

export function parseSource(type: ContentType, file: string, fileText: string, cache?: ParseCache): { source?: SourceFile; problems: Problem[] } {
  const name = fileName(file);
  // Some Windows editors start files with a byte-order mark; it means nothing here.
  const text = fileText.charCodeAt(0) === 0xfeff ? fileText.slice(1) : fileText;
  let yamlText = text;
  let lineOffset = 0;
  let body: string | undefined;
  let bodyLine: number | undefined;
  if (type.format === 'markdown') {
    const match = FRONT_MATTER.exec(text);
    if (!match) {
      const late = LATE_FRONT_MATTER.exec(text);
      if (late && FRONT_MATTER.test(text.slice(late[1].length + late[2].length))) {
        // Blank lines, spaces or invisible characters before the first `---`.
        const lines = late[1].split('\n').length - 1;
        const where = { file, line: 1, column: lines > 0 ? 1 : late[2].length + 1, field: '' };
        const firstLine = text.slice(late[1].length).split('\n')[0];
        return { problems: [fromCatalogue(Errors.MarkdownFrontMatterNotFirst, where, { lines, fixed: lines > 0 ? '---' : firstLine.slice(late[2].length) })] };
      }
      const entry = /^---[ \t]*\r?\n/.test(text) ? Errors.MarkdownFrontMatterUnclosed : Errors.MarkdownFrontMatter;
      return { problems: [fromCatalogue(entry, { file, line: 1, column: 1, field: '' }, {})] };
    }
    yamlText = match[1];
    lineOffset = 1;
    body = text.slice(match[0].length);
    bodyLine = match[0].split('\n').length;
    const stray = fieldsAfterFrontMatter(body);
    if (stray) {
      // The `---` that closed the fields is followed by more fields and another `---`: it is a stray line.
      const line = bodyLine - 1;
      return { problems: [fromCatalogue(Errors.YamlDocumentMarker, { file, line, column: 1, field: '' }, { inFrontMatter: true, fixed: '' })] };
    }
  }
  const marker = type.format === 'yaml' ? secondDocument(yamlText) : 0;
  if (marker > 0) {
    return { problems: [fromCatalogue(Errors.YamlDocumentMarker, { file, line: marker, column: 1, field: '' }, { inFrontMatter: false, fixed: '' })] };
  }
  // Fast path: js-yaml reads valid files about 2.5 times faster than the `yaml` package, which
  // is used for what needs positions: syntax errors here, and locating problems later.
  let data: unknown = cache?.get(yamlText);
  let failed = data === undefined && NBSP_INDENT.test(yamlText);
  let rejected: { line: number; column: number } | undefined;
  if (data === undefined && !failed) {
    try {
      data = loadYaml(yamlText, { schema: CORE_SCHEMA });
      cache?.set(yamlText, data);
    } catch (error) {
      failed = true;
      const mark = (error as { mark?: { line: number; column: number } }).mark;
      if (mark) rejected = { line: mark.line + 1, column: mark.column + 1 };
    }
  }
  if (failed) {
    const problems = explainYaml(yamlText).map((f) =>
      fromCatalogue(f.entry, { file, line: f.line + lineOffset, column: f.column, field: '' }, f.args as never));
    if (problems.length > 0) return { problems };
    // The two YAML readers disagree (`: value` with no field name is an empty key to one of
    // them): the data would come from the reader that refused it, so it is refused, where it did.
    if (rejected) {
      const line = yamlText.split('\n')[rejected.line - 1] ?? '';
      const detail = /^\s*(- )?:(\s|$)/.test(line) ? 'there is no field name before the colon' : 'this is not valid YAML';
      return { problems: [fromCatalogue(Errors.YamlSyntax, { file, line: rejected.line + lineOffset, column: rejected.column, field: '' }, { detail })] };
    }
    data = parseYaml(yamlText).doc.toJS();
  }
  // Curly quotes around a value parse as text; the page would show them.
  const warnings = MAY_HAVE_CURLY_QUOTES.test(yamlText)
    ? curlyQuoteFindings(yamlText).map((f) => fromCatalogue(f.entry, { file, line: f.line + lineOffset, column: f.column, field: '' }, f.args as never, 'warning'))
    : [];
  if (MAY_HAVE_FIELD_IN_TEXT.test(yamlText)) {
    for (const f of fieldsInTexts(yamlText)) warnings.push(fromCatalogue(Errors.YamlFieldInText, { file, line: f.line + lineOffset, column: f.column, field: '' }, { key: f.key, text: f.text, fixed: f.fixed }));
  }
  if (MAY_HAVE_COMMENT_IN_VALUE.test(yamlText)) {
    for (const f of commentsInValues(yamlText)) warnings.push(fromCatalogue(Errors.YamlCommentInValue, { file, line: f.line + lineOffset, column: f.column, field: '' }, { kept: f.kept, fixed: f.fixed }));
  }
  // YAML read something other than was written (a value cut at " #", a field taken into a text):
  // like a syntax error, the file is left out of the later checks, whose complaints would follow from it.
  if (warnings.some((p) => p.severity === 'error')) return { problems: warnings };
  if (data === null || data === undefined) {
    return { problems: [fromCatalogue(Errors.YamlEmptyFile, { file, line: 1 + lineOffset, column: 1, field: '' }, { schema: type.schema })] };
  }
  let parsed: { doc: Document; lineCounter: LineCounter } | undefined;
  const positions = () => (parsed ??= parseYaml(yamlText));
  const source: SourceFile = {
    type, file, name, data, lineOffset, body, bodyLine, text: yamlText, fileText,
    get doc() { return positions().doc; },
    get lineCounter() { return positions().lineCounter; },
  };
  return { source, problems: warnings };
}

const MAY_HAVE_FIELD_IN_TEXT = /^[ \t]+[a-z][A-Za-z0-9]*:[ \t]*(?:[|>][-+0-9]*[ \t]*)?\r?$/m;

/**
 * A field name alone on its line inside a long text (`|` or `>`), indented as far as the text: it
 * was indented into the text above it by accident and is now part of that text (prose does not
 * end a line with a lower-case name and a colon).
 */
function fieldsInTexts(text: string): { line: number; column: number; key: string; text: string; fixed: string }[] {
  const out: { line: number; column: number; key: string; text: string; fixed: string }[] = [];
  let block: { indent: number; key: string } | undefined;
  text.split('\n').forEach((raw, i) => {
    const line = raw.replace(/\r$/, '');
    const indent = /^ */.exec(line)![0].length;
    if (block) {
      if (line.trim() === '' || indent > block.indent) {
        // `key:` or `key: |` (a field with its own long text, indented into the one above).
        const m = /^( +)([a-z][A-Za-z0-9]*):[ \t]*([|>][-+0-9]*)?[ \t]*$/.exec(line);
        if (m) out.push({ line: i + 1, column: m[1].length + 1, key: m[2], text: block.key, fixed: `${' '.repeat(block.indent)}${m[2]}:${m[3] ? ` ${m[3]}` : ''}` });
        return;
      }
      block = undefined;
    }
    const opens = /^(\s*(?:- +)?)([\w$.-]+):[ \t]*[|>][-+0-9]*\s*(#.*)?$/.exec(line);
    if (opens) block = { indent: opens[1].length, key: opens[2] };
  });
  return out;
}

const MAY_HAVE_COMMENT_IN_VALUE = /[^\s#][ \t]+#/;
/** `key: text #more` or `- text #more`: a plain value followed by a comment on its line. */
const VALUE_THEN_COMMENT = /^(\s*(?:- +)?(?:[A-Za-z0-9_$][\w$.-]*:[ \t]+)?)([^"'\s#|>&*!%@`{\[-][^\n]*?)[ \t]+#(.*)$/;

/**
 * Plain values cut short by ` #`, which starts a comment in YAML (`title: We are #1` shows "We
 * are"); text inside block scalars (`|`, `>`) keeps its # and is skipped.
 */
function commentsInValues(text: string): { line: number; column: number; kept: string; fixed: string }[] {
  const out: { line: number; column: number; kept: string; fixed: string }[] = [];
  let blockIndent = -1;
  text.split('\n').forEach((raw, i) => {
    const line = raw.replace(/\r$/, '');
    const indent = /^ */.exec(line)![0].length;
    if (blockIndent >= 0) {
      if (line.trim() === '' || indent > blockIndent) return;
      blockIndent = -1;
    }
    if (/^\s*(- +)?([\w$.-]+:[ \t]*)?[|>][-+0-9]*\s*(#.*)?$/.test(line)) {
      blockIndent = indent;
      return;
    }
    if (/^\s*#/.test(line)) return;
    const m = VALUE_THEN_COMMENT.exec(line);
    // `key: #…` (a value that is only a comment) is the unfilled stage's: the value starts with #.
    if (!m || /^[\w$.-]+:$/.test(m[2])) return;
    const value = `${m[2]} #${m[3]}`.trimEnd();
    out.push({ line: i + 1, column: m[1].length + m[2].length + 2, kept: m[2].trimEnd(), fixed: `${m[1]}"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"` });
  });
  return out;
}

/** How a file is parsed: `parseSource`, or a wrapper that keeps results (`keptParse` in load.ts). */
export type ParseSource = typeof parseSource;
