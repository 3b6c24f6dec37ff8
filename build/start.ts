/**
 * `npm start`: build when dist/ is missing or older than its sources, then serve it on
 * http://localhost:8080 (PORT and HOST override) with clean URLs and the 404 page.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { build } from './build.ts';
import { formatProblems, hasErrors } from './problems.ts';
import type { Paths } from './pipeline.ts';
import { parseHeadersFile, serveStatic } from './static-server.ts';

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
  const port = Number(process.env.PORT ?? 8080);
  const host = process.env.HOST ?? '127.0.0.1';
  const headersPath = join(paths.dist, '_headers');
  const rules = existsSync(headersPath) ? parseHeadersFile(readFileSync(headersPath, 'utf8')) : [];
  const server = createServer((req, res) => serveStatic(paths.dist, req, res, { rules }));
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  process.stdout.write(`serving ${paths.dist} on http://${host === '127.0.0.1' ? 'localhost' : host}:${port}/\n`);
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  return new Promise<number>(() => {});
}
