/**
 * Stage 1, load: read every content file and parse it, keeping the parsed YAML
 * document so later stages can point at the exact line and column of any field.
 * Input: the content directory. Output: source files and syntax problems.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, relative, basename, extname } from 'node:path';
import { load as loadYaml, CORE_SCHEMA } from 'js-yaml';
import { parseDocument, LineCounter, type Document } from 'yaml';
import { collectionTypes, singletonTypes, type ContentType } from '../content-types.ts';
import { problem, type Problem } from '../problems.ts';

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
  /** Markdown body, for Markdown files. */
  body?: string;
  /** 1-based line of the body's first line. */
  bodyLine?: number;
}

export interface Loaded {
  files: SourceFile[];
  problems: Problem[];
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

export function parseSource(type: ContentType, file: string, text: string): { source?: SourceFile; problems: Problem[] } {
  const name = basename(file, extname(file));
  let yamlText = text;
  let lineOffset = 0;
  let body: string | undefined;
  let bodyLine: number | undefined;
  if (type.format === 'markdown') {
    const match = FRONT_MATTER.exec(text);
    if (!match) {
      return {
        problems: [
          problem({
            file, line: 1, column: 1, field: '',
            message: 'missing front matter',
            hint: 'start the file with a line `---`, the fields (title, excerpt, …), and another `---` line',
          }),
        ],
      };
    }
    yamlText = match[1];
    lineOffset = 1;
    body = text.slice(match[0].length);
    bodyLine = match[0].split('\n').length;
  }
  // Fast path: js-yaml reads valid files about 2.5 times faster than the `yaml` package, which
  // is used for what needs positions: syntax errors here, and locating problems later.
  let data: unknown;
  try {
    data = loadYaml(yamlText, { schema: CORE_SCHEMA });
  } catch {
    const { doc, lineCounter } = parseWithPositions(yamlText);
    const problems = syntaxProblems(file, doc, lineCounter, lineOffset);
    if (problems.some((p) => p.severity === 'error')) return { problems };
    data = doc.toJS();
  }
  let parsed: { doc: Document; lineCounter: LineCounter } | undefined;
  const positions = () => (parsed ??= parseWithPositions(yamlText));
  const source: SourceFile = {
    type, file, name, data, lineOffset, body, bodyLine,
    get doc() { return positions().doc; },
    get lineCounter() { return positions().lineCounter; },
  };
  return { source, problems: [] };
}

function parseWithPositions(text: string): { doc: Document; lineCounter: LineCounter } {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  return { doc, lineCounter };
}

function syntaxProblems(file: string, doc: Document, lineCounter: LineCounter, lineOffset: number): Problem[] {
  return [...doc.errors, ...doc.warnings].map((err) => {
    const pos = err.linePos?.[0] ?? lineCounter.linePos(err.pos[0]);
    return problem({
      file,
      line: pos.line + lineOffset,
      column: pos.col,
      field: '',
      message: `YAML syntax: ${yamlMessage(err.code, err.message)}`,
      hint: yamlHint(err.code),
      severity: doc.errors.includes(err as never) ? 'error' : 'warning',
    });
  });
}

function yamlMessage(code: string, message: string): string {
  // The yaml package appends a code excerpt after the first line; the location is printed separately.
  return message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
}

function yamlHint(code: string): string | undefined {
  switch (code) {
    case 'DUPLICATE_KEY':
      return 'each field may appear once; remove or rename one of them';
    case 'BAD_INDENT':
    case 'MISSING_CHAR':
      return 'check the indentation: nested fields are indented by two spaces more than their parent';
    case 'BLOCK_AS_IMPLICIT_KEY':
    case 'MULTILINE_IMPLICIT_KEY':
      return 'a value containing `: ` must be quoted, for example title: "Healthcare: clinics"';
    case 'TAB_AS_INDENT':
      return 'indent with spaces, not tabs';
    default:
      return 'quote values that contain `: `, `#` or start with `@`, `*`, `&` or `[`';
  }
}

function listFiles(dir: string, ext: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith(ext) && !f.startsWith('.') && !f.startsWith('_'))
    .sort();
}

/** Load every content file under `contentDir`; `root` is what file paths are shown relative to; `types` come from a registry (build/content-types.ts). */
export function loadContent(contentDir: string, root: string, types = { singletonTypes, collectionTypes }): Loaded {
  const files: SourceFile[] = [];
  const problems: Problem[] = [];
  const add = (type: ContentType, abs: string) => {
    const rel = relative(root, abs) || abs;
    const result = parseSource(type, rel, readFileSync(abs, 'utf8'));
    problems.push(...result.problems);
    if (result.source) files.push(result.source);
  };
  for (const type of types.singletonTypes) {
    const abs = join(contentDir, type.path);
    if (existsSync(abs)) add(type, abs);
    else problems.push(problem({ file: relative(root, abs), line: 1, column: 1, field: '', message: 'file is missing', hint: `create ${type.path}; its fields are described in schemas/${type.schema}.schema.json` }));
  }
  for (const type of types.collectionTypes) {
    const dir = join(contentDir, type.path);
    for (const f of listFiles(dir, type.format === 'markdown' ? '.md' : '.yaml')) add(type, join(dir, f));
    for (const f of listFiles(dir, '.yml')) {
      problems.push(problem({ file: relative(root, join(dir, f)), line: 1, column: 1, field: '', message: 'files in content/ end in .yaml', hint: `rename it to ${basename(f, '.yml')}.yaml` }));
    }
  }
  return { files, problems };
}
