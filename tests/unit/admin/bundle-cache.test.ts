/** The editor's bundle is made again only when what it is made of changes (build/stages/admin.ts). */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { adminBundle, inputsKey } from '../../../build/stages/admin.ts';
import { compiledValidatorsFile } from '../../../build/stages/compile-schemas.ts';
import { ROOT } from '../../helpers/content.ts';

/** The projects made by `project`, removed after the tests. */
const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function project(lock: Record<string, { version: string; integrity: string }>, files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'admin-key-'));
  made.push(root);
  writeFileSync(join(root, 'package-lock.json'), JSON.stringify({ packages: lock }));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const inputs = ['src/admin/main.tsx', 'node_modules/decap-cms-core/dist/esm/index.js', 'node_modules/@emotion/react/dist/x.js'];
const lock = { 'node_modules/decap-cms-core': { version: '3.19.1', integrity: 'a' }, 'node_modules/@emotion/react': { version: '11.0.0', integrity: 'b' } };

test('the key changes with a source file\'s bytes and with a bundled package\'s lock entry, not with anything else', () => {
  const base = inputsKey(project(lock, { 'src/admin/main.tsx': 'one', 'src/other.ts': 'x' }), inputs);
  expect(base).toMatch(/^[0-9a-f]{16}$/);
  expect(inputsKey(project(lock, { 'src/admin/main.tsx': 'one', 'src/other.ts': 'changed' }), inputs)).toBe(base);
  expect(inputsKey(project(lock, { 'src/admin/main.tsx': 'two' }), inputs)).not.toBe(base);
  expect(inputsKey(project({ ...lock, 'node_modules/decap-cms-core': { version: '3.19.2', integrity: 'c' } }, { 'src/admin/main.tsx': 'one' }), inputs)).not.toBe(base);
  // A source file that is gone cannot be reused from the cache.
  expect(inputsKey(project(lock, {}), inputs)).toBeUndefined();
});

test('a second build reuses the bundle from .cache/admin/', async () => {
  const cache = join(ROOT, '.cache');
  const validators = compiledValidatorsFile(join(ROOT, 'schemas'), cache);
  const first = await adminBundle(ROOT, cache, validators);
  const second = await adminBundle(ROOT, cache, validators);
  expect(second.cached).toBe(true);
  expect(second.entry).toBe(first.entry);
  expect(second.files.map((f) => f.path)).toContain(`admin/${first.entry}`);
});
