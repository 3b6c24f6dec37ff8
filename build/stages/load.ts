/**
 * Stage 1, load: read every content file and parse it, keeping the parsed YAML
 * document so later stages can point at the exact line and column of any field.
 * Input: the content directory. Output: source files and syntax problems.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, basename, extname } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { load as loadYaml, CORE_SCHEMA } from 'js-yaml';
import type { LineCounter, Document } from 'yaml';
import { collectionTypes, singletonTypes, type ContentType } from '../content-types.ts';
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
  /** Markdown body, for Markdown files. */
  body?: string;
  /** 1-based line of the body's first line. */
  bodyLine?: number;
}

export interface Loaded {
  files: SourceFile[];
  problems: Problem[];
  /** Files that could not be read (syntax errors): left out of every later check. */
  dropped: { type: ContentType; file: string; name: string }[];
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
  const lines = body.split('\n').map((l) => l.replace(/\r$/, ''));
  let i = 0;
  while (i < lines.length && lines[i].trim() === '') i++;
  if (i >= lines.length || !FIELD_LINE.test(lines[i])) return false;
  for (; i < lines.length; i++) {
    const l = lines[i];
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
 * What js-yaml read from each YAML text, by the text's hash, kept between builds in one file:
 * reading the content's 180 files costs js-yaml about 0.12 s of CPU in a fresh process, the
 * cache 10 ms. Values are stored serialized as soon as they are parsed, so what later stages
 * do to the data never reaches the cache; each build gets its own copy. Only texts that parse
 * cleanly are kept (a failed parse always goes to the explainer).
 */
export interface ParseCache {
  get(text: string): unknown;
  set(text: string, data: unknown): void;
  /** Writes the texts used by this build (when anything changed), so the file does not grow. */
  save(): void;
}

export function openParseCache(file: string): ParseCache {
  let stored = new Map<string, Buffer>();
  try {
    stored = deserialize(readFileSync(file)) as Map<string, Buffer>;
  } catch {
    // No cache yet, or unreadable: everything is parsed.
  }
  const used = new Map<string, Buffer>();
  let changed = false;
  const key = (text: string) => createHash('sha1').update(text).digest('base64');
  return {
    get(text) {
      const k = key(text);
      const bytes = stored.get(k);
      if (!bytes) return undefined;
      used.set(k, bytes);
      return deserialize(bytes);
    },
    set(text, data) {
      used.set(key(text), serialize(data));
      changed = true;
    },
    save() {
      if (!changed && used.size === stored.size) return;
      // Renamed into place: a concurrent build reads the old file or the new one, never half.
      try {
        mkdirSync(dirname(file), { recursive: true });
        const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
        writeFileSync(partial, serialize(used));
        renameSync(partial, file);
      } catch {
        // A cache that cannot be written costs the next build the parse, nothing else.
      }
    },
  };
}

/** A parse cache held in memory, for repeated checks of one content folder in one process (proofs of hints, the fuzzer). */
export function memoryParseCache(): ParseCache {
  const stored = new Map<string, Buffer>();
  return {
    get: (text) => {
      const bytes = stored.get(text);
      return bytes && deserialize(bytes);
    },
    set: (text, data) => void stored.set(text, serialize(data)),
    save: () => {},
  };
}

export function parseSource(type: ContentType, file: string, fileText: string, cache?: ParseCache): { source?: SourceFile; problems: Problem[] } {
  const name = basename(file, extname(file));
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
    type, file, name, data, lineOffset, body, bodyLine, text: yamlText,
    get doc() { return positions().doc; },
    get lineCounter() { return positions().lineCounter; },
  };
  return { source, problems: warnings };
}

export type ParseSource = typeof parseSource;

/**
 * `parseSource` with its results kept by file and text, for repeated loads in one process (the
 * dev server's rebuild after a save): a file whose text is what it was is not parsed again. Its
 * data is a fresh copy each time, as from the parse cache: later stages must not see what an
 * earlier load's stages did to it.
 */
export function keptParse(): ParseSource {
  const kept = new Map<string, { type: ContentType; text: string; source?: SourceFile; bytes?: Buffer; problems: Problem[] }>();
  return (type, file, fileText, cache) => {
    const known = kept.get(file);
    // Each check makes its own content types (build/content-types.ts): the same type has the same key.
    if (known && known.text === fileText && known.type.key === type.key) {
      const problems = structuredClone(known.problems);
      if (!known.source) return { problems };
      // The kept file's own properties (its lazily parsed positions too), with its data copied.
      const source = Object.defineProperties({}, Object.getOwnPropertyDescriptors(known.source)) as SourceFile;
      source.data = deserialize(known.bytes!);
      source.type = type;
      return { source, problems };
    }
    const result = parseSource(type, file, fileText, cache);
    kept.set(file, { type, text: fileText, source: result.source, bytes: result.source && serialize(result.source.data), problems: structuredClone(result.problems) });
    return result;
  };
}

/** How the loader reads the content folder: the disk, or the disk with some files replaced (build/errors/prove.ts, the fuzzer). */
export interface ContentReader {
  exists(abs: string): boolean;
  read(abs: string): string;
  /** File names in `dir`; empty when it does not exist. */
  list(dir: string): string[];
}

export const diskReader: ContentReader = {
  exists: existsSync,
  read: (abs) => readFileSync(abs, 'utf8'),
  list: (dir) => (existsSync(dir) ? readdirSync(dir) : []),
};

/** The disk as it would be with `changes` made: a text writes the file, null deletes it (absolute paths). */
export function overlayReader(changes: Map<string, string | null>, base: ContentReader = diskReader): ContentReader {
  return {
    exists: (abs) => (changes.has(abs) ? changes.get(abs) !== null : base.exists(abs)),
    read: (abs) => {
      const text = changes.get(abs);
      if (text === null) throw new Error(`${abs} was deleted`);
      return text ?? base.read(abs);
    },
    list(dir) {
      const names = new Set(base.list(dir));
      for (const [abs, text] of changes) {
        if (dirname(abs) !== dir) continue;
        if (text === null) names.delete(basename(abs));
        else names.add(basename(abs));
      }
      return [...names];
    },
  };
}

/** A file name that can be a page address (the rule `npm run new` applies). */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** `My First Post` → `my-first-post`; accents dropped. */
export function slugify(name: string): string {
  return name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
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

function listFiles(reader: ContentReader, dir: string, ext: string): string[] {
  return reader.list(dir)
    .filter((f) => f.endsWith(ext) && !f.startsWith('.') && !f.startsWith('_'))
    .sort();
}

/** Load every content file under `contentDir`; `root` is what file paths are shown relative to; `types` come from a registry (build/content-types.ts). */
export function loadContent(contentDir: string, root: string, types = { singletonTypes, collectionTypes }, cache?: ParseCache, reader: ContentReader = diskReader, parse: ParseSource = parseSource): Loaded {
  const files: SourceFile[] = [];
  const problems: Problem[] = [];
  const dropped: Loaded['dropped'] = [];
  const add = (type: ContentType, abs: string) => {
    const rel = relative(root, abs) || abs;
    const result = parse(type, rel, reader.read(abs), cache);
    problems.push(...result.problems);
    if (result.source) files.push(result.source);
    else dropped.push({ type, file: rel, name: basename(abs, extname(abs)) });
  };
  for (const type of types.singletonTypes) {
    const abs = join(contentDir, type.path);
    if (reader.exists(abs)) add(type, abs);
    else problems.push(fromCatalogue(Errors.FileMissing, { file: relative(root, abs), line: 1, column: 1, field: '' }, { path: type.path, schema: type.schema }));
  }
  for (const type of types.collectionTypes) {
    const dir = join(contentDir, type.path);
    const existing = new Set(reader.list(dir));
    for (const f of listFiles(reader, dir, type.format === 'markdown' ? '.md' : '.yaml')) {
      const name = basename(f, extname(f));
      if (SLUG.test(name)) {
        add(type, join(dir, f));
        continue;
      }
      // The file name is the page's address: spaces and capitals are named, and the file left out.
      // The slug the file names itself, else its name made a slug; the proof of the hint tries it.
      const own = /^slug:[ \t]*["']?([a-z0-9]+(?:-[a-z0-9]+)*)["']?[ \t]*\r?$/m.exec(reader.read(join(dir, f)))?.[1];
      const slug = own && !existing.has(`${own}${extname(f)}`) ? own : slugify(name);
      const rename = slug && !existing.has(`${slug}${extname(f)}`) ? `${slug}${extname(f)}` : undefined;
      problems.push(fromCatalogue(Errors.FileName, { file: relative(root, join(dir, f)), line: 1, column: 1, field: '' }, { name: f, rename }));
      dropped.push({ type, file: relative(root, join(dir, f)), name: slug || name });
    }
    for (const f of listFiles(reader, dir, '.yml')) {
      problems.push(fromCatalogue(Errors.FileExtension, { file: relative(root, join(dir, f)), line: 1, column: 1, field: '' }, { name: basename(f, '.yml'), rename: `${basename(f, '.yml')}.yaml` }));
    }
  }
  cache?.save();
  return { files, problems, dropped };
}
