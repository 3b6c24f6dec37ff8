/** One build of the real content into a temporary dist/, shared by the tests of a file. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type BuildResult } from '../../build/build.ts';
import { projectPaths } from '../../build/pipeline.ts';
import { formatProblems, hasErrors } from '../../build/problems.ts';
import { ROOT } from './content.ts';

export async function buildSite(options: { debugIslands?: boolean } = {}): Promise<{ dist: string; result: BuildResult }> {
  const dist = mkdtempSync(join(tmpdir(), 'dist-'));
  const result = await build(projectPaths(ROOT, { dist }), { compress: true, debugIslands: options.debugIslands });
  if (hasErrors(result.problems)) throw new Error(`the site does not build:\n${formatProblems(result.problems)}`);
  return { dist, result };
}
