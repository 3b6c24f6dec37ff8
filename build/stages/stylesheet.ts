/**
 * Stylesheet: src/styles bundled, minified and hashed by esbuild into one file, with
 * two generated parts: the code colours (src/lib/highlight.ts) and the web font's @font-face
 * rules plus its metric-adjusted fallback (build/fonts/web-font.ts), whose subset WOFF2 files
 * esbuild emits and hashes beside the stylesheet.
 * Input: src/styles. Output: the stylesheet's URL, the URL of the font file to preload, and the
 * files for dist/assets.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { highlightCss } from '../../src/lib/highlight.ts';
import { loadWebFont } from '../fonts/web-font.ts';
import type { OutputFile } from './write.ts';
import { withEsbuild } from '../esbuild-service.ts';

export interface Stylesheet {
  css: string;
  font: string;
  files: OutputFile[];
  /** Every file esbuild read, relative to the project (generated parts are named `virtual:`). */
  inputs: string[];
}

export async function buildStylesheet(root: string, dist: string): Promise<Stylesheet> {
  const styles = join(root, 'src/styles');
  const sources = readdirSync(styles).filter((f) => f.endsWith('.css')).map((f) => readFileSync(join(styles, f), 'utf8')).join('\n');
  const font = await loadWebFont(root, sources, join(root, '.cache'));
  const outdir = join(dist, 'assets');
  const result = await withEsbuild(({ build }) => build({
    entryPoints: { site: join(styles, 'main.css') },
    bundle: true, minify: true, write: false, outdir, metafile: true,
    entryNames: '[name].[hash]', assetNames: '[name].[hash]',
    publicPath: '/assets', logLevel: 'silent',
    plugins: [
      {
        name: 'generated-css',
        setup(b) {
          b.onResolve({ filter: /^virtual:/ }, (args) => ({ path: args.path.slice('virtual:'.length), namespace: 'virtual' }));
          b.onLoad({ filter: /^highlight\.css$/, namespace: 'virtual' }, () => ({ contents: highlightCss(), loader: 'css' }));
          b.onLoad({ filter: /^fonts\.css$/, namespace: 'virtual' }, () => ({ contents: font.css((name) => `virtual:inter-${name}.woff2`), loader: 'css' }));
          b.onLoad({ filter: /^inter-[\w-]+\.woff2$/, namespace: 'virtual' }, (args) => {
            const file = font.files.find((f) => `inter-${f.name}.woff2` === args.path);
            return file ? { contents: file.woff2, loader: 'file' } : undefined;
          });
        },
      },
    ],
  }));
  const urlOf = (abs: string) => `/${relative(dist, abs).split('\\').join('/')}`;
  const files = result.outputFiles.map((out) => ({ path: relative(dist, out.path), contents: out.contents }));
  const css = result.outputFiles.find((f) => f.path.endsWith('.css'));
  // The first font file (Latin) is on every page, above the fold: the one to preload.
  const preload = result.outputFiles.find((f) => f.path.includes(`/inter-${font.files[0].name}.`));
  if (!css || !preload) throw new Error('the stylesheet build produced no CSS or no Latin font file');
  return { css: urlOf(css.path), font: urlOf(preload.path), files, inputs: Object.keys(result.metafile.inputs) };
}
