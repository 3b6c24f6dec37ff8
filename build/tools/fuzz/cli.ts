/**
 * `npm run fuzz [-- --seed N] [--edits K] [--only I]`: random edits of the real content, each
 * checked against the fuzzer's property (build/tools/fuzz/run.ts). Prints the seed first, each escape
 * with the command that replays it, and a summary; exits 1 on any escape.
 */
import { resolve } from 'node:path';
import { projectPaths } from '../../pipeline.ts';
import { formatProblems } from '../../problems.ts';
import { fuzz } from './run.ts';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const seed = Number(arg('seed') ?? Math.floor(Math.random() * 2 ** 31));
const edits = Number(arg('edits') ?? 300);
const only = arg('only') === undefined ? undefined : Number(arg('only'));
if (!Number.isInteger(seed) || !Number.isInteger(edits) || edits < 1) {
  process.stderr.write('usage: npm run fuzz -- [--seed N] [--edits K] [--only I]\n');
  process.exit(2);
}
const root = resolve(import.meta.dirname, '../../..');
process.stdout.write(`content fuzzer: seed ${seed}, ${only === undefined ? `${edits} edits` : `edit ${only} only`}\n`);
const result = await fuzz(projectPaths(root), { seed, edits, only });
for (const e of result.escapes) {
  process.stdout.write(`\nESCAPE at edit ${e.index}: ${e.edit.what}\n  ${e.reason}\n  replay: npm run fuzz -- --seed ${seed} --only ${e.index}\n`);
  if (e.problems.length) process.stdout.write(`${formatProblems(e.problems).split('\n').map((l) => `    ${l}`).join('\n')}\n`);
}
process.stdout.write(`\n${result.edits} edits: ${result.failedCheck} failed the check at the edit, ${result.passedAndRendered} passed and built, ${result.escapes.length} escape${result.escapes.length === 1 ? '' : 's'}; ${(result.cpuMs / 1000).toFixed(1)} s of CPU\n`);
process.exit(result.escapes.length ? 1 : 0);
