/**
 * How `npm run build` runs the build, read from package.json's `build` script, so the benchmarks
 * time exactly what a person's build runs and there is one place to change it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The `build` script's words: `[NAME=value …] node [options] scripts/run.mjs build`. */
function buildWords(root: string): { words: string[]; node: number; entry: number } {
  const scripts = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  const words = scripts.build.split(/\s+/);
  const node = words.indexOf('node');
  const entry = words.indexOf('scripts/run.mjs');
  if (node < 0 || entry < node) throw new Error(`package.json's build script is not "node [options] scripts/run.mjs build": ${scripts.build}`);
  return { words, node, entry };
}

/** The options between `node` and `scripts/run.mjs` in the `build` script of the project at `root`. */
export function buildNodeOptions(root: string): string[] {
  const { words, node, entry } = buildWords(root);
  return words.slice(node + 1, entry);
}

/** The environment variables the `build` script sets before `node` (MALLOC_ARENA_MAX=2). */
export function buildEnvironment(root: string): Record<string, string> {
  const { words, node } = buildWords(root);
  return Object.fromEntries(words.slice(0, node).map((word) => {
    const equals = word.indexOf('=');
    if (equals < 1) throw new Error(`package.json's build script has "${word}" before node, where only NAME=value settings are expected`);
    return [word.slice(0, equals), word.slice(equals + 1)];
  }));
}
