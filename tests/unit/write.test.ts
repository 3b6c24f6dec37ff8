/**
 * The write stage keeps compressed files by content hash: a page that did not change between
 * builds is not compressed again, and what lands in dist/ always decompresses to the page.
 * dist/ is updated in place: what did not change is left alone, what changed is written, what
 * is no longer produced is removed, so the result equals a build into an empty folder.
 * clearOutput (the dev server's tests) moves an output aside and deletes it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { clearOutput, removeFolders, createWriter, finishOutput, type OutputFile } from '../../build/stages/write.ts';

const scratch = mkdtempSync(join(tmpdir(), 'write-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const page = (title: string) => `<!DOCTYPE html><html><head><title>${title}</title></head><body>${'<p>Same words on every page. </p>'.repeat(40)}</body></html>`;

async function buildInto(dist: string, cacheDir: string, pages: Record<string, string>) {
  await clearOutput(dist);
  const writer = createWriter(dist, { compress: true, cacheDir });
  for (const [path, html] of Object.entries(pages)) writer.write({ path, contents: html });
  return writer.done();
}

describe('compressed files', () => {
  const cache = join(scratch, 'cache');
  const dist = join(scratch, 'dist');

  it('are kept in the cache and linked into dist/ again when the page is unchanged', async () => {
    await buildInto(dist, cache, { 'a/index.html': page('A'), 'b/index.html': page('B') });
    const firstA = statSync(join(dist, 'a/index.html.br')).ino;
    const cached = readdirSync(join(cache, 'compressed'));
    expect(cached.filter((n) => n.endsWith('.br'))).toHaveLength(2);
    expect(cached.filter((n) => n.endsWith('.gz'))).toHaveLength(2);

    // B's title changes: A's files come from the cache (the same inode), B's are compressed anew.
    const written = await buildInto(dist, cache, { 'a/index.html': page('A'), 'b/index.html': page('B, edited') });
    expect(written.files).toBe(6);
    expect(statSync(join(dist, 'a/index.html.br')).ino).toBe(firstA);
    expect(readdirSync(join(cache, 'compressed')).filter((n) => n.endsWith('.br'))).toHaveLength(3);
    for (const [path, title] of [['a/index.html', 'A'], ['b/index.html', 'B, edited']]) {
      expect(brotliDecompressSync(readFileSync(join(dist, `${path}.br`))).toString()).toBe(page(title));
      expect(gunzipSync(readFileSync(join(dist, `${path}.gz`))).toString()).toBe(page(title));
    }
  });

  it('are not made for small files', async () => {
    await buildInto(dist, cache, { 'robots.txt': 'User-agent: *\n' });
    expect(readdirSync(dist).sort()).toEqual(['robots.txt']);
  });
});

/** One build's writing, as build/build.ts does it: files and cached copies, then the end of the output. */
async function buildInPlace(dist: string, cacheDir: string, files: OutputFile[], copies: { path: string; from: string; size: number }[] = []) {
  const writer = createWriter(dist, { compress: true, cacheDir });
  for (const file of files) writer.write(file);
  for (const file of copies) writer.copy(file);
  const written = await writer.done();
  finishOutput(dist, written.records, cacheDir);
  return written;
}

/** Every file under `dir` with its bytes, for comparing two outputs. */
function tree(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of readdirSync(dir, { withFileTypes: true, recursive: true })) if (e.isFile()) out[join(e.parentPath, e.name).slice(dir.length + 1)] = readFileSync(join(e.parentPath, e.name)).toString('base64');
  return out;
}

describe('dist/ updated in place', () => {
  const html = (path: string, title: string): OutputFile => ({ path, contents: page(title) });

  it('leaves unchanged files alone, rewrites changed ones and removes what is no longer produced', async () => {
    const dist = join(scratch, 'in-place/dist');
    const cache = join(scratch, 'in-place/cache');
    await buildInPlace(dist, cache, [html('index.html', 'Home'), html('a/index.html', 'A'), html('old/deep/index.html', 'Old'), { path: 'robots.txt', contents: 'User-agent: *\n' }]);
    const home = statSync(join(dist, 'index.html'));
    const homeBr = statSync(join(dist, 'index.html.br'));

    const next = [html('index.html', 'Home'), html('a/index.html', 'A, edited'), { path: 'robots.txt', contents: 'User-agent: *\n' }];
    await buildInPlace(dist, cache, next);
    // Untouched: the same inode, written at the same time.
    expect(statSync(join(dist, 'index.html')).mtimeMs).toBe(home.mtimeMs);
    expect(statSync(join(dist, 'index.html')).ino).toBe(home.ino);
    expect(statSync(join(dist, 'index.html.br')).ino).toBe(homeBr.ino);
    expect(readFileSync(join(dist, 'a/index.html'), 'utf8')).toBe(page('A, edited'));
    expect(brotliDecompressSync(readFileSync(join(dist, 'a/index.html.br'))).toString()).toBe(page('A, edited'));
    expect(existsSync(join(dist, 'old'))).toBe(false);

    // The same files written into an empty folder give the same output.
    const fresh = join(scratch, 'in-place/fresh');
    await buildInPlace(fresh, join(scratch, 'in-place/cache-fresh'), next);
    expect(tree(dist)).toEqual(tree(fresh));
  });

  it('puts back files changed or removed by hand, and removes files added by hand', async () => {
    const dist = join(scratch, 'by-hand/dist');
    const cache = join(scratch, 'by-hand/cache');
    const files = [html('index.html', 'Home'), html('a/index.html', 'A')];
    await buildInPlace(dist, cache, files);
    const before = tree(dist);
    writeFileSync(join(dist, 'index.html'), 'edited by hand');
    rmSync(join(dist, 'a/index.html.gz'));
    mkdirSync(join(dist, 'extra'));
    writeFileSync(join(dist, 'extra/notes.txt'), 'mine');
    await buildInPlace(dist, cache, files);
    expect(tree(dist)).toEqual(before);
  });

  it('puts back a page rewritten by hand with its size and times kept to the nanosecond (`touch -r`, `cp -p`, rsync)', async () => {
    const dist = join(scratch, 'times-kept/dist');
    const cache = join(scratch, 'times-kept/cache');
    const files = [html('index.html', 'Home'), html('a/index.html', 'A')];
    await buildInPlace(dist, cache, files);
    const before = tree(dist);
    const target = join(dist, 'a/index.html');
    const times = join(scratch, 'times-kept/times');
    writeFileSync(times, '');
    execFileSync('touch', ['-r', target, times]);
    const was = statSync(target, { bigint: true });
    writeFileSync(target, page('B'));
    execFileSync('touch', ['-r', times, target]);
    const now = statSync(target, { bigint: true });
    expect([now.ino, now.size, now.mtimeNs]).toEqual([was.ino, was.size, was.mtimeNs]);
    await buildInPlace(dist, cache, files);
    expect(tree(dist)).toEqual(before);
  });

  it('writes the same output into a folder emptied for a build without records', async () => {
    const files = [html('index.html', 'Home'), html('a/index.html', 'A'), { path: 'robots.txt', contents: 'User-agent: *\n' }];
    const inPlace = join(scratch, 'emptied/in-place');
    await buildInPlace(inPlace, join(scratch, 'emptied/cache-a'), [html('gone/index.html', 'Gone')]);
    await buildInPlace(inPlace, join(scratch, 'emptied/cache-a'), files);
    const emptied = join(scratch, 'emptied/dist');
    mkdirSync(join(emptied, 'gone'), { recursive: true });
    writeFileSync(join(emptied, 'gone/index.html'), 'old');
    await clearOutput(emptied);
    const writer = createWriter(emptied, { compress: true, cacheDir: join(scratch, 'emptied/cache-b'), emptied: true });
    for (const file of files) writer.write(file);
    finishOutput(emptied, (await writer.done()).records, join(scratch, 'emptied/cache-b'), { emptied: true });
    expect(tree(emptied)).toEqual(tree(inPlace));
  });

  it('never writes through a hard link into the cache', async () => {
    const dist = join(scratch, 'links/dist');
    const cache = join(scratch, 'links/cache');
    const picture = join(cache, 'images', 'cover.bin');
    mkdirSync(dirname(picture), { recursive: true });
    writeFileSync(picture, 'picture bytes');
    await buildInPlace(dist, cache, [], [{ path: 'images/cover.bin', from: picture, size: 13 }]);
    expect(readFileSync(join(dist, 'images/cover.bin'), 'utf8')).toBe('picture bytes');
    // The same path now holds a written file: the cached picture keeps its bytes.
    await buildInPlace(dist, cache, [{ path: 'images/cover.bin', contents: 'other bytes' }]);
    expect(readFileSync(join(dist, 'images/cover.bin'), 'utf8')).toBe('other bytes');
    expect(readFileSync(picture, 'utf8')).toBe('picture bytes');
  });
});

describe('clearOutput', () => {
  it('removes the previous output and what an interrupted build left aside, and nothing else', async () => {
    const parent = join(scratch, 'site');
    const dist = join(parent, 'dist');
    mkdirSync(join(dist, 'old-page'), { recursive: true });
    writeFileSync(join(dist, 'old-page/index.html'), 'old');
    mkdirSync(join(parent, '.dist-old-1234-1'), { recursive: true });
    mkdirSync(join(parent, 'content'), { recursive: true });
    await clearOutput(dist);
    expect(existsSync(dist)).toBe(false);
    expect(readdirSync(parent)).toEqual(['content']);
  });

  it('deletes with Node alone where the system has no rm', async () => {
    const dir = join(scratch, 'no-rm');
    mkdirSync(join(dir, 'a/b'), { recursive: true });
    writeFileSync(join(dir, 'a/b/index.html'), 'old');
    const path = process.env.PATH;
    process.env.PATH = join(scratch, 'nothing-here');
    try {
      await removeFolders([dir]);
    } finally {
      process.env.PATH = path;
    }
    expect(existsSync(dir)).toBe(false);
  });
});
