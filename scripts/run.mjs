// Runs the build's command line compiled to JavaScript, so a command does not pay for
// compiling TypeScript at every start. The bundle is cached in .cache/build/<stamp>/, run with
// V8's code cache (scripts/load-bundle.mjs), and made again by esbuild whenever its stamp
// changes: the path, size and modification time of every file under build/, src/, templates/
// and schemas/ (schemas carry labels and icons), of package-lock.json, of this script, its
// loader and cpu-times.mjs, and the Node version. A stamp rather than "a file is newer than the
// bundle", so a deleted file, a checkout of an older file or another Node never runs stale code.
import { existsSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { runBundle } from './load-bundle.mjs';
import { CPU_TIMES_ENV, cpuTimesRecord } from './cpu-times.mjs';

// First: the build compares the cores' times with these to see whether one is free for a second
// render thread (build/free-cores.ts).
process.env[CPU_TIMES_ENV] = cpuTimesRecord();

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bundles = join(root, '.cache', 'build');

// The pure-JavaScript packages a build loads, bundled into it: Node's ES module loader resolves
// and compiles each of their hundreds of files one by one at every start, a bundle is
// a few files. Their dependencies come along. Every other package stays an import resolved at
// run time: native code (sharp, better-sqlite3, @resvg/resvg-js), WebAssembly read from the
// package's folder (satori, subset-font), esbuild's binary, and the server's and tools' packages.
const BUNDLED = new Set(['react', 'react-dom', 'markdown-it', 'js-yaml', 'yaml', 'ajv', 'ajv-formats', 'shiki', 'zod', 'fastest-levenshtein']);

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
  for (const file of [join(root, 'package-lock.json'), fileURLToPath(import.meta.url), join(root, 'scripts', 'load-bundle.mjs'), join(root, 'scripts', 'cpu-times.mjs')]) {
    const s = statSync(file);
    hash.update(`${relative(root, file)}\0${s.size}\0${s.mtimeMs}\0`);
  }
  return hash.digest('hex');
}

const current = stamp();
// A folder per stamp, made aside and renamed into place: a command started beside this one (tests
// run several) runs a whole bundle or makes its own, never one half written.
const bundleDir = join(bundles, current.slice(0, 16));
const out = join(bundleDir, 'cli.cjs');
if (!existsSync(out)) {
  const { build, stop } = await import('esbuild');
  const outdir = `${bundleDir}.${process.pid}`;
  await build({
    // One file per entry, CommonJS: V8's code cache on Node 20 is for scripts, not modules. The
    // page worker (build/page-pool.ts) is an entry of its own, started through page-worker.mjs, and
    // so is the up-to-date check that `build` runs first (below).
    entryPoints: [join(root, 'build', 'cli.ts'), join(root, 'build', 'page-worker.ts'), join(root, 'build', 'up-to-date.ts')],
    outdir,
    outExtension: { '.js': '.cjs' },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    jsx: 'automatic',
    // import() of a package left outside becomes require(): a script's import() needs a vm
    // loader that Node 20 calls experimental (and says so on the terminal).
    supported: { 'dynamic-import': false },
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
    // The bundle lives in .cache/build/; code that locates the project from its own folder gets
    // build/, and import.meta.url is the bundle's own address (scripts/load-bundle.mjs passes it).
    define: { 'import.meta.dirname': JSON.stringify(join(root, 'build')), 'import.meta.url': '__bundleUrl' },
    logLevel: 'warning',
  });
  // Its service process is not kept: a command that bundles nothing else (the server over an
  // up-to-date dist/) would hold it to the end; the build's stages start it as they need it
  // (build/esbuild-service.ts).
  await stop();
  writeFileSync(join(outdir, 'page-worker.mjs'), `import { runBundle } from ${JSON.stringify(pathToFileURL(join(root, 'scripts', 'load-bundle.mjs')).href)};\nrunBundle(new URL('./page-worker.cjs', import.meta.url), { name: 'worker', saveAt: 'call' });\n`);
  try {
    renameSync(outdir, bundleDir);
  } catch {
    // Another command made it first: the same code.
    rmSync(outdir, { recursive: true, force: true });
  }
  // Bundles of earlier code (and their code caches) are of no more use.
  for (const old of readdirSync(bundles)) if (!old.startsWith(current.slice(0, 16))) rmSync(join(bundles, old), { recursive: true, force: true });
  // What earlier code parsed and rendered (src/lib/code-cache.ts) is of no more use.
  const codeCaches = join(root, '.cache', 'by-code');
  if (existsSync(codeCaches)) for (const old of readdirSync(codeCaches)) if (old !== current.slice(0, 16)) rmSync(join(codeCaches, old), { recursive: true, force: true });
}
// Caches of parsed content and rendered Markdown are specific to the code that made them (src/lib/code-cache.ts).
process.env.BUILD_STAMP = current;
// React's development build validates every element and is several times slower.
process.env.NODE_ENV ??= 'production';
// Long-running commands are stopped by a signal, with no exit to save the code cache at.
const command = process.argv[2] ?? '';
// A build with nothing to do stops here, before the build's own code (megabytes) is loaded; the
// check hands the build that follows its hash of the inputs (BUILD_INPUTS), never one inherited.
delete process.env.BUILD_INPUTS;
const upToDate = command === 'build' && !process.argv.includes('--force') && (await runBundle(join(bundleDir, 'up-to-date.cjs'), { name: 'build', saveAt: 'exit' }).replayIfUpToDate(process.argv));
if (!upToDate) runBundle(out, { name: command.replace(/[^a-z]/g, ''), saveAt: command === 'dev' || command === 'start' ? 'start' : 'exit' });
