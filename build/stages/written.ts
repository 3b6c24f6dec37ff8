/**
 * What was written means what an editor meant: text that would show as nothing (only
 * spaces or invisible characters), a note (`<!--`) never closed, dates that do not exist, and
 * articles dated later than today, which are scheduled (left out of the site until their date).
 * Input: parsed files, today's date. Output: problems, the impossible dates' fields (the
 * validator's "must be a date" about them is dropped) and the scheduled files.
 */
import { fromCatalogue, type Problem } from '../problems.ts';
import { Errors } from '../errors/catalogue.ts';
import { formatFieldPath, locate } from '../locate.ts';
import { walkStrings } from './crossref.ts';
import type { SourceFile } from './parse.ts';
import { isBlank } from '../verify/scan.ts';
import { DATE } from '../build-date.ts';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "30 February 2025" or "month 13" when `value` (YYYY-MM-DD) names no day of the calendar; undefined when it does. */
export function impossibleDate(value: string): string | undefined {
  const m = DATE.exec(value);
  if (!m) return undefined;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12) return `month ${month} (in ${value}, written year-month-day)`;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day < 1 || day > days) return `${day} ${MONTHS[month - 1]} ${year}`;
  return undefined;
}

/** `2027-03-01` → `1 March 2027`. */
export const spelled = (value: string) => {
  const [y, m, d] = value.split('-').map(Number);
  return `${d} ${MONTHS[m - 1]} ${y}`;
};

/** What a blank text holds, in words: "spaces", "a zero-width space". */
function blankKind(value: string): string {
  if (value === '') return 'an empty pair of quotes';
  if (/^[ ]+$/.test(value)) return value.length === 1 ? 'a space' : 'spaces';
  if (/^\s+$/.test(value)) return 'spaces and line breaks';
  return 'invisible characters (such as a zero-width or non-breaking space)';
}

export interface Written {
  problems: Problem[];
  /** `file|field` of every blank text and impossible date (the validator's message about them is dropped: one mistake, one message). */
  fields: Set<string>;
  /** Articles dated after the build's day: left out of the site. */
  scheduled: Set<string>;
}

/** Where an unclosed `<!--` starts in a Markdown body (outside code), as a 0-based line and column. */
export function unclosedNote(body: string): { line: number; column: number } | undefined {
  // Most bodies have no note at all: nothing to look for line by line.
  if (!body.includes('<!--')) return undefined;
  const lines = body.split('\n');
  let fence: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i];
    const opener = /^ {0,3}(`{3,}|~{3,})/.exec(text)?.[1];
    if (opener && (!fence || opener[0] === fence[0])) {
      fence = fence ? undefined : opener;
      continue;
    }
    if (fence) continue;
    // Code spans keep `<!--` as written.
    const outsideCode = text.replace(/`[^`]*`/g, (code) => ' '.repeat(code.length));
    let at = outsideCode.indexOf('<!--');
    while (at >= 0) {
      const rest = [outsideCode.slice(at + 4), ...lines.slice(i + 1)].join('\n');
      const close = rest.indexOf('-->');
      if (close < 0) return { line: i, column: at };
      // Continue after this note (it may end on a later line).
      const consumed = rest.slice(0, close + 3).split('\n');
      if (consumed.length > 1) {
        i += consumed.length - 1;
        at = -1;
        break;
      }
      at = outsideCode.indexOf('<!--', at + 4 + close + 3);
    }
  }
  return undefined;
}

export function checkWritten(files: SourceFile[], today: string): Written {
  const problems: Problem[] = [];
  const fields = new Set<string>();
  const scheduled = new Set<string>();
  for (const source of files) {
    walkStrings(source.data, [], (value, path) => {
      // Worded only for the rare value with a problem: this runs on every text of the content.
      const field = () => formatFieldPath(path);
      const where = () => ({ file: source.file, ...locate(source, path), field: field() });
      if (value === '' || isBlank(value)) {
        fields.add(`${source.file}|${field()}`);
        problems.push(fromCatalogue(Errors.ValueBlank, where(), { shown: blankKind(value) }));
        return;
      }
      const named = value.length === 10 ? impossibleDate(value) : undefined;
      if (named) {
        fields.add(`${source.file}|${field()}`);
        problems.push(fromCatalogue(Errors.DateImpossible, where(), { value, named }));
        return;
      }
      if (value.includes('<!--') && !value.slice(value.indexOf('<!--')).includes('-->')) {
        problems.push(fromCatalogue(Errors.MarkdownCommentUnclosed, where(), {}));
      }
    });
    if (source.body !== undefined) {
      const note = unclosedNote(source.body);
      if (note) problems.push(fromCatalogue(Errors.MarkdownCommentUnclosed, { file: source.file, line: (source.bodyLine ?? 1) + note.line, column: note.column + 1, field: 'body' }, {}));
    }
    const date = source.type.key === 'articles' ? (source.data as { date?: unknown } | null)?.date : undefined;
    if (typeof date === 'string' && DATE.test(date) && !impossibleDate(date) && date > today) {
      scheduled.add(source.file);
      problems.push(fromCatalogue(Errors.ArticleScheduled, { file: source.file, ...locate(source, ['date']), field: 'date' }, { date, shown: spelled(date) }));
    }
  }
  return { problems, fields, scheduled };
}

/** A broken link or redirect to a scheduled article, said as such (its path ends with the article's file name, as every article's URL does). */
export function linkToScheduled(p: Problem, files: SourceFile[], scheduled: Set<string>): Problem {
  if ((p.code !== 'link-broken' && p.code !== 'redirect-target') || scheduled.size === 0) return p;
  const target = String(p.args?.path ?? p.args?.to ?? '');
  const name = target.split(/[?#]/)[0].replace(/\/+$/, '').split('/').pop();
  const article = files.find((f) => scheduled.has(f.file) && f.name === name);
  const date = (article?.data as { date?: string } | undefined)?.date;
  if (!article || !date) return p;
  return fromCatalogue(Errors.LinkScheduled, { file: p.file, line: p.line, column: p.column, field: p.field }, { href: String(p.args?.href ?? target), shown: spelled(date), file: article.file });
}
