/**
 * A content problem is data, not an exception: every stage returns a list of them,
 * the CLI prints them all at once, grouped by file, and exits non-zero. Each problem comes
 * from an entry of the error catalogue (`build/errors/catalogue.ts`), which holds its wording.
 */
import { closest, distance } from 'fastest-levenshtein';
import { errorByCode, Errors, type ErrorData } from './errors/catalogue.ts';

/** `info` is said but never fails anything (a scheduled article). */
export type Severity = 'error' | 'warning' | 'info';

const SEVERITY_ORDER: Record<Severity, number> = { error: 0, warning: 1, info: 2 };

export interface Problem {
  /** The catalogue code, for example `yaml-colon-in-value`. */
  code: string;
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
  /** The values the message was made from (used to recognise consequences of a file that could not be read). */
  args?: Record<string, unknown>;
}

export interface Where {
  file: string;
  line: number;
  column: number;
  field: string;
}

/** A problem worded by its catalogue entry. */
export function fromCatalogue<Args>(entry: ErrorData<Args>, where: Where, args: Args, severity: Severity = entry.severity): Problem {
  const hint = entry.hint(args);
  return {
    code: entry.code, ...where, message: entry.message(args), ...(hint ? { hint } : {}), severity,
    args: args as Record<string, unknown>,
  };
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
      SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] ||
      a.line - b.line ||
      a.column - b.column,
  );
}

/** Reads line `line` (1-based) of `file`, for the excerpt under a problem; undefined when unknown (build/source-lines.ts reads the disk). */
export type SourceLines = (file: string, line: number) => string | undefined;

/** Tabs and non-breaking spaces made visible, one character each so the caret stays in its column. */
function visible(line: string): string {
  return line.replace(/\t/g, '→').replace(/\u00a0/g, '·').replace(/\r$/, '');
}

/** The offending line with a caret under the column, as the Rust and Elm compilers print it. */
export function excerpt(text: string, line: number, column: number): string {
  const number = String(line);
  const gutter = ' '.repeat(number.length + 3);
  const shown = visible(text);
  const caret = column >= 1 && column <= shown.length + 1 ? `\n${gutter}| ${' '.repeat(column - 1)}^` : '';
  return `  ${number} | ${shown}${caret}`;
}

function summaryCounts(problems: Problem[]): string {
  const errors = problems.filter((p) => p.severity === 'error').length;
  const warnings = problems.filter((p) => p.severity === 'warning').length;
  const notes = problems.length - errors - warnings;
  const files = new Set(problems.map((p) => p.file)).size;
  return `${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}${notes ? `, ${notes} note${notes === 1 ? '' : 's'}` : ''} in ${files} file${files === 1 ? '' : 's'}`;
}

/** Problems about a file as a whole, or found in a built page rather than at a line of the file named. */
const WITHOUT_EXCERPT = new Set([Errors.FileMissing.code, Errors.FileExtension.code, Errors.FileName.code, Errors.LinkBrokenRendered.code]);

/**
 * One line per problem: `file:line:col  field: message — hint [code]`, with the source line and a
 * caret under it when `lines` can read it, then a count.
 */
export function formatProblems(problems: Problem[], lines?: SourceLines): string {
  const out = sortProblems(problems).map((p) => {
    const where = `${p.file}:${p.line}:${p.column}`;
    const field = p.field ? `${p.field}: ` : '';
    const hint = p.hint ? ` — ${p.hint}` : '';
    const tag = p.severity === 'error' ? '' : `${p.severity}  `;
    const head = `${where}  ${tag}${field}${p.message}${hint} [${p.code}]`;
    const text = WITHOUT_EXCERPT.has(p.code) ? undefined : lines?.(p.file, p.line);
    return text === undefined ? head : `${head}\n${excerpt(text, p.line, p.column)}`;
  });
  out.push('');
  out.push(summaryCounts(problems));
  return out.join('\n');
}

function escapeAnnotation(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

function escapeProperty(text: string): string {
  return escapeAnnotation(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

function titleOf(p: Problem): string {
  return errorByCode(p.code)?.title ?? p.code;
}

/** GitHub Actions workflow commands, so problems show on the pull request's diff, titled by their code's title. */
export function formatAnnotations(problems: Problem[]): string {
  return sortProblems(problems)
    .map((p) => {
      const text = escapeAnnotation(`${p.field ? `${p.field}: ` : ''}${p.message}${p.hint ? ` — ${p.hint}` : ''} [${p.code}]`);
      return `::${p.severity === 'info' ? 'notice' : p.severity} file=${escapeProperty(p.file)},line=${p.line},col=${p.column},title=${escapeProperty(titleOf(p))}::${text}`;
    })
    .join('\n');
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
}

/** A Markdown report grouped by file (line, problem, fix) for GitHub's job summary (`GITHUB_STEP_SUMMARY`). */
export function formatSummary(problems: Problem[]): string {
  const out = [`## Content check: ${summaryCounts(problems)}`, ''];
  const byFile = new Map<string, Problem[]>();
  for (const p of sortProblems(problems)) byFile.set(p.file, [...(byFile.get(p.file) ?? []), p]);
  for (const [file, list] of byFile) {
    out.push(`### \`${file}\``, '', '| line | problem | fix |', '|---|---|---|');
    for (const p of list) {
      const label = `${p.severity === 'error' ? '' : `${p.severity}: `}**${cell(titleOf(p))}** (\`${p.code}\`)`;
      out.push(`| ${p.line}:${p.column} | ${label}: ${cell(`${p.field ? `${p.field}: ` : ''}${p.message}`)} | ${cell(p.hint ?? '')} |`);
    }
    out.push('');
  }
  return out.join('\n');
}

export function hasErrors(problems: Problem[]): boolean {
  return problems.some((p) => p.severity === 'error');
}
