/**
 * The render stage's results kept between builds of the same code: a build whose every render
 * input is what the previous build into the same dist/ had — the content files, the route table,
 * asset and picture names, link targets, demos found down, required texts, the day — writes
 * the same pages, so it keeps them (when dist/ still holds them as written, build/stages/write.ts)
 * and reuses what rendering told the later stages: search entries, broken links, each page read
 * back, the shared header and footer. Any difference in the inputs renders everything again.
 * Kept under the compiled build's stamp (src/lib/code-cache.ts): a change to any code starts
 * afresh; builds from the TypeScript sources keep nothing.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { RenderedRun } from './render.ts';

export interface RenderMemo {
  /** A hash of every render input. */
  key: string;
  /** Every run, in route order, broken links already matched against the editor's files. */
  runs: RenderedRun[];
  /** The header variants and the footer (the link check and the output check read them). */
  layout: string[];
}

/**
 * JSON of a value with what JSON leaves out written in: Maps and Sets with their members,
 * undefined as such. (v8's serialization is not canonical: data js-yaml just read and the same
 * data from the parse cache serialize differently.)
 */
export const canonical = (value: unknown, replace: (v: unknown) => unknown = (v) => v) =>
  JSON.stringify(value, (_, v: unknown) => {
    if (v instanceof Map) return { '\0map': [...v] };
    if (v instanceof Set) return { '\0set': [...v] };
    if (v === undefined) return '\0undefined';
    return replace(v);
  });

const isEntry = (v: unknown): v is { file: string } => typeof v === 'object' && v !== null && 'file' in v && 'data' in v && typeof (v as { file: unknown }).file === 'string';

/**
 * A hash of everything the pages are made from: the content files as read (the content is made
 * from them alone, by code whose stamp names the memo's folder; hashing their texts costs a
 * fifth of writing the content out as JSON first), and the rest as plain data, as the render
 * worker receives it, with the content's entries named by their file (route props hold entries).
 */
export function renderKey({ sources, ...rest }: { sources: readonly { file: string; fileText: string }[] } & Record<string, unknown>): string {
  const hash = createHash('sha1');
  // Each text's length before it: no text can be read as the end of one file and the start of the next.
  for (const source of sources) hash.update(`${source.file}\0${source.fileText.length}\0`).update(source.fileText);
  return hash.update(canonical(rest, (v) => (isEntry(v) ? `\0entry:${v.file}` : v))).digest('hex');
}

const memoFile = (dir: string, dist: string) => join(dir, 'rendered', `${createHash('sha1').update(resolve(dist)).digest('hex').slice(0, 16)}.bin`);

/** Whether a previous build into `dist` left a memo (whether it can be used is known once the content is checked). */
export function hasRenderMemo(dir: string, dist: string): boolean {
  return existsSync(memoFile(dir, dist));
}

/** The previous build's memo for `dist` when its inputs had `key`; undefined otherwise (or unreadable). */
export function reusableRender(dir: string, dist: string, key: string): RenderMemo | undefined {
  try {
    const memo = deserialize(readFileSync(memoFile(dir, dist))) as RenderMemo;
    return memo.key === key ? memo : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Forgets the memo of `dist`, before its pages are written again: a build that then fails would
 * leave other pages than the memo's under records that say they are intact.
 */
export function dropRender(dir: string, dist: string): void {
  rmSync(memoFile(dir, dist), { force: true });
}

export function saveRender(dir: string, dist: string, memo: RenderMemo): void {
  const file = memoFile(dir, dist);
  try {
    mkdirSync(dirname(file), { recursive: true });
    // Renamed into place: a build running at the same time reads the old memo or the new one.
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, serialize(memo));
    renameSync(partial, file);
  } catch {
    // A memo that cannot be written costs the next build its rendering, nothing else.
  }
}
