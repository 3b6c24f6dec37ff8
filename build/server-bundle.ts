/**
 * The site server compiled to JavaScript, beside what the build wrote for it: dist/_server/serve.mjs
 * (the server) and admin-cli.mjs (`enquiries`/`subscribers`). A deployment runs them with Node
 * alone: no tsx, no TypeScript, no content/ or schemas/. Every package is bundled but
 * better-sqlite3, whose native code is loaded when the server starts from the node_modules/ of the
 * project the bundle is in, or else of the folder the server is started in (a deployment's `npm ci`).
 *
 * Compiled once per version of the server's sources into the cache and linked into dist/ after
 * each build (the build removes from dist/ what it did not write itself).
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { SERVER_FOLDER } from '../src/shared/server-site.ts';
import { withEsbuild } from './esbuild-service.ts';

const root = resolve(import.meta.dirname, '..');

/**
 * better-sqlite3 in the bundle: loaded from beside the bundle or from the working folder, and when
 * it is in neither, one sentence for the operator instead of a module-resolution stack trace.
 */
const NATIVE_SQLITE = `
import { createRequire } from 'node:module';
import { join } from 'node:path';
let loaded;
for (const from of [import.meta.url, join(process.cwd(), 'package.json')]) {
  try { loaded = createRequire(from)('better-sqlite3'); break; } catch (err) { if (err?.code !== 'MODULE_NOT_FOUND') throw err; }
}
if (!loaded) {
  process.stderr.write('The server could not start: the better-sqlite3 package is not installed. Run "npm ci --omit=dev" in the folder you start the server in (' + process.cwd() + ').\\n');
  process.exit(1);
}
export default loaded;
`;
const ENTRIES = ['serve', 'admin-cli'] as const;

/** What `bundleServer` puts into a dist/ folder after each build (paths inside it). */
export const SERVER_FILES: readonly string[] = ENTRIES.map((entry) => `${SERVER_FOLDER}/${entry}.mjs`);

/** A compiled entry's path in a dist/ folder. */
export const serverEntry = (dist: string, entry: (typeof ENTRIES)[number] = 'serve') => join(dist, SERVER_FOLDER, `${entry}.mjs`);

/** The server's sources as they are now: path, size and modification time of each file under src/, the lockfile, this file, and Node's version. */
function sourcesStamp(): string {
  const hash = createHash('sha1').update(`${process.version}\0`);
  const files = readdirSync(join(root, 'src'), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .sort();
  for (const file of [...files, join(root, 'package-lock.json'), join(root, 'build', 'server-bundle.ts')]) {
    const s = statSync(file);
    hash.update(`${relative(root, file)}\0${s.size}\0${s.mtimeMs}\0`);
  }
  return hash.digest('hex').slice(0, 16);
}

async function compile(outdir: string): Promise<void> {
  const partial = `${outdir}.${process.pid}.partial`;
  await withEsbuild(({ build }) =>
    build({
      entryPoints: Object.fromEntries(ENTRIES.map((entry) => [entry, join(root, 'src', 'server', `${entry}.ts`)])),
      outdir: partial,
      outExtension: { '.js': '.mjs' },
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      jsx: 'automatic',
      plugins: [
        {
          name: 'native-sqlite',
          setup(b) {
            b.onResolve({ filter: /^better-sqlite3$/ }, () => ({ path: 'better-sqlite3', namespace: 'native-sqlite' }));
            b.onLoad({ filter: /.*/, namespace: 'native-sqlite' }, () => ({ contents: NATIVE_SQLITE, loader: 'js', resolveDir: root }));
          },
        },
      ],
      // React's development build validates every element and is several times slower.
      define: { 'process.env.NODE_ENV': '"production"' },
      // Bundled CommonJS packages call require() for Node's modules.
      banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
      logLevel: 'warning',
    }),
  );
  // Renamed whole; when another process (a test worker) got there first, its folder is the same and stays.
  try {
    renameSync(partial, outdir);
  } catch {
    rmSync(partial, { recursive: true, force: true });
  }
}

/**
 * The folder of the server compiled from the sources as they are now (`serve.mjs`, `admin-cli.mjs`),
 * in the cache; compiled when the sources changed.
 */
export async function compiledServer(cacheDir: string): Promise<string> {
  const stamp = sourcesStamp();
  const compiled = join(cacheDir, 'server', stamp);
  if (!ENTRIES.every((entry) => existsSync(join(compiled, `${entry}.mjs`)))) {
    await compile(compiled);
    // Compilations of earlier sources are of no more use.
    for (const old of readdirSync(join(cacheDir, 'server'))) if (old !== stamp && !old.includes('.partial')) rmSync(join(cacheDir, 'server', old), { recursive: true, force: true });
  }
  return compiled;
}

/** Puts the compiled server into `dist`/_server/, compiling it first when its sources changed. */
export async function bundleServer(dist: string, cacheDir: string): Promise<void> {
  const compiled = await compiledServer(cacheDir);
  mkdirSync(join(dist, SERVER_FOLDER), { recursive: true });
  for (const entry of ENTRIES) {
    const to = serverEntry(dist, entry);
    const aside = `${to}.${process.pid}.partial`;
    // A hard link costs no copying; across file systems, a copy. Renamed into place: a server starting meanwhile reads a whole file.
    try {
      linkSync(join(compiled, `${entry}.mjs`), aside);
    } catch {
      copyFileSync(join(compiled, `${entry}.mjs`), aside);
    }
    renameSync(aside, to);
    // Renaming a link over another link to the same file does nothing (POSIX rename()), and left
    // the `.partial` name in dist/ after every build of unchanged server sources.
    rmSync(aside, { force: true });
  }
}

