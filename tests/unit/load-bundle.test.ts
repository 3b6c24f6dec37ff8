/**
 * Commands run their compiled bundle through scripts/load-bundle.mjs with V8's code cache. The
 * cache may only make a command faster: a missing, damaged or foreign cache is replaced, the
 * command's result is the same, and nothing extra is printed on the terminal.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'load-bundle-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const loader = pathToFileURL(join(import.meta.dirname, '..', '..', 'scripts', 'load-bundle.mjs')).href;
const bundle = join(dir, 'bundle.cjs');
// What an esbuild CommonJS bundle uses: require, module.exports, __bundleUrl, and the loader's import().
writeFileSync(
  bundle,
  `const { basename } = require('node:path');
module.exports.name = basename(__filename) + ' ' + __bundleUrl.startsWith('file://');
__bundleImport('node:os').then((os) => process.stdout.write(module.exports.name + ' ' + typeof os.cpus + '\\n'));`,
);

function run(...flags: string[]) {
  const child = spawnSync(process.execPath, [...flags, '--input-type=module', '-e', `import { runBundle } from ${JSON.stringify(loader)}; runBundle(${JSON.stringify(bundle)}, { name: 'test' });`], { encoding: 'utf8' });
  return { out: child.stdout, err: child.stderr, status: child.status };
}

const caches = () => readdirSync(dir).filter((f) => f.endsWith('.v8cache'));

it('runs the bundle, writes its code cache once, and prints only what the bundle prints', () => {
  expect(run()).toEqual({ out: 'bundle.cjs true function\n', err: '', status: 0 });
  expect(caches()).toHaveLength(1);
  const written = readFileSync(join(dir, caches()[0]));
  expect(run()).toEqual({ out: 'bundle.cjs true function\n', err: '', status: 0 });
  // Accepted: not written again.
  expect(readFileSync(join(dir, caches()[0])).equals(written)).toBe(true);
});

it('replaces a damaged cache, and keeps one per set of Node flags (V8 refuses a cache made under others)', () => {
  run();
  const [cache] = caches();
  writeFileSync(join(dir, cache), 'not a code cache');
  expect(run()).toEqual({ out: 'bundle.cjs true function\n', err: '', status: 0 });
  expect(readFileSync(join(dir, cache), 'utf8')).not.toBe('not a code cache');
  expect(run('--max-semi-space-size=64')).toEqual({ out: 'bundle.cjs true function\n', err: '', status: 0 });
  expect(caches()).toHaveLength(2);
});

it('with saveAt "call", writes the cache when the bundle says it has run, holding what it compiled meanwhile', () => {
  const later = join(dir, 'later.cjs');
  // A function compiled only after the top level has run, as the page worker's renderers are.
  const body = Array.from({ length: 200 }, (_, i) => `total += ${i} * n;`).join(' ');
  writeFileSync(
    later,
    `function work(n) { let total = 0; ${body} return total; }
let save;
module.exports.keepCodeCache = (s) => { save = s; };
setTimeout(() => { process.stdout.write(work(2) + '\\n'); if (process.env.SAVE) save(); });`,
  );
  const runLater = (saveAt: string, env: Record<string, string> = {}) =>
    spawnSync(process.execPath, ['--input-type=module', '-e', `import { runBundle } from ${JSON.stringify(loader)}; runBundle(${JSON.stringify(later)}, { name: ${JSON.stringify(saveAt)}, saveAt: ${JSON.stringify(saveAt)} });`], { encoding: 'utf8', env: { ...process.env, ...env } });
  const cachesOf = (name: string) => readdirSync(dir).filter((f) => f.startsWith(`later.cjs.${name}-`));
  expect(runLater('call').stdout).toBe(`${2 * 199 * 100}\n`);
  expect(cachesOf('call')).toHaveLength(0);
  expect(runLater('call', { SAVE: '1' }).stdout).toBe(`${2 * 199 * 100}\n`);
  expect(cachesOf('call')).toHaveLength(1);
  runLater('start');
  const size = (name: string) => readFileSync(join(dir, cachesOf(name)[0])).length;
  expect(size('call')).toBeGreaterThan(size('start'));
});
