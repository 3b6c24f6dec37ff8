/**
 * `npm run build` with nothing changed since the last build stops at once (build/up-to-date.ts)
 * and reports that build's problems again. It must never stop when a build would write something
 * else: after any edit to the content (one that keeps the file's size and time too), any change
 * to dist/ by something other than the build, another day or other settings, or a build that
 * failed half way.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { copyContent, ROOT, type ContentCopy } from '../helpers/content.ts';
import { projectPaths } from '../../build/paths.ts';
import { buildInputs, INPUTS_ENV } from '../../build/up-to-date.ts';

const scratch = mkdtempSync(join(tmpdir(), 'up-to-date-'));
const out = join(scratch, 'dist');
let copy: ContentCopy;
let first: Built;

interface Built {
  stdout: string;
  stderr: string;
}

/** `npm run build` of the content copy into `out`, with the project's caches (pictures, compressed files). */
function build({ args = [], env = {}, fails = false }: { args?: string[]; env?: Record<string, string>; fails?: boolean } = {}): Built {
  const child = spawnSync(process.execPath, [join(ROOT, 'scripts/run.mjs'), 'build', '--content', copy.content, '--out', out, ...args], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, ...env } });
  if ((child.status !== 0) !== fails) throw new Error(`the build ${fails ? 'passed' : 'failed'}:\n${child.stdout}\n${child.stderr}`);
  return { stdout: child.stdout, stderr: child.stderr };
}

const UP_TO_DATE = /is up to date: nothing the build reads has changed since the build of/;
const BUILT = /^built \d+ pages/m;

/** Every file in the output with its inode and time. */
function output(): Map<string, string> {
  return new Map(
    readdirSync(out, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => join(e.parentPath, e.name))
      .map((abs) => {
        const s = statSync(abs);
        return [relative(out, abs), `${s.ino} ${s.mtimeMs}`];
      }),
  );
}

const PROJECT = 'content/portfolio/ridego-ride-hailing-app.yaml';
const PROJECT_PAGE = join('portfolio', 'ridego-ride-hailing-app', 'index.html');

beforeAll(() => {
  copy = copyContent();
  first = build();
}, 300_000);
afterAll(() => {
  copy?.remove();
  rmSync(scratch, { recursive: true, force: true });
});

it('stops at once when nothing changed: writes nothing, and reports the last build’s problems again, word for word', () => {
  expect(first.stdout).toMatch(BUILT);
  // The site's own content has warnings (technologies no page describes): they must not vanish.
  expect(first.stderr).toMatch(/\d+ warnings? in \d+ files?/);
  const before = output();
  const again = build();
  expect(again.stdout).toMatch(UP_TO_DATE);
  expect(again.stdout).not.toMatch(BUILT);
  expect(again.stderr).toBe(first.stderr);
  expect(output()).toEqual(before);
  // On GitHub, the problems are annotations on the pull request and a job summary, again.
  const summary = join(scratch, 'summary.md');
  const onGitHub = build({ env: { GITHUB_ACTIONS: 'true', GITHUB_STEP_SUMMARY: summary } });
  expect(onGitHub.stdout).toMatch(UP_TO_DATE);
  expect(onGitHub.stdout).toMatch(/^::warning file=content\/portfolio\/[a-z-]+\.yaml,line=\d+/m);
  expect(readFileSync(summary, 'utf8')).toMatch(/^## Content check: 0 errors, \d+ warnings?/m);
  // The compiled server is there as after a full build, and nothing half written beside it.
  expect(readdirSync(join(out, '_server')).sort()).toEqual(['admin-cli.mjs', 'serve.mjs', 'site.json']);
}, 300_000);

it('builds after an edit that keeps the file’s size and modification time', () => {
  const abs = join(copy.dir, PROJECT);
  const { atime, mtime } = statSync(abs);
  const text = copy.read(PROJECT);
  const title = /^title: "?RideGo/m.exec(text);
  expect(title).not.toBeNull();
  copy.write(PROJECT, text.replace(/^title: ("?)RideGo/m, 'title: $1RideGa'));
  utimesSync(abs, atime, mtime);
  expect(statSync(abs).size).toBe(Buffer.byteLength(text));
  const log = build();
  expect(log.stdout).toMatch(BUILT);
  expect(readFileSync(join(out, PROJECT_PAGE), 'utf8')).toContain('RideGa');
  copy.write(PROJECT, text);
  expect(build().stdout).toMatch(BUILT);
  expect(build().stdout).toMatch(UP_TO_DATE);
}, 300_000);

it('builds when something else changed dist/: a page deleted, a page rewritten (also with its size and time kept), a file added', () => {
  const page = join(out, PROJECT_PAGE);
  const rendered = readFileSync(page);
  rmSync(page);
  expect(build().stdout).toMatch(BUILT);
  expect(readFileSync(page).equals(rendered)).toBe(true);

  writeFileSync(page, 'changed by hand');
  expect(build().stdout).toMatch(BUILT);
  expect(readFileSync(page).equals(rendered)).toBe(true);

  // The same inode, size and modification time to the nanosecond (as `touch -r`, `cp -p` or rsync
  // leave them), other bytes: only the change time tells, which no tool can set.
  expect(build().stdout).toMatch(UP_TO_DATE);
  const times = join(scratch, 'times');
  writeFileSync(times, '');
  execFileSync('touch', ['-r', page, times]);
  const before = statSync(page, { bigint: true });
  writeFileSync(page, Buffer.from(rendered).fill(0x20, 0, 64));
  execFileSync('touch', ['-r', times, page]);
  const after = statSync(page, { bigint: true });
  expect([after.ino, after.size, after.mtimeNs]).toEqual([before.ino, before.size, before.mtimeNs]);
  expect(build().stdout).toMatch(BUILT);
  expect(readFileSync(page).equals(rendered)).toBe(true);

  const stray = join(out, 'portfolio', 'notes.txt');
  writeFileSync(stray, 'left here by hand');
  expect(build().stdout).toMatch(BUILT);
  expect(existsSync(stray)).toBe(false);
  expect(build().stdout).toMatch(UP_TO_DATE);
}, 300_000);

it('builds on another day, with other settings, and when asked to with --force', () => {
  expect(build({ env: { BUILD_DATE: '2031-01-02' } }).stdout).toMatch(BUILT);
  expect(build({ env: { BUILD_DATE: '2031-01-02' } }).stdout).toMatch(UP_TO_DATE);
  expect(build().stdout).toMatch(BUILT);

  expect(build({ args: ['--no-compress'] }).stdout).toMatch(BUILT);
  expect(existsSync(join(out, `${PROJECT_PAGE}.br`))).toBe(false);
  expect(build().stdout).toMatch(BUILT);
  expect(existsSync(join(out, `${PROJECT_PAGE}.br`))).toBe(true);

  // --force skips the check and leaves no record: the build after it runs in full too, and the next stops.
  expect(build({ args: ['--force'] }).stdout).toMatch(BUILT);
  expect(build().stdout).toMatch(BUILT);
  expect(build().stdout).toMatch(UP_TO_DATE);
}, 300_000);

it('builds after a build that failed half way, once the content is back as the last good build had it', () => {
  expect(build().stdout).toMatch(UP_TO_DATE);
  const good = copy.read(PROJECT);
  const rendered = readFileSync(join(out, PROJECT_PAGE), 'utf8');
  // The content check passes (any text is a title); the output check fails once the pages are written.
  copy.write(PROJECT, good.replace(/^title: .*$/m, 'title: "RideGo <b>Pro</b>"'));
  expect(build({ fails: true }).stderr).toContain('output-markup-as-text');
  copy.write(PROJECT, good);
  expect(build().stdout).toMatch(BUILT);
  expect(readFileSync(join(out, PROJECT_PAGE), 'utf8')).toBe(rendered);
}, 300_000);

it('never records a hash of the inputs it inherited from the environment', () => {
  expect(build().stdout).toMatch(UP_TO_DATE);
  const good = copy.read(PROJECT);
  const rendered = readFileSync(join(out, PROJECT_PAGE), 'utf8');
  // The hash of the content as it is now, handed to a build of other content by its environment:
  // recorded, it would make the build after the content is put back stop with the other pages.
  const now = buildInputs(projectPaths(ROOT, { content: copy.content, displayRoot: copy.dir, dist: out }), { compress: true });
  copy.write(PROJECT, good.replace(/^title: .*$/m, 'title: "RideGo Inherited"'));
  for (const args of [['--force'], []]) {
    expect(build({ args, env: { [INPUTS_ENV]: now } }).stdout).toMatch(BUILT);
    expect(readFileSync(join(out, PROJECT_PAGE), 'utf8')).toContain('RideGo Inherited');
    copy.write(PROJECT, good);
    expect(build({ env: { [INPUTS_ENV]: now } }).stdout).toMatch(BUILT);
    expect(readFileSync(join(out, PROJECT_PAGE), 'utf8')).toBe(rendered);
    copy.write(PROJECT, good.replace(/^title: .*$/m, 'title: "RideGo Inherited"'));
  }
  copy.write(PROJECT, good);
}, 300_000);
