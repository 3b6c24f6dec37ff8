/**
 * A warm `npm run build` whose pages' inputs did not change keeps the pages the previous build
 * wrote (build/stages/render-memo.ts) instead of rendering them again. What it keeps must be
 * what rendering gives: an edit to the content renders again and shows, and a page changed in
 * dist/ by anything but the build is written again.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { copyContent, ROOT, type ContentCopy } from '../helpers/content.ts';

const scratch = mkdtempSync(join(tmpdir(), 'render-memo-'));
const out = join(scratch, 'dist');
let copy: ContentCopy;

/** `npm run build -- --force` of the content copy into `out`, with the project's caches (pictures, compressed files); its log. (Without --force, a build with nothing changed stops before rendering: build/up-to-date.ts.) */
function build(expectFailure = false): string {
  const child = spawnSync(process.execPath, [join(ROOT, 'scripts/run.mjs'), 'build', '--content', copy.content, '--out', out, '--force'], { cwd: ROOT, encoding: 'utf8' });
  if ((child.status !== 0) !== expectFailure) throw new Error(`the build ${expectFailure ? 'passed' : 'failed'}:\n${child.stdout}\n${child.stderr}`);
  return child.stdout + child.stderr;
}

/** Every file in the output with its bytes. */
function output(): Map<string, Buffer> {
  return new Map(
    readdirSync(out, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => join(e.parentPath, e.name))
      .map((abs) => [relative(out, abs), readFileSync(abs)]),
  );
}

const PROJECT = 'content/portfolio/ridego-ride-hailing-app.yaml';
const PROJECT_PAGE = 'portfolio/ridego-ride-hailing-app/index.html';
const KEPT = /built \d+ pages kept from the last build/;

beforeAll(() => {
  copy = copyContent();
  build();
}, 300_000);
afterAll(() => {
  copy?.remove();
  rmSync(scratch, { recursive: true, force: true });
});

it('keeps every page of a build whose inputs did not change, byte for byte and untouched', () => {
  // The first build read the content with js-yaml; this one reads it from the parse cache.
  const before = output();
  const times = new Map([...before.keys()].map((f) => [f, statSync(join(out, f)).mtimeMs]));
  const log = build();
  expect(log).toMatch(KEPT);
  const after = output();
  expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
  expect([...after].filter(([file, bytes]) => !bytes.equals(before.get(file)!)).map(([file]) => file)).toEqual([]);
  expect([...times].filter(([file, time]) => statSync(join(out, file)).mtimeMs !== time).map(([file]) => file)).toEqual([]);
}, 300_000);

it('renders again when the content changed, and the page shows the edit', () => {
  copy.edit(PROJECT, (t) => t.replace(/^title: .*$/m, 'title: "RideGo Rides Re-Rendered"'));
  const log = build();
  expect(log).not.toMatch(KEPT);
  expect(readFileSync(join(out, PROJECT_PAGE), 'utf8')).toContain('RideGo Rides Re-Rendered');
}, 300_000);

it('writes a page again that something other than the build changed in dist/', () => {
  build();
  const rendered = readFileSync(join(out, PROJECT_PAGE), 'utf8');
  writeFileSync(join(out, PROJECT_PAGE), 'changed by hand');
  const log = build();
  expect(log).not.toMatch(KEPT);
  expect(readFileSync(join(out, PROJECT_PAGE), 'utf8')).toBe(rendered);
}, 300_000);

it('renders again after a build that wrote its pages and then failed, when the content is back as the kept pages had it', () => {
  const good = copy.read(PROJECT);
  expect(build()).toMatch(KEPT);
  const rendered = readFileSync(join(out, PROJECT_PAGE), 'utf8');
  // The content check passes (any text is a title); the output check fails once the pages are written.
  copy.write(PROJECT, good.replace(/^title: .*$/m, 'title: "RideGo <b>Pro</b>"'));
  expect(build(true)).toContain('output-markup-as-text');
  copy.write(PROJECT, good);
  const log = build();
  expect(log).not.toMatch(KEPT);
  expect(readFileSync(join(out, PROJECT_PAGE), 'utf8')).toBe(rendered);
}, 300_000);
