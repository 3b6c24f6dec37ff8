/**
 * A content problem is data, not an exception: every stage returns a list of them,
 * the CLI prints them all at once, grouped by file, and exits non-zero.
 */
import { closest, distance } from 'fastest-levenshtein';

export type Severity = 'error' | 'warning';

export interface Problem {
  /** Path relative to the project root, for example `content/portfolio/ott-streaming.yaml`. */
  file: string;
  line: number;
  column: number;
  /** Field path inside the file, for example `technologies[2]`; empty for the whole file. */
  field: string;
  message: string;
  /** What to do about it, for example `did you mean "FinTech"?`. */
  hint?: string;
  severity: Severity;
}

export function problem(p: Omit<Problem, 'severity'> & { severity?: Severity }): Problem {
  return { severity: 'error', ...p };
}

/** The known value closest to `value`, if it is close enough to be a likely typo. */
export function didYouMean(value: string, known: readonly string[]): string | undefined {
  if (known.length === 0) return undefined;
  const lower = value.toLowerCase();
  const exactCase = known.find((k) => k.toLowerCase() === lower);
  if (exactCase) return exactCase;
  const best = closest(value, known as string[]);
  const limit = Math.max(2, Math.floor(Math.max(value.length, best.length) / 3));
  return distance(lower, best.toLowerCase()) <= limit ? best : undefined;
}

export function suggestion(value: string, known: readonly string[]): string | undefined {
  const guess = didYouMean(value, known);
  return guess === undefined ? undefined : `did you mean "${guess}"?`;
}

function sortProblems(problems: Problem[]): Problem[] {
  return [...problems].sort(
    (a, b) =>
      a.file.localeCompare(b.file) ||
      (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1) ||
      a.line - b.line ||
      a.column - b.column,
  );
}

/** One line per problem: `file:line:col  field: message (hint)`, then a count. */
export function formatProblems(problems: Problem[]): string {
  const lines = sortProblems(problems).map((p) => {
    const where = `${p.file}:${p.line}:${p.column}`;
    const field = p.field ? `${p.field}: ` : '';
    const hint = p.hint ? ` — ${p.hint}` : '';
    const tag = p.severity === 'warning' ? 'warning  ' : '';
    return `${where}  ${tag}${field}${p.message}${hint}`;
  });
  const errors = problems.filter((p) => p.severity === 'error').length;
  const warnings = problems.length - errors;
  const files = new Set(problems.map((p) => p.file)).size;
  lines.push('');
  lines.push(
    `${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'}`,
  );
  return lines.join('\n');
}

function escapeAnnotation(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

function escapeProperty(text: string): string {
  return escapeAnnotation(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/** GitHub Actions workflow commands, so problems show on the pull request's diff. */
export function formatAnnotations(problems: Problem[]): string {
  return sortProblems(problems)
    .map((p) => {
      const title = escapeProperty(p.field ? `${p.field}` : 'content');
      const text = escapeAnnotation(`${p.message}${p.hint ? ` — ${p.hint}` : ''}`);
      return `::${p.severity} file=${escapeProperty(p.file)},line=${p.line},col=${p.column},title=${title}::${text}`;
    })
    .join('\n');
}

export function hasErrors(problems: Problem[]): boolean {
  return problems.some((p) => p.severity === 'error');
}
