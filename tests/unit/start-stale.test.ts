/**
 * `npm start` builds only when dist/ is older than its sources. A build keeps the files whose
 * bytes did not change with their old times, so dist/index.html alone made every start after a
 * source edit build again; the end of the last build (its records) counts too.
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { projectPaths } from '../../build/pipeline.ts';
import { distIsStale } from '../../build/start.ts';
import { finishOutput } from '../../build/stages/write.ts';

const root = mkdtempSync(join(tmpdir(), 'start-stale-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

it('counts a build that changed no file as a build: no new build until a source changes again', () => {
  const paths = projectPaths(root);
  mkdirSync(paths.dist, { recursive: true });
  mkdirSync(paths.content, { recursive: true });
  const index = join(paths.dist, 'index.html');
  writeFileSync(index, '<!DOCTYPE html>');
  const hourAgo = new Date(Date.now() - 3_600_000);
  utimesSync(index, hourAgo, hourAgo);
  // A source edited after the page was first written: stale.
  writeFileSync(join(paths.content, 'site.yaml'), 'name: x\n');
  expect(distIsStale(paths)).toBe(true);
  // A build now, whose pages came out the same (index.html keeps its time): not stale any more.
  finishOutput(paths.dist, { 'index.html': { key: 'same', ino: 0, size: 15, mtimeMs: hourAgo.getTime() } }, paths.cache);
  expect(distIsStale(paths)).toBe(false);
  // An edit after that build: stale again.
  const later = new Date(Date.now() + 60_000);
  utimesSync(join(paths.content, 'site.yaml'), later, later);
  expect(distIsStale(paths)).toBe(true);
});
