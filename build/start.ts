/**
 * `npm start`: build when dist/ is missing or older than its sources, then run the site server
 * (src/server) on http://localhost:8080 (PORT and HOST override): dist/ and the contact API.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build } from './build.ts';
import { formatProblems, hasErrors } from './problems.ts';
import type { Paths } from './pipeline.ts';

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
  const built = statSync(index).mtimeMs;
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
  const { startServer } = await import('../src/server/main.ts');
  const running = await startServer(paths.root);
  process.stdout.write(`serving the site and the contact API on ${running.url}/\n`);
  const stop = () => void running.stop().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  return new Promise<number>(() => {});
}
