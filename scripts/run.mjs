// Runs the build's command line compiled to JavaScript, so a command does not pay for
// compiling TypeScript at every start. The bundle is cached in .cache/ and rebuilt by esbuild
// (in ~0.1 s) whenever a file under build/, src/, templates/ or schemas/ is newer than it (schemas carry labels and icons).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outdir = join(root, '.cache', 'build');
const out = join(outdir, 'cli.mjs');

function newest(dir) {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (e.isFile() && /\.(ts|tsx|json)$/.test(e.name)) t = Math.max(t, statSync(join(e.parentPath, e.name)).mtimeMs);
  }
  return t;
}

const sourcesTime = Math.max(...['build', 'src', 'templates', 'schemas'].map((d) => newest(join(root, d))), statSync(join(root, 'package-lock.json')).mtimeMs);
if (!existsSync(out) || statSync(out).mtimeMs < sourcesTime) {
  const { build } = await import('esbuild');
  await build({
    // The page worker (build/page-pool.ts) is an entry of its own, sharing chunks with the CLI.
    entryPoints: [join(root, 'build', 'cli.ts'), join(root, 'build', 'page-worker.ts')],
    outdir,
    outExtension: { '.js': '.mjs' },
    // Commands load only what they use (the type generator pulls in prettier, for example).
    splitting: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    jsx: 'automatic',
    // The bundle lives in .cache/build/; code that locates the project from its own folder gets build/.
    define: { 'import.meta.dirname': JSON.stringify(join(root, 'build')) },
    logLevel: 'warning',
  });
}
// React's development build validates every element and is several times slower.
process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(out).href);
