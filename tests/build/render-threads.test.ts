/**
 * `npm run build` renders on two threads (the compiled bundle's render worker beside the main
 * thread): its output must be the output of one thread, byte for byte — every page, the search
 * index, the sitemap, the precompressed files and the pictures — and rendered Markdown served
 * from the packed cache must be what rendering it anew gives.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkContent, projectPaths } from '../../build/pipeline.ts';
import { copyCacheFolder } from '../helpers/build.ts';
import { ROOT } from '../helpers/content.ts';

const scratch = mkdtempSync(join(tmpdir(), 'render-threads-'));

/**
 * A build cache of this file's own, so no other test's build (the dev server's, run beside this
 * file) writes rendered Markdown into it between the two builds: the project's pictures and
 * compressed files hard-linked in (nothing is drawn or compressed again), the rendered Markdown
 * and the record of the previous output left out.
 */
const cache = join(scratch, 'cache');

function build(out: string, env: Record<string, string> = {}): string {
  const child = spawnSync(process.execPath, [join(ROOT, 'scripts/run.mjs'), 'build', '--out', out, '--cache', cache], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
  if (child.status !== 0) throw new Error(`the build failed:\n${child.stderr}`);
  return child.stdout;
}

function files(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)))
    .sort();
}

let twoThreads: { out: string; log: string };
let oneThread: { out: string; log: string };
let packs: string[];

beforeAll(() => {
  twoThreads = { out: join(scratch, 'two'), log: '' };
  oneThread = { out: join(scratch, 'one'), log: '' };
  // RENDER_WORKER=1: the worker regardless of the machine's load (a busy machine gets one thread).
  // No packed rendered Markdown yet (src/lib/markdown-cache.ts): one thread renders every text
  // and packs it, then both threads serve the texts from that pack — the same bytes.
  for (const kept of ['images', 'compressed', 'fonts', 'highlight']) copyCacheFolder(join(ROOT, '.cache', kept), join(cache, kept), { link: true });
  const codeCaches = join(cache, 'by-code');
  oneThread.log = build(oneThread.out, { RENDER_WORKER: '0' });
  packs = readdirSync(codeCaches).flatMap((stamp) => (existsSync(join(codeCaches, stamp, 'markdown')) ? readdirSync(join(codeCaches, stamp, 'markdown')) : []));
  twoThreads.log = build(twoThreads.out, { RENDER_WORKER: '1' });
}, 240_000);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the build on two threads', () => {
  it('renders with the worker where there are two cores, and on the main thread only with RENDER_WORKER=0', () => {
    expect(twoThreads.log).toMatch(availableParallelism() >= 2 ? /built \d+ pages on 2 threads/ : /built \d+ pages on 1 thread,/);
    expect(oneThread.log).toMatch(/built \d+ pages on 1 thread,/);
  });

  it('writes the same files, byte for byte, as one thread that rendered every text anew', () => {
    expect(packs).toEqual(['main.pack']);
    const names = files(twoThreads.out);
    expect(names.length).toBeGreaterThan(1000);
    expect(names).toEqual(files(oneThread.out));
    const differing = names.filter((name) => !readFileSync(join(twoThreads.out, name)).equals(readFileSync(join(oneThread.out, name))));
    expect(differing).toEqual([]);
  });

  it('lists every indexable page once in the search index, in the order of the route table', () => {
    const index = JSON.parse(readFileSync(join(twoThreads.out, 'search-index.json'), 'utf8')) as { path: string }[];
    const { table } = checkContent(projectPaths(ROOT));
    expect(index.map((e) => e.path)).toEqual(table!.routes.filter((r) => r.indexable).map((r) => r.path));
  });
});
