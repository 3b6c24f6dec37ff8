/**
 * Caches of what the build's own code computed (parsed content, rendered Markdown) live in a
 * folder named by the compiled build's stamp (scripts/run.mjs sets BUILD_STAMP: a hash of every
 * source file and package-lock.json), so a change to any code makes a new, empty folder and no
 * output ever comes from older code; run.mjs removes the folders of earlier stamps. Builds from
 * the TypeScript sources (tests) have no stamp and compute everything.
 */
import { join } from 'node:path';

export const CODE_CACHES = 'by-code';

export function codeCacheDir(cacheDir: string | undefined): string | undefined {
  const stamp = process.env.BUILD_STAMP;
  return cacheDir && stamp && /^[0-9a-f]{16,}$/.test(stamp) ? join(cacheDir, CODE_CACHES, stamp.slice(0, 16)) : undefined;
}
