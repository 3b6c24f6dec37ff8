/** The content files' lines under printed problems (`formatProblems` in ./problems.ts), read from the disk. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { SourceLines } from './problems.ts';

/** Lines of the files named in problems, read once each, for the excerpt under each problem. */
export function sourceLines(displayRoot: string): SourceLines {
  const cache = new Map<string, string[] | undefined>();
  return (file, line) => {
    if (!cache.has(file)) {
      try {
        cache.set(file, readFileSync(resolve(displayRoot, file), 'utf8').replace(/^\uFEFF/, '').split('\n'));
      } catch {
        cache.set(file, undefined);
      }
    }
    return cache.get(file)?.[line - 1];
  };
}
