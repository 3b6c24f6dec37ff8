/**
 * `npm start`: build when dist/ is missing or older than its sources, then run the compiled site
 * server (dist/_server/serve.mjs, build/server-bundle.ts) on http://localhost:8080 (PORT and HOST
 * override): dist/ and the contact API, as a deployment runs it.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from './build.ts';
import { bundleServer, serverEntry } from './server-bundle.ts';
import { formatProblems, hasErrors } from './problems.ts';
import { lastBuiltAt } from './stages/write.ts';
import type { Paths } from './pipeline.ts';

/**
 * The compiled command line runs as a script (scripts/load-bundle.mjs), and a script's import()
 * needs a loader Node 20 calls experimental; that file lends its own import() instead. The
 * server's module awaits at its top level, so require() cannot load it.
 */
declare const __bundleImport: ((url: string) => Promise<unknown>) | undefined;

function newestMtime(dir: string): number {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

export function distIsStale(paths: Paths): boolean {
  const index = join(paths.dist, 'index.html');
  if (!existsSync(index)) return true;
  // A build keeps the files whose bytes did not change, with their old times: the end of the last build counts.
  const built = Math.max(statSync(index).mtimeMs, lastBuiltAt(paths.dist, paths.cache) ?? 0);
  return ['content', 'schemas', 'templates', 'src', 'build'].some((d) => newestMtime(join(paths.root, d)) > built);
}

export async function start(paths: Paths): Promise<number> {
  if (distIsStale(paths)) {
    process.stdout.write('dist/ is missing or older than its sources: building…\n');
    const result = await build(paths, { log: (l) => process.stdout.write(`${l}\n`) });
    if (hasErrors(result.problems)) {
      process.stderr.write(`${formatProblems(result.problems)}\n`);
      return 1;
    }
  }
  await bundleServer(paths.dist, paths.cache);
  // The server's own settings take paths relative to where it runs: the project.
  process.chdir(paths.root);
  process.env.DIST_DIR ??= paths.dist;
  // It listens, prints its address and stops on SIGTERM/SIGINT by itself.
  const entry = pathToFileURL(serverEntry(paths.dist)).href;
  await (typeof __bundleImport === 'function' ? __bundleImport(entry) : import(entry));
  return new Promise<number>(() => {});
}
