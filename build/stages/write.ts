/**
 * Write: put every output file in dist/, and precompress text files (.br and .gz
 * beside each) so static hosts and our server can send them without compressing per request.
 * dist/ is updated in place: a file whose content and on-disk identity (inode, size, time) are
 * what the previous build recorded is left alone, only changed files are written, and files no
 * longer produced are removed at the end (`finishOutput`), so the result is the same as writing
 * everything into an empty folder. A warm build of the site writes nothing (creating its 1755
 * files and 230 folders again, and deleting the old ones, was a fifth of its CPU).
 * Files are written synchronously by the thread that rendered them: with both cores rendering
 * (build/page-pool.ts), a write through the thread pool costs three times the CPU of a
 * synchronous one. Compression runs on libuv's thread pool.
 * Compressed files are kept in the cache by a hash of their source, so a page that did not
 * change is not compressed again (compression was half of a warm build's time).
 */
import { spawn } from 'node:child_process';
import { createHash, hash } from 'node:crypto';
import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, unlinkSync, writeFileSync, type Stats } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export interface OutputFile {
  /** Path inside dist/, with forward slashes. */
  path: string;
  contents: string | Uint8Array;
}

const COMPRESSIBLE = /\.(html|css|js|mjs|json|xml|txt|svg|webmanifest)$/;

export interface WriteOptions {
  /** Write .br and .gz beside text files (brotli quality 9 costs ten times quality 7 for 0.2 % smaller files). */
  compress: boolean;
  /**
   * Keeps compressed files between builds in `{cacheDir}/compressed/`, named by a hash of the
   * uncompressed bytes, and what was written to dist/ in `{cacheDir}/outputs/` (see `finishOutput`).
   */
  cacheDir?: string;
  /** dist/ was emptied for this build (`clearOutput`): every file is new, nothing is there to replace. */
  emptied?: boolean;
}

/** One file as a build left it in dist/: what it holds (a content hash, or the cache file it is linked to) and the file's identity then. */
export interface WrittenFile {
  key: string;
  ino: number;
  size: number;
  mtimeMs: number;
}

/** Every file of a build's output, by path inside dist/. */
export type OutputRecords = Record<string, WrittenFile>;

const recordsFile = (cacheDir: string, dist: string) => join(cacheDir, 'outputs', `${createHash('sha1').update(resolve(dist)).digest('hex').slice(0, 16)}.json`);

/** When the last build into `dist` ended (its records are written last, also when no file changed), or undefined. */
export function lastBuiltAt(dist: string, cacheDir: string): number | undefined {
  return statSync(recordsFile(cacheDir, dist), { throwIfNoEntry: false })?.mtimeMs;
}

/** Whether a previous build into `dist` left its records (without them every file is written anew). */
export function hasPreviousOutput(dist: string, cacheDir: string | undefined): boolean {
  return cacheDir !== undefined && existsSync(recordsFile(cacheDir, dist));
}

/** The records file of the last build into `dist`, as bytes, and when it was written; undefined when there is none or it cannot be read. */
function readRecords(dist: string, cacheDir: string): { text: Buffer; written: number } | undefined {
  try {
    const file = recordsFile(cacheDir, dist);
    const written = statSync(file).mtimeMs;
    return { text: readFileSync(file), written };
  } catch {
    return undefined;
  }
}

/** What the previous build into `dist` wrote, and when its records were written (empty when unknown: then every file is written). */
export function previousOutput(dist: string, cacheDir: string | undefined): { files: Map<string, WrittenFile>; written: number } {
  const read = cacheDir === undefined ? undefined : readRecords(dist, cacheDir);
  try {
    if (read) return { files: new Map(Object.entries(JSON.parse(read.text.toString('utf8')) as OutputRecords)), written: read.written };
  } catch {
    // Records cut short: every file is written again.
  }
  return { files: new Map(), written: 0 };
}

/**
 * Whether `now` is the file `before` records, as the build left it: the same inode, size and
 * modification time, and, unless it is a hard link (into the caches, where other builds link the
 * same file and so change its change time), no change of its inode since the records were
 * written at `written`: a file rewritten in place with its times put back (`touch -r`, `cp -p`,
 * rsync) has a later change time, which nothing can set back.
 */
function asRecorded(now: Stats | undefined, before: WrittenFile, written: number): boolean {
  return now !== undefined && now.isFile() && now.ino === before.ino && now.size === before.size && now.mtimeMs === before.mtimeMs && (now.nlink > 1 || now.ctimeMs <= written);
}

/**
 * A stamp of the records the last build into `dist` left, when dist/ holds exactly what they
 * describe: every recorded file as that build left it (`asRecorded`) and no other file but
 * `others` (paths inside dist/ that something after the build puts there). Undefined otherwise,
 * or when there are no records. Another build into `dist` changes the stamp.
 */
export function intactOutput(dist: string, cacheDir: string, others: ReadonlySet<string>): string | undefined {
  const read = readRecords(dist, cacheDir);
  if (!read) return undefined;
  const { text, written } = read;
  const records = JSON.parse(text.toString('utf8')) as OutputRecords;
  const paths = Object.keys(records);
  for (const path of paths) if (!asRecorded(statSync(join(dist, path), { throwIfNoEntry: false }), records[path], written)) return undefined;
  // Every recorded file is there, so as many files as records (the others aside) means no other file.
  const inside = dist.endsWith(sep) ? dist : `${dist}${sep}`;
  let files = 0;
  for (const entry of readdirSync(dist, { withFileTypes: true, recursive: true })) {
    if (entry.isDirectory()) continue;
    const path = entry.parentPath === dist ? entry.name : `${entry.parentPath.slice(inside.length)}${sep}${entry.name}`;
    if (!others.has(path.split(sep).join('/'))) files++;
  }
  return files === paths.length ? hash('sha1', text, 'hex') : undefined;
}

/** The stamp `intactOutput` gives, read from the records alone: for a build that has just written dist/ and its records. */
export function outputStamp(dist: string, cacheDir: string): string | undefined {
  const read = readRecords(dist, cacheDir);
  return read && hash('sha1', read.text, 'hex');
}

/** Part of every compressed file's key: changing the settings above must not reuse older files. */
const COMPRESSION_SETTINGS = 'gzip-9 brotli-7 v1';
const SETTINGS_KEY = hash('sha1', COMPRESSION_SETTINGS, 'hex').slice(0, 8);

export interface Writer {
  write(file: OutputFile): void;
  /**
   * Puts a cached file (an image, never compressed) at `path`: a hard link when the cache is on
   * the same file system, which costs no copying, else a copy. Cache files are replaced by rename,
   * never rewritten in place, so a link in dist/ keeps its bytes.
   */
  copy(file: { path: string; from: string; size: number }): void;
  /**
   * Keeps `paths` (and their compressed copies) as the previous build wrote them, when every one
   * of them is still in dist/ as recorded; false, and nothing kept, when any is not (the caller
   * writes them then). A build whose pages are what the previous one rendered (build/stages/render-memo.ts).
   */
  keep(paths: string[]): boolean;
  /** Resolves when every file is on disk, with what is in dist/ now (for `finishOutput`). */
  done(): Promise<{ bytes: number; files: number; records: OutputRecords }>;
}

/**
 * Moves the previous output out of the way at once and deletes it beside the build, which goes
 * on meanwhile (deleting the 13,000 files of a large build one by one took half a second).
 * Also deletes what a build stopped midway left aside. Resolves when all of it is gone.
 */
export function clearOutput(dist: string): Promise<void> {
  const parent = dirname(dist);
  const prefix = `.${basename(dist)}-old-`;
  const aside = existsSync(parent) ? readdirSync(parent).filter((n) => n.startsWith(prefix)).map((n) => join(parent, n)) : [];
  if (existsSync(dist)) {
    const to = join(parent, `${prefix}${process.pid}-${Date.now()}`);
    renameSync(dist, to);
    aside.push(to);
  }
  return removeFolders(aside);
}

/**
 * Deletes `dirs` with the system's `rm -rf` where there is one: Node's recursive `rm` walks the
 * tree in JavaScript on this thread, a callback per file and folder (a third of a second of this
 * thread's time for a large build's output, while it renders), where `rm` is one process doing
 * only the system calls. Elsewhere (Windows), or if `rm` cannot start or fails, Node's own.
 */
export function removeFolders(dirs: string[]): Promise<void> {
  if (dirs.length === 0) return Promise.resolve();
  const withNode = () => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))).then(() => undefined);
  if (process.platform === 'win32') return withNode();
  return new Promise<void>((resolve) => {
    const child = spawn('rm', ['-rf', '--', ...dirs], { stdio: 'ignore' });
    child.once('error', () => resolve(withNode()));
    child.once('exit', (code) => resolve(code === 0 ? undefined : withNode()));
  });
}

/** A writer into `dist`, which may hold a previous build's output (see the module's comment). */
export function createWriter(dist: string, { compress, cacheDir, emptied = false }: WriteOptions): Writer {
  const compressed = compress && cacheDir ? compressionCache(join(cacheDir, 'compressed')) : undefined;
  const { files: previous, written } = previousOutput(dist, emptied ? undefined : cacheDir);
  const records: OutputRecords = {};
  const dirs = new Set<string>();
  let scratch = Buffer.allocUnsafe(1 << 20);
  /** `text` as UTF-8 in `scratch` (a view, valid until the next call). */
  const encode = (text: string): Buffer => {
    // A UTF-16 code unit takes at most three bytes of UTF-8.
    if (text.length * 3 > scratch.length) scratch = Buffer.allocUnsafe(text.length * 3);
    return scratch.subarray(0, scratch.write(text, 0, 'utf8'));
  };
  const pending: Promise<unknown>[] = [];
  let bytes = 0;
  let files = 0;
  /** Whether `path` already holds `key`, as the previous build left it; notes it as this build's either way when it does. */
  const unchanged = (path: string, key: string): boolean => {
    const before = previous.get(path);
    if (before?.key !== key) return false;
    if (!asRecorded(statSync(join(dist, path), { throwIfNoEntry: false }), before, written)) return false;
    records[path] = before;
    return true;
  };
  const record = (path: string, key: string) => {
    const now = statSync(join(dist, path));
    records[path] = { key, ino: now.ino, size: now.size, mtimeMs: now.mtimeMs };
  };
  /** The absolute path of `path`, its folder made and whatever was there removed. */
  const target = (path: string) => {
    const abs = join(dist, path);
    const dir = dirname(abs);
    if (!dirs.has(dir)) {
      mkdirSync(dir, { recursive: true });
      dirs.add(dir);
    }
    // Never written through: the old file may be a hard link into the cache.
    if (!emptied) rmSync(abs, { force: true, recursive: true });
    return abs;
  };
  const place = (path: string, from: string, key: string) => {
    if (unchanged(path, key)) return;
    linkOrCopy(from, target(path));
    record(path, key);
  };
  return {
    copy(file) {
      bytes += file.size;
      files++;
      place(file.path, file.from, file.from);
    },
    write(file) {
      files++;
      // A string is encoded once, for the hash, the size and the file alike, into the writer's own
      // buffer (a new Buffer per page cost more than its hashing); compression gets a copy.
      const data = typeof file.contents === 'string' ? encode(file.contents) : file.contents;
      // One call, no Hash object: making one per file cost more than hashing a page.
      const key = `${hash('sha1', data, 'hex')}-${SETTINGS_KEY}`;
      const size = data.length;
      bytes += size;
      const compressible = compress && COMPRESSIBLE.test(file.path) && size > 256;
      if (!unchanged(file.path, key)) {
        writeFileSync(target(file.path), data);
        record(file.path, key);
      }
      if (!compressible) return;
      files += 2;
      if (compressed) {
        for (const ext of ['gz', 'br'] as const) {
          const path = `${file.path}.${ext}`;
          if (!unchanged(path, `${key}.${ext}`)) pending.push(compressed.file(key, ext, file.contents).then((from) => place(path, from, `${key}.${ext}`)));
        }
        return;
      }
      const copy = data === file.contents ? data : Buffer.from(data);
      pending.push(
        gzipFile(copy).then((out) => writeAndRecord(`${file.path}.gz`, out)),
        brotliFile(copy).then((out) => writeAndRecord(`${file.path}.br`, out)),
      );
    },
    keep(paths) {
      const kept: string[] = [];
      for (const path of paths) {
        const before = previous.get(path);
        if (!before) return false;
        kept.push(path);
        const compressible = compress && COMPRESSIBLE.test(path) && before.size > 256;
        if (compressible) kept.push(`${path}.gz`, `${path}.br`);
      }
      const intact = (path: string) => {
        const before = previous.get(path);
        return before !== undefined && asRecorded(statSync(join(dist, path), { throwIfNoEntry: false }), before, written);
      };
      if (!kept.every(intact)) return false;
      for (const path of kept) records[path] = previous.get(path)!;
      for (const path of paths) {
        files += compress && COMPRESSIBLE.test(path) && previous.get(path)!.size > 256 ? 3 : 1;
        bytes += previous.get(path)!.size;
      }
      return true;
    },
    async done() {
      await Promise.all(pending);
      return { bytes, files, records };
    },
  };

  function writeAndRecord(path: string, contents: Uint8Array) {
    writeFileSync(target(path), contents);
    record(path, hash('sha1', contents, 'hex'));
  }
}

/**
 * Ends a build's writing: removes from dist/ every file and folder this build did not produce
 * (pages of routes that went away, files put there by hand) and keeps the records for the next
 * build. `records` are the writers' (one per render thread), merged.
 */
export function finishOutput(dist: string, records: OutputRecords, cacheDir: string | undefined, { emptied = false }: { emptied?: boolean } = {}): void {
  // dist/ emptied for this build (`clearOutput`) holds only what its writers put there.
  if (!emptied && existsSync(dist)) {
    const folders = new Set<string>();
    for (const path of Object.keys(records)) for (let dir = dirname(path); dir !== '.'; dir = dirname(dir)) folders.add(dir.split('/').join(sep));
    // Each entry's folder is `dist` or starts with it: its path inside dist/ is cut from that,
    // not worked out by path.relative (which resolves both paths, for each of a site's files).
    const inside = dist.endsWith(sep) ? dist : `${dist}${sep}`;
    for (const entry of readdirSync(dist, { withFileTypes: true, recursive: true })) {
      const path = entry.parentPath === dist ? entry.name : entry.parentPath.startsWith(inside) ? `${entry.parentPath.slice(inside.length)}${sep}${entry.name}` : relative(dist, join(entry.parentPath, entry.name));
      const produced = entry.isDirectory() ? folders.has(path) : path.split(sep).join('/') in records;
      // A folder removed here takes its files with it; they come later in the listing.
      if (!produced) rmSync(join(dist, path), { recursive: true, force: true });
    }
  }
  if (!cacheDir) return;
  const file = recordsFile(cacheDir, dist);
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, JSON.stringify(records));
  renameSync(partial, file);
  // One record per output folder; tests build into a new temporary folder each time, so only
  // the most recently written records are kept (an output folder without any is written in full).
  const kept = readdirSync(dirname(file)).filter((n) => n.endsWith('.json')).map((n) => join(dirname(file), n));
  if (kept.length > KEPT_RECORDS) {
    const newestFirst = kept.map((path) => ({ path, at: statSync(path).mtimeMs })).sort((a, b) => b.at - a.at);
    for (const old of newestFirst.slice(KEPT_RECORDS)) rmSync(old.path, { force: true });
  }
}

const KEPT_RECORDS = 16;

function linkOrCopy(from: string, to: string): void {
  try {
    linkSync(from, to);
  } catch {
    copyFileSync(from, to);
  }
}

/**
 * At most four compressions at a time (libuv's thread pool runs four anyway): each holds zlib's
 * native state from its start, brotli's window tables several megabytes, and a cold build started
 * hundreds at once, and a build with an empty `compressed/` folder peaked at several times the memory.
 */
const compressing = limiter(4);
const gzipFile = (data: Uint8Array) => compressing(() => gz(data, { level: 9 }));
const brotliFile = (data: Uint8Array) => compressing(() => brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 7, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }));

/** Runs the functions it is given at most `size` at a time, in the order given. */
function limiter(size: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    if (running < size) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve)); // a finishing task hands its place over
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

/**
 * `.gz` and `.br` files by content hash. A file missing from the cache is compressed, written
 * under a temporary name and renamed, so a build running at the same time never reads half a
 * file; the writer links it beside its source (copied across file systems).
 * Nothing is evicted: `rm -rf .cache/compressed` when it grows.
 */
function compressionCache(dir: string) {
  mkdirSync(dir, { recursive: true });
  // One listing instead of a stat per file.
  const present = new Set(readdirSync(dir));
  return {
    /** The cache file of `contents` compressed with `ext`, made when missing. */
    async file(key: string, ext: 'gz' | 'br', contents: string | Uint8Array): Promise<string> {
      const name = `${key}.${ext}`;
      const cached = join(dir, name);
      if (!present.has(name)) {
        const data = typeof contents === 'string' ? Buffer.from(contents) : contents;
        const temporary = `${cached}.${process.pid}-${Math.random().toString(36).slice(2)}.tmp`;
        await writeFile(temporary, await (ext === 'gz' ? gzipFile(data) : brotliFile(data)));
        await rename(temporary, cached);
      }
      return cached;
    },
  };
}
