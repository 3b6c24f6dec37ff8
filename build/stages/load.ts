/**
 * Load: read every content file and parse it (./parse.ts), keeping the parsed YAML
 * document so later stages can point at the exact line and column of any field.
 * Input: the content directory. Output: source files and syntax problems.
 * This is the check's edge with the disk: the content folder and the parse cache are read here.
 */
import { hash } from 'node:crypto';
import { readdirSync, readFileSync, existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, basename, extname, posix } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { collectionTypes, singletonTypes, type ContentType } from '../content-folders.ts';
import { fromCatalogue, type Problem } from '../problems.ts';
import { Errors } from '../errors/catalogue.ts';
import { parseSource, type ParseCache, type ParseSource, type SourceFile } from './parse.ts';
import type { CheckFacts } from './crossref.ts';
import { lucideIconNames } from '../../src/lib/lucide-files.ts';

export interface Loaded {
  files: SourceFile[];
  problems: Problem[];
  /** Files that could not be read (syntax errors): left out of every later check. */
  dropped: { type: ContentType; file: string; name: string }[];
}

/**
 * The parse cache of builds: one file, the texts' hashes and what js-yaml read from them,
 * serialized with node:v8 as soon as they are parsed (a fresh process reads it faster than
 * js-yaml parses the content).
 */
export function openParseCache(file: string): ParseCache {
  let stored = new Map<string, Buffer>();
  try {
    stored = deserialize(readFileSync(file)) as Map<string, Buffer>;
  } catch {
    // No cache yet, or unreadable: everything is parsed.
  }
  const used = new Map<string, Buffer>();
  let changed = false;
  const key = (text: string) => hash('sha1', text, 'base64');
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

/** The content files of a folder with extension `ext`, in order: hidden and `_`-prefixed names are not content. */
export function listFiles(reader: ContentReader, dir: string, ext: string): string[] {
  return reader.list(dir)
    .filter((f) => f.endsWith(ext) && !f.startsWith('.') && !f.startsWith('_'))
    .sort();
}

/** Load every content file under `contentDir`; `root` is what file paths are shown relative to; `types` come from a registry (build/content-folders.ts). */
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

/** The served paths (`/images/…`) of every file in the images folder; empty when it cannot be read. */
export function listPictures(imagesDir: string): string[] {
  try {
    return (readdirSync(imagesDir, { recursive: true, withFileTypes: true }) as { name: string; parentPath: string; isFile(): boolean }[])
      .filter((e) => e.isFile())
      .map((e) => `/images/${posix.join(posix.relative(imagesDir.split('\\').join('/'), e.parentPath.split('\\').join('/')), e.name)}`.replace('/images/./', '/images/'));
  } catch {
    return [];
  }
}


/** The facts the checks take as data (./crossref.ts `CheckFacts`), read from the disk: the pictures in `imagesDir`, Lucide's icon names. */
export function gatherFacts(imagesDir: string): CheckFacts {
  return { pictures: listPictures(imagesDir), icons: lucideIconNames() };
}
