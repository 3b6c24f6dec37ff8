// Runs the build's command line compiled to JavaScript, so a command does not pay for
// compiling TypeScript at every start. The bundle is cached in .cache/build/ and rebuilt by
// esbuild whenever its stamp changes: the path, size and modification time of every
// file under build/, src/, templates/ and schemas/ (schemas carry labels and icons), of
// package-lock.json and of this script, and the Node version. A stamp rather than "a file is
// newer than the bundle", so a deleted file, a checkout of an older file or another Node
// never runs stale code.
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outdir = join(root, '.cache', 'build');
const out = join(outdir, 'cli.mjs');
const stampFile = join(outdir, 'stamp');

// The pure-JavaScript packages a build loads, bundled into it: Node's ES module loader resolves
// and compiles each of their hundreds of files one by one at every start, a bundle is
// a few files. Their dependencies come along. Every other package stays an import resolved at
// run time: native code (sharp, better-sqlite3, @resvg/resvg-js), WebAssembly read from the
// package's folder (satori, subset-font), esbuild's binary, and the server's and tools' packages.
const BUNDLED = new Set(['react', 'react-dom', 'markdown-it', 'markdown-it-anchor', 'js-yaml', 'yaml', 'ajv', 'ajv-formats', 'shiki', 'zod', 'fastest-levenshtein']);

function stamp() {
  const hash = createHash('sha1').update(`${process.version}\0`);
  for (const dir of ['build', 'src', 'templates', 'schemas']) {
    const entries = readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
      .filter((e) => e.isFile())
      .map((e) => join(e.parentPath, e.name))
      .sort();
    for (const file of entries) {
      const s = statSync(file);
      hash.update(`${relative(root, file)}\0${s.size}\0${s.mtimeMs}\0`);
    }
  }
  for (const file of [join(root, 'package-lock.json'), fileURLToPath(import.meta.url)]) {
    const s = statSync(file);
    hash.update(`${relative(root, file)}\0${s.size}\0${s.mtimeMs}\0`);
  }
  return hash.digest('hex');
}

const current = stamp();
if (!existsSync(out) || !existsSync(stampFile) || readFileSync(stampFile, 'utf8') !== current) {
  const { build, stop } = await import('esbuild');
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
    jsx: 'automatic',
    plugins: [
      {
        name: 'external-packages',
        setup(b) {
          // A package imported from our sources is bundled only when listed; what a bundled
          // package imports is bundled with it (packages import no native code of their own here).
          b.onResolve({ filter: /^[^./]/ }, (args) => {
            if (args.path.startsWith('node:') || args.importer.includes('/node_modules/')) return undefined;
            const name = args.path.startsWith('@') ? args.path.split('/').slice(0, 2).join('/') : args.path.split('/')[0];
            return BUNDLED.has(name) ? undefined : { path: args.path, external: true };
          });
        },
      },
    ],
    // Bundled CommonJS packages call require() for Node's modules.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    // The bundle lives in .cache/build/; code that locates the project from its own folder gets build/.
    define: { 'import.meta.dirname': JSON.stringify(join(root, 'build')) },
    logLevel: 'warning',
  });
  // Its service process is not kept: a command that bundles nothing else (the server over an
  // up-to-date dist/) would hold it to the end; the build's stages start it as they need it
  // (build/esbuild-service.ts).
  await stop();
  writeFileSync(stampFile, current);
  // What earlier code parsed and rendered (src/lib/code-cache.ts) is of no more use.
  const codeCaches = join(root, '.cache', 'by-code');
  if (existsSync(codeCaches)) for (const old of readdirSync(codeCaches)) if (old !== current.slice(0, 16)) rmSync(join(codeCaches, old), { recursive: true, force: true });
}
// Caches of parsed content and rendered Markdown are specific to the code that made them (src/lib/code-cache.ts).
process.env.BUILD_STAMP = current;
// React's development build validates every element and is several times slower.
process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(out).href);
