/** Copies of the real content in a temporary folder, to break on purpose. */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { checkContent, projectPaths } from '../../build/pipeline.ts';

export const ROOT = resolve(import.meta.dirname, '..', '..');

export interface ContentCopy {
  dir: string;
  content: string;
  read(file: string): string;
  write(file: string, text: string): void;
  edit(file: string, change: (text: string) => string): void;
  check(): ReturnType<typeof checkContent>;
  remove(): void;
}

export function copyContent(): ContentCopy {
  const dir = mkdtempSync(join(tmpdir(), 'content-'));
  const content = join(dir, 'content');
  cpSync(join(ROOT, 'content'), content, { recursive: true });
  const abs = (file: string) => join(dir, file);
  return {
    dir,
    content,
    read: (file) => readFileSync(abs(file), 'utf8'),
    write: (file, text) => writeFileSync(abs(file), text),
    edit(file, change) {
      const before = readFileSync(abs(file), 'utf8');
      const after = change(before);
      if (after === before) throw new Error(`edit of ${file} changed nothing`);
      writeFileSync(abs(file), after);
    },
    check: () => checkContent(projectPaths(ROOT, { content, displayRoot: dir })),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** 1-based line of the first line containing `needle`. */
export function lineOf(text: string, needle: string): number {
  const i = text.split('\n').findIndex((l) => l.includes(needle));
  if (i < 0) throw new Error(`"${needle}" not found`);
  return i + 1;
}
