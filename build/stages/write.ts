/**
 * Stage 9, write: put every output file in dist/, and precompress text files (.br and .gz
 * beside each) so static hosts and our server can send them without compressing per request.
 * Writes and compression run on libuv's thread pool while the main thread keeps rendering.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { copyFile, link, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
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
}

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

/** Empties `dist` and returns a writer into it. */
export function createWriter(dist: string, { compress }: WriteOptions): Writer {
  rmSync(dist, { recursive: true, force: true });
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
      pending.push(link(file.from, abs).catch(() => copyFile(file.from, abs)));
    },
    write(file) {
      const abs = target(file.path);
      const data = typeof file.contents === 'string' ? Buffer.from(file.contents) : file.contents;
      bytes += data.length;
      files++;
      pending.push(writeFile(abs, data));
      if (compress && COMPRESSIBLE.test(file.path) && data.length > 256) {
        files += 2;
        pending.push(
          gz(data, { level: 9 }).then((out) => writeFile(`${abs}.gz`, out)),
          brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 7, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }).then((out) => writeFile(`${abs}.br`, out)),
        );
      }
    },
    async done() {
      await Promise.all(pending);
      return { bytes, files };
    },
  };
}
