/**
 * The Node options `npm run build` runs the build with, read from package.json's `build` script,
 * so the benchmarks time exactly what a person's build runs and there is one place to change them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The options between `node` and `scripts/run.mjs` in the `build` script of the project at `root`. */
export function buildNodeOptions(root: string): string[] {
  const scripts = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  const words = scripts.build.split(/\s+/);
  const node = words.indexOf('node');
  const entry = words.indexOf('scripts/run.mjs');
  if (node < 0 || entry < node) throw new Error(`package.json's build script is not "node [options] scripts/run.mjs build": ${scripts.build}`);
  return words.slice(node + 1, entry);
}
