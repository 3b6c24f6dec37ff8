/**
 * esbuild's service process: started by the stages that bundle, stopped when none of them is using
 * it (it keeps the memory of its largest job, ~480 MB after the editor's bundle), and started again
 * by the next one — the dev server bundles again after every code change.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withEsbuild } from '../../build/esbuild-service.ts';

/** esbuild processes this process started (Linux: /proc). */
function esbuildChildren(): string[] {
  const children = readdirSync(`/proc/${process.pid}/task`).flatMap((task) => readFileSync(`/proc/${process.pid}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean));
  return children.filter((pid) => {
    try {
      return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'esbuild';
    } catch {
      return false; // it exited meanwhile
    }
  });
}

// A stopped process is listed until Node reaps it, so the tests wait for it to go (on a busy machine, a while).
const minify = (code: string) => withEsbuild(async ({ transform }) => (await transform(code, { minify: true })).code.trim());

describe('esbuild service', () => {
  it('runs while a stage uses it, stops when the last one is done, and starts again for the next', async () => {
    let started: string[] = [];
    let during: string[] = [];
    // Two stages at once (the stylesheet and the client bundle do): the first to finish must not
    // stop the other's. The second waits for the first to be done, then uses the service: the
    // same process, not one started anew.
    const first = withEsbuild(async ({ transform }) => {
      const code = (await transform('let answer = 40 + 2; console.log(answer);', { minify: true })).code.trim();
      started = esbuildChildren();
      return code;
    });
    const second = withEsbuild(async ({ transform }) => {
      await first;
      const code = (await transform('const x = 1 ;', { minify: true })).code.trim();
      during = esbuildChildren();
      return code;
    });
    const [a, b] = await Promise.all([first, second]);
    expect(a).toBe('let answer=42;console.log(answer);');
    expect(b).toBe('const x=1;');
    expect(started).toHaveLength(1);
    expect(during).toEqual(started);
    await expect.poll(esbuildChildren, { timeout: 10_000 }).toEqual([]);
    expect(await minify('if (true) { go() }')).toBe('go();');
    await expect.poll(esbuildChildren, { timeout: 10_000 }).toEqual([]);
  });
});
