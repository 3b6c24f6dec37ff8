/**
 * Stage 9, write: put every output file in dist/, then precompress text files (.br and .gz
 * beside each) so static hosts and our server can send them without compressing per request.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

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

export function writeOutput(dist: string, files: OutputFile[], { compress }: WriteOptions): { bytes: number; files: number } {
  rmSync(dist, { recursive: true, force: true });
  const dirs = new Set<string>();
  let bytes = 0;
  let count = 0;
  for (const file of files) {
    const abs = join(dist, file.path);
    const dir = dirname(abs);
    if (!dirs.has(dir)) {
      mkdirSync(dir, { recursive: true });
      dirs.add(dir);
    }
    const data = typeof file.contents === 'string' ? Buffer.from(file.contents) : file.contents;
    writeFileSync(abs, data);
    bytes += data.length;
    count++;
    if (compress && COMPRESSIBLE.test(file.path) && data.length > 256) {
      writeFileSync(`${abs}.gz`, gzipSync(data, { level: 9 }));
      writeFileSync(`${abs}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 7, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }));
      count += 2;
    }
  }
  return { bytes, files: count };
}
