/**
 * Client bundle: the one client entry (theme, menu, island loader) and one chunk per
 * island, bundled by esbuild as ES modules with code splitting. Island components are written
 * against React's API and rendered by react-dom/server; in the browser `react` resolves to
 * Preact's compat layer, which is a fraction of React's runtime.
 * Input: src/client. Output: the entry's URL and the files for dist/assets.
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { OutputFile } from './write.ts';
import { withEsbuild } from '../esbuild-service.ts';

export interface ClientBundle {
  /** URL of the entry every page loads. */
  js: string;
  /** Per island name, the URLs of the chunks it needs (its own, Preact, the hydrator), to preload on pages that have it. */
  islands: Record<string, string[]>;
  files: OutputFile[];
  /** Every file esbuild read, relative to the project. */
  inputs: string[];
}

/** Island names and their modules, read from the registry's `'name': () => import('./Module.tsx')` lines. */
export function islandModules(root: string): Record<string, string> {
  const source = readFileSync(join(root, 'src/islands/registry.ts'), 'utf8');
  const out: Record<string, string> = {};
  for (const m of source.matchAll(/'([\w-]+)':\s*\(\)\s*=>\s*import\('\.\/([^']+)'\)/g)) out[m[1]] = `src/islands/${m[2]}`;
  return out;
}

const require = createRequire(import.meta.url);

export async function bundleClient(root: string, dist: string, options: { debug?: boolean } = {}): Promise<ClientBundle> {
  const outdir = join(dist, 'assets');
  const preact = (sub: string) => require.resolve(`preact/${sub}`, { paths: [root] });
  // A warm build takes the assets from its cache (./assets.ts) and never starts esbuild.
  const js = await withEsbuild(({ build }) => build({
    absWorkingDir: root,
    entryPoints: { main: join(root, 'src/client/main.ts') },
    bundle: true, minify: true, write: false, metafile: true, outdir,
    format: 'esm', splitting: true, target: 'es2020',
    entryNames: '[name].[hash]', chunkNames: 'chunk.[hash]', logLevel: 'silent',
    jsx: 'automatic', jsxImportSource: 'react',
    alias: {
      react: join(root, 'src/client/react-on-preact.ts'),
      'react/jsx-runtime': preact('jsx-runtime'),
    },
    define: { 'process.env.NODE_ENV': '"production"', ISLAND_DEBUG: options.debug ? 'true' : 'false' },
  }));
  const files: OutputFile[] = js.outputFiles
    .filter((out) => !out.path.endsWith('.map'))
    .map((out) => ({ path: relative(dist, out.path), contents: out.contents }));
  const entry = js.outputFiles.find((f) => /main\.[^/]+\.js$/.test(f.path))!;
  const url = (outPath: string) => `/${relative(dist, resolve(root, outPath)).split('\\').join('/')}`;
  const outputs = js.metafile.outputs;
  const outputOf = (source: string) => Object.keys(outputs).find((o) => outputs[o].entryPoint === source);
  /** An output and, recursively, the chunks it imports statically. */
  const closure = (out: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(out)) return seen;
    seen.add(out);
    for (const imp of outputs[out].imports) if (imp.kind === 'import-statement') closure(imp.path, seen);
    return seen;
  };
  const hydrator = outputOf('src/client/hydrate.ts');
  const islands: Record<string, string[]> = {};
  for (const [name, source] of Object.entries(islandModules(root))) {
    const out = outputOf(source);
    if (!out || !hydrator) throw new Error(`island "${name}": no chunk for ${source}`);
    islands[name] = [...closure(hydrator, closure(out))].map(url);
  }
  return { js: `/${relative(dist, entry.path).split('\\').join('/')}`, islands, files, inputs: Object.keys(js.metafile.inputs) };
}
