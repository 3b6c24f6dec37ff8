/** A build of the real content in a temporary dist/ of the calling test file's own. */
import { copyFileSync, existsSync, linkSync, mkdirSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { build, type BuildResult } from '../../build/build.ts';
import { projectPaths } from '../../build/pipeline.ts';
import { formatProblems, hasErrors } from '../../build/problems.ts';
import { ROOT } from './content.ts';

/**
 * Builds the site (for the tests of the build itself, or of a build with options). `compress:
 * false` leaves out the .br and .gz files, for a test that reads pages in a browser only: the
 * server then sends the plain files, and a build whose pages differ from the shared one's (the
 * islands' debug build) does not compress every page again when the cache has not seen them.
 */
export async function buildSite(options: { debugIslands?: boolean; compress?: boolean } = {}): Promise<{ dist: string; result: BuildResult }> {
  const dist = mkdtempSync(join(tmpdir(), 'dist-'));
  const result = await build(projectPaths(ROOT, { dist }), { compress: options.compress ?? true, debugIslands: options.debugIslands });
  if (hasErrors(result.problems)) throw new Error(`the site does not build:\n${formatProblems(result.problems)}`);
  return { dist, result };
}

/**
 * A copy of a build cache folder (`.cache/images`, say) while other tests' builds may be writing
 * into it: their unfinished files (`*.tmp`, renamed into place when complete) are left out, and a
 * file gone between listing and copying is skipped. `link` hard-links instead of copying.
 */
export function copyCacheFolder(from: string, to: string, options: { link?: boolean } = {}): void {
  if (!existsSync(from)) return;
  for (const entry of readdirSync(from, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || entry.name.endsWith('.tmp')) continue;
    const source = join(entry.parentPath, entry.name);
    const target = join(to, relative(from, source));
    mkdirSync(dirname(target), { recursive: true });
    try {
      if (options.link) linkSync(source, target);
      else copyFileSync(source, target);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }
}
