/**
 * The write stage keeps compressed files by content hash: a page that did not change between
 * builds is not compressed again, and what lands in dist/ always decompresses to the page.
 * The previous output is moved aside and deleted, with what an interrupted build left aside.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { clearOutput, createWriter } from '../../build/stages/write.ts';

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
});
