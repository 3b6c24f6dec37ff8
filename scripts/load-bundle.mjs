// Runs a CommonJS bundle of scripts/run.mjs with V8's code cache, which Node 20 offers only
// through vm.Script (module.enableCompileCache came in Node 22). Without it every command parses
// and compiles the whole bundle, and again each function it calls; with it V8 reads back the
// compiled code. The cache is per bundle, command and Node flags (V8 refuses a cache made under
// other flags) and is written again whenever V8 refuses it, so it never holds back a command.
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Script } from 'node:vm';

/**
 * Runs `file`, a CommonJS file (an esbuild `format: 'cjs'` bundle, whose `import.meta.url` is
 * `__bundleUrl`, or ajv's compiled validators), and returns its exports. `saveAt` says when the
 * cache is written when there is none to use: 'exit' (it then holds every function the process
 * ran), 'start' (after the top level), or 'call': the bundle exports `keepCodeCache(save)` and
 * calls `save` once it has run what it runs. The page worker does so after its pages (it is
 * terminated, with no exit): a cache made at its start held only its top level, and it compiled
 * every function that renders a page again at every build.
 */
export function runBundle(fileOrUrl, { name, saveAt = 'exit' }) {
  const file = fileOrUrl instanceof URL ? fileURLToPath(fileOrUrl) : fileOrUrl;
  const flags = createHash('sha1').update(`${process.version}\0${process.execArgv.join(' ')}\0${process.env.NODE_OPTIONS ?? ''}`).digest('hex').slice(0, 12);
  const cacheFile = `${file}.${name}-${flags}.v8cache`;
  const cachedData = existsSync(cacheFile) ? readFileSync(cacheFile) : undefined;
  // No importModuleDynamically: Node 20 calls its loader experimental and says so on the terminal.
  // The bundle require()s the packages left outside it, and gets this module's import() for an
  // ES module that awaits at its top level (build/start.ts).
  const script = new Script(`(function (exports, require, module, __filename, __dirname, __bundleUrl, __bundleImport) {${readFileSync(file, 'utf8')}\n})`, { filename: file, cachedData });
  const save = () => {
    // Written aside and renamed: a command running beside this one reads a whole cache or none.
    const temporary = `${cacheFile}.${process.pid}.${Date.now()}`;
    try {
      writeFileSync(temporary, script.createCachedData());
      renameSync(temporary, cacheFile);
    } catch {
      // A cache that cannot be written (a read-only or full disk) only means compiling next time.
      rmSync(temporary, { force: true });
    }
  };
  const stale = cachedData === undefined || script.cachedDataRejected === true;
  if (stale && saveAt === 'exit') process.once('exit', save);
  const module = { exports: {} };
  script.runInThisContext()(module.exports, createRequire(file), module, file, dirname(file), pathToFileURL(file).href, (url) => import(url));
  if (stale && saveAt === 'start') save();
  if (saveAt === 'call') module.exports.keepCodeCache?.(stale ? save : () => {});
  return module.exports;
}
