/**
 * Stage 7, assets: the stylesheet bundled, minified and hashed by esbuild, the client bundle
 * (./client-bundle.ts),
 * the web font taken from npm, the inline theme script, and the content images.
 * Input: source folders. Output: files for dist/ and the URLs pages link to.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { build as esbuild, transform } from 'esbuild';
import type { Assets } from '../../src/components/Document.tsx';
import { highlightCss } from '../../src/lib/highlight.ts';
import { bundleClient } from './client-bundle.ts';
import type { OutputFile } from './write.ts';

export interface AssetsResult {
  assets: Assets;
  files: OutputFile[];
}

export async function buildAssets(root: string, imagesDir: string, dist: string, options: { debugIslands?: boolean } = {}): Promise<AssetsResult> {
  const outdir = join(dist, 'assets');
  const [css, js, theme] = await Promise.all([
    esbuild({
      entryPoints: { site: join(root, 'src/styles/main.css') },
      bundle: true, minify: true, write: false, metafile: true, outdir,
      entryNames: '[name].[hash]', assetNames: '[name].[hash]',
      loader: { '.woff2': 'file' }, publicPath: '/assets', logLevel: 'silent',
      plugins: [
        {
          // Code colours are generated from the Shiki themes (see src/lib/highlight.ts).
          name: 'highlight-css',
          setup(b) {
            b.onResolve({ filter: /^virtual:highlight\.css$/ }, () => ({ path: 'highlight.css', namespace: 'virtual' }));
            b.onLoad({ filter: /.*/, namespace: 'virtual' }, () => ({ contents: highlightCss(), loader: 'css' }));
          },
        },
      ],
    }),
    bundleClient(root, dist, { debug: options.debugIslands }),
    transform(readFileSync(join(root, 'src/client/theme-init.ts'), 'utf8'), { loader: 'ts', minify: true, target: 'es2018' }),
  ]);
  const files: OutputFile[] = [];
  const urlOf = (abs: string) => `/${relative(dist, abs).split('\\').join('/')}`;
  files.push(...js.files);
  for (const out of css.outputFiles) {
    if (out.path.endsWith('.map')) continue;
    files.push({ path: relative(dist, out.path), contents: out.contents });
  }
  const cssFile = css.outputFiles.find((f) => f.path.endsWith('.css'))!;
  const fontFile = css.outputFiles.find((f) => f.path.endsWith('.woff2'))!;
  files.push(...copyTree(imagesDir, 'images'));
  return {
    assets: { css: urlOf(cssFile.path), js: js.js, font: urlOf(fontFile.path), themeScript: theme.code.trim() },
    files,
  };
}

function copyTree(dir: string, prefix: string): OutputFile[] {
  const out: OutputFile[] = [];
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return out;
  }
  for (const name of names) {
    if (name.startsWith('.')) continue;
    const abs = join(dir, name);
    if (statSync(abs).isDirectory()) out.push(...copyTree(abs, `${prefix}/${name}`));
    else out.push({ path: `${prefix}/${name}`, contents: readFileSync(abs) });
  }
  return out;
}
