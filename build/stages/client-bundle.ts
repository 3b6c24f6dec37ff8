/**
 * Stage 7b, client bundle: the one client entry (theme, menu, island loader) and one chunk per
 * island, bundled by esbuild as ES modules with code splitting. Island components are written
 * against React's API and rendered by react-dom/server; in the browser `react` resolves to
 * Preact's compat layer, which is a fraction of React's runtime.
 * Input: src/client. Output: the entry's URL and the files for dist/assets.
 */
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { build as esbuild } from 'esbuild';
import type { OutputFile } from './write.ts';

export interface ClientBundle {
  /** URL of the entry every page loads. */
  js: string;
  files: OutputFile[];
}

const require = createRequire(import.meta.url);

export async function bundleClient(root: string, dist: string, options: { debug?: boolean } = {}): Promise<ClientBundle> {
  const outdir = join(dist, 'assets');
  const preact = (sub: string) => require.resolve(`preact/${sub}`, { paths: [root] });
  const js = await esbuild({
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
  });
  const files: OutputFile[] = js.outputFiles
    .filter((out) => !out.path.endsWith('.map'))
    .map((out) => ({ path: relative(dist, out.path), contents: out.contents }));
  const entry = js.outputFiles.find((f) => /main\.[^/]+\.js$/.test(f.path))!;
  return { js: `/${relative(dist, entry.path).split('\\').join('/')}`, files };
}
