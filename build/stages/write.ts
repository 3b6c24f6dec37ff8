/**
 * Stage 9, write: put every output file in dist/, and precompress text files (.br and .gz
 * beside each) so static hosts and our server can send them without compressing per request.
 * Files are written synchronously by the thread that rendered them: with both cores rendering
 * (build/page-pool.ts), a write through the thread pool costs three times the CPU of a
 * synchronous one. Compression runs on libuv's thread pool.
 * Compressed files are kept in the cache by a hash of their source, so a page that did not
 * change is not compressed again (compression was half of a warm build's time).
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
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
  /** Keeps compressed files between builds in `{cacheDir}/compressed/`, named by a hash of the uncompressed bytes. */
  cacheDir?: string;
}

/** Part of every compressed file's key: changing the settings above must not reuse older files. */
const COMPRESSION_SETTINGS = 'gzip-9 brotli-7 v1';

export interface Writer {
  write(file: OutputFile): void;
  /**
   * Puts a cached file (an image, never compressed) at `path`: a hard link when the cache is on
   * the same file system, which costs no copying, else a copy. Cache files are replaced by rename,
   * never rewritten in place, so a link in dist/ keeps its bytes.
   */
  copy(file: { path: string; from: string; size: number }): void;
  /** Resolves when every file is on disk. */
  done(): Promise<{ bytes: number; files: number }>;
}

/**
 * Moves the previous output out of the way at once and deletes it on the thread pool while the
 * build goes on (deleting the 13,000 files of a large build one by one took half a second).
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
  return Promise.all(aside.map((dir) => rm(dir, { recursive: true, force: true }))).then(() => undefined);
}

/** A writer into `dist`, which `clearOutput` has emptied. */
export function createWriter(dist: string, { compress, cacheDir }: WriteOptions): Writer {
  const compressed = compress && cacheDir ? compressionCache(join(cacheDir, 'compressed')) : undefined;
  const dirs = new Set<string>();
  const pending: Promise<unknown>[] = [];
  let bytes = 0;
  let files = 0;
  const target = (path: string) => {
    const abs = join(dist, path);
    const dir = dirname(abs);
    if (!dirs.has(dir)) {
      mkdirSync(dir, { recursive: true });
      dirs.add(dir);
    }
    return abs;
  };
  return {
    copy(file) {
      const abs = target(file.path);
      bytes += file.size;
      files++;
      linkOrCopy(file.from, abs);
    },
    write(file) {
      const abs = target(file.path);
      files++;
      if (!(compress && COMPRESSIBLE.test(file.path))) {
        // A string is written without a Buffer of its own (the corpus writes 4000 pages uncompressed).
        bytes += typeof file.contents === 'string' ? Buffer.byteLength(file.contents) : file.contents.length;
        writeFileSync(abs, file.contents);
        return;
      }
      const data = typeof file.contents === 'string' ? Buffer.from(file.contents) : file.contents;
      bytes += data.length;
      writeFileSync(abs, data);
      if (data.length > 256) {
        files += 2;
        if (compressed) pending.push(compressed.put(data, abs));
        else pending.push(gzipFile(data).then((out) => writeFile(`${abs}.gz`, out)), brotliFile(data).then((out) => writeFile(`${abs}.br`, out)));
      }
    },
    async done() {
      await Promise.all(pending);
      return { bytes, files };
    },
  };
}

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
 * about 900 at once: a build with an empty `compressed/` folder peaked at 620 MB, now 235 MB.
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
 * `.gz` and `.br` files by content hash. A file found in the cache is hard-linked beside its
 * source (copied across file systems); a new one is compressed, written to the cache under a
 * temporary name and renamed, so a build running at the same time never reads half a file.
 * Nothing is evicted: `rm -rf .cache/compressed` when it grows.
 */
function compressionCache(dir: string) {
  mkdirSync(dir, { recursive: true });
  // One listing instead of a stat per file.
  const present = new Set(readdirSync(dir));
  const place = async (name: string, make: () => Promise<Uint8Array>, to: string) => {
    const cached = join(dir, name);
    if (!present.has(name)) {
      const temporary = `${cached}.${process.pid}-${Math.random().toString(36).slice(2)}.tmp`;
      await writeFile(temporary, await make());
      await rename(temporary, cached);
    }
    linkOrCopy(cached, to);
  };
  return {
    put(data: Uint8Array, abs: string): Promise<unknown> {
      const key = createHash('sha1').update(COMPRESSION_SETTINGS).update(data).digest('hex');
      return Promise.all([place(`${key}.gz`, () => gzipFile(data), `${abs}.gz`), place(`${key}.br`, () => brotliFile(data), `${abs}.br`)]);
    },
  };
}
