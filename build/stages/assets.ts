/**
 * Stage 7, assets: the stylesheet with the subset web font (./stylesheet.ts), the client bundle
 * (./client-bundle.ts), the inline theme script, and the content images.
 * Input: source folders. Output: files for dist/ and the URLs pages link to.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { transform } from 'esbuild';
import type { Assets } from '../../src/components/Document.tsx';
import { bundleClient } from './client-bundle.ts';
import { buildStylesheet } from './stylesheet.ts';
import type { OutputFile } from './write.ts';

export interface AssetsResult {
  assets: Assets;
  files: OutputFile[];
}

export async function buildAssets(root: string, imagesDir: string, dist: string, options: { debugIslands?: boolean } = {}): Promise<AssetsResult> {
  const [css, js, theme] = await Promise.all([
    buildStylesheet(root, dist),
    bundleClient(root, dist, { debug: options.debugIslands }),
    transform(readFileSync(join(root, 'src/client/theme-init.ts'), 'utf8'), { loader: 'ts', minify: true, target: 'es2018' }),
  ]);
  const files: OutputFile[] = [...css.files, ...js.files, ...copyTree(imagesDir, 'images')];
  return {
    assets: { css: css.css, js: js.js, islands: js.islands, font: css.font, themeScript: theme.code.trim() },
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
