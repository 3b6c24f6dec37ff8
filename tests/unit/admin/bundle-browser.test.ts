/**
 * The editor runs in the browser: its bundle (build/stages/admin.ts) is made for the browser with
 * nothing standing in for Node, so a module of the check or the preview that imports Node's
 * modules fails the bundle, named. The checks take data; files are read at the build's edges.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { adminBundle } from '../../../build/stages/admin.ts';
import { compiledValidatorsFile } from '../../../build/stages/compile-schemas.ts';
import { ROOT } from '../../helpers/content.ts';

const made: string[] = [];
/** A folder in the project's .cache/ (the compiled validators there require ajv from node_modules). */
const scratch = () => {
  mkdirSync(join(ROOT, '.cache'), { recursive: true });
  made.push(mkdtempSync(join(ROOT, '.cache', 'admin-browser-')));
  return made[made.length - 1];
};
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

test('the editor\'s bundle, with the check and the preview in it, is made with nothing standing in for Node', async () => {
  const validators = compiledValidatorsFile(join(ROOT, 'schemas'), join(ROOT, '.cache'));
  // A cache folder of its own: the bundle is made, not copied from an earlier build.
  const dir = scratch();
  const bundle = await adminBundle(ROOT, dir, validators);
  expect(bundle.cached).toBe(false);
  expect(bundle.files.map((f) => f.path)).toContain(`admin/${bundle.entry}`);
  const { inputs } = JSON.parse(readFileSync(join(dir, 'admin', 'manifest.json'), 'utf8')) as { inputs: string[] };
  expect(inputs).toEqual(expect.arrayContaining(['src/admin/check.ts', 'build/stages/parse.ts', 'build/stages/crossref.ts', 'src/render/page.ts']));
  expect(inputs.filter((i) => /^node:|node-shims/.test(i))).toEqual([]);
}, 300_000);

test('a module of the editor that imports Node fails the bundle, with its name and what to do instead', async () => {
  const root = scratch();
  mkdirSync(join(root, 'src', 'admin'), { recursive: true });
  writeFileSync(join(root, 'src', 'admin', 'main.tsx'), "import { wordsOf } from './reads.ts';\nconsole.log(wordsOf('content/site.yaml'));\n");
  writeFileSync(join(root, 'src', 'admin', 'reads.ts'), "import { readFileSync } from 'node:fs';\nexport const wordsOf = (file: string) => readFileSync(file, 'utf8').split(' ');\n");
  await expect(adminBundle(root, join(root, '.cache'), join(root, 'validators.cjs'))).rejects.toThrow(/src\/admin\/reads\.ts imports node:fs, which the browser does not have/);
}, 120_000);
