/**
 * The edit a hint proposes, as data, so it can be tried before the hint is shown
 * (build/errors/prove.ts): a hint names a corrected line, a value or a file name only when
 * applying that edit to a copy of the content removes the problem and adds none.
 */

export type Fix =
  /** Replace the problem's line with `text` (several lines when it holds line breaks). */
  | { kind: 'line'; text: string }
  /** Delete `count` lines starting at the problem's line (a stray `---`, blank lines above front matter). */
  | { kind: 'delete'; count: number }
  /** On the problem's line, from its column (else anywhere on the line), replace `from` with `to`. */
  | { kind: 'replace'; from: string; to: string }
  /** Rename the problem's file to `to` (a file name in the same folder, with its extension). */
  | { kind: 'rename'; to: string };

export interface FixTarget {
  /** The file's text. */
  text: string;
  /** 1-based. */
  line: number;
  column: number;
}

/** The file's text with `fix` applied; undefined when it cannot be applied (the value is not on the line). */
export function applyToText(fix: Exclude<Fix, { kind: 'rename' }>, { text, line, column }: FixTarget): string | undefined {
  const lines = text.split('\n');
  const i = line - 1;
  if (i < 0 || i >= lines.length) return undefined;
  const cr = lines[i].endsWith('\r') ? '\r' : '';
  switch (fix.kind) {
    case 'line':
      lines.splice(i, 1, ...fix.text.split('\n').map((l) => l + cr));
      break;
    case 'delete':
      lines.splice(i, fix.count);
      break;
    case 'replace': {
      const current = lines[i];
      let at = current.indexOf(fix.from, Math.max(0, column - 1));
      if (at < 0) at = current.indexOf(fix.from);
      if (at < 0 || fix.from === '') return undefined;
      lines[i] = current.slice(0, at) + fix.to + current.slice(at + fix.from.length);
      break;
    }
  }
  return lines.join('\n');
}

/** Where line `n` of the edited text was in the original, for a fix at `line` (lines after a deletion moved up). */
export function originalLine(fix: Fix, line: number, n: number): number {
  if (fix.kind === 'delete' && n >= line) return n + fix.count;
  if (fix.kind === 'line') {
    const added = fix.text.split('\n').length - 1;
    if (n > line + added) return n - added;
    if (n > line) return line;
  }
  return n;
}
