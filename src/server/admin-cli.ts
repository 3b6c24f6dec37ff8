/**
 * `npm run enquiries -- list | show ID | export --format csv|json [--since DATE]`
 * `npm run subscribers -- list | export --format csv|json [--since DATE]`
 * Reads the same store the server writes (DATA_DIR, or DATABASE_URL).
 */
import { loadConfig } from './config.ts';
import { openStore } from './main.ts';
import { writtenValue } from '../shared/enquiry.ts';
import type { StoredEnquiry, StoreTables } from './store.ts';
import { terminalJson, terminalText } from './terminal-text.ts';

/** A CSV cell; cells a spreadsheet would run as a formula (= + - @, tab, CR) are neutralised with a quote. */
export function csvCell(value: unknown): string {
  let text = value === undefined || value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: Record<string, unknown>[]): string {
  if (rows.length === 0) return '';
  const columns = Object.keys(rows[0]);
  return `${[columns.map(csvCell).join(','), ...rows.map((r) => columns.map((c) => csvCell(r[c])).join(','))].join('\r\n')}\r\n`;
}

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}

function usage(kind: string): string {
  return kind === 'enquiries'
    ? 'usage: npm run enquiries -- list | show ID | export --format csv|json [--since YYYY-MM-DD]\n'
    : 'usage: npm run subscribers -- list | export --format csv|json [--since YYYY-MM-DD]\n';
}

/**
 * Runs a command. `terminal`: the output goes to a terminal (not a file or a pipe); list and show
 * always escape control characters, JSON never needs to (its escapes keep the data exact), and a
 * CSV export is escaped only on a terminal, where it is read rather than kept.
 */
export async function runAdmin(kind: 'enquiries' | 'subscribers', args: string[], out: (s: string) => void = (s) => process.stdout.write(s), terminal = Boolean(process.stdout.isTTY), tables: StoreTables = {}): Promise<number> {
  const csv = (rows: Record<string, unknown>[]) => {
    if (!terminal) return toCsv(rows);
    process.stderr.write('Control characters are shown escaped on a terminal; redirect the export to a file for the exact data.\n');
    return toCsv(rows).split('\r\n').map(terminalText).join('\n');
  };
  const [command, id] = args;
  const since = option(args, 'since');
  if (since && !/^\d{4}-\d{2}-\d{2}/.test(since)) {
    process.stderr.write(`--since takes a date such as 2026-01-31, not "${terminalText(since)}"\n`);
    return 2;
  }
  const store = await openStore(loadConfig(), tables);
  try {
    if (kind === 'enquiries') {
      if (command === 'list') {
        const rows = await store.listEnquiries({ since });
        for (const e of rows) out(terminalText(`${e.id}  ${e.receivedAt}  ${e.spam ? '[spam] ' : ''}${writtenValue('name', e.name)} <${writtenValue('email', e.email)}>  ${writtenValue('intre', e.intre)}`) + '\n');
        out(`${rows.length} enquir${rows.length === 1 ? 'y' : 'ies'}\n`);
        return 0;
      }
      if (command === 'show' && id) {
        const e = await store.getEnquiry(id);
        if (!e) {
          process.stderr.write(`no enquiry with id ${terminalText(id)}\n`);
          return 1;
        }
        out(`${terminalJson(e)}\n`);
        return 0;
      }
      if (command === 'export') {
        const rows: StoredEnquiry[] = await store.listEnquiries({ since });
        const format = option(args, 'format') ?? 'json';
        if (format === 'json') out(`${terminalJson(rows)}\n`);
        // Each field by its kind: one-line fields on one line (also rows stored before they were), the message as it is (quoted by CSV).
        else if (format === 'csv') out(csv(rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === 'string' ? writtenValue(k, v, tables.fields) : v])))));
        else {
          process.stderr.write(`--format is csv or json, not "${format}"\n`);
          return 2;
        }
        return 0;
      }
    } else {
      const rows = await store.listSubscribers({ since });
      if (command === 'list') {
        for (const s of rows) out(`${terminalText(`${s.subscribedAt}  ${s.email}`)}\n`);
        out(`${rows.length} subscriber${rows.length === 1 ? '' : 's'}\n`);
        return 0;
      }
      if (command === 'export') {
        const format = option(args, 'format') ?? 'json';
        if (format === 'json') out(`${terminalJson(rows)}\n`);
        else if (format === 'csv') out(csv(rows));
        else {
          process.stderr.write(`--format is csv or json, not "${format}"\n`);
          return 2;
        }
        return 0;
      }
    }
    process.stderr.write(usage(kind));
    return 2;
  } finally {
    await store.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const kind = process.argv[2] === 'subscribers' ? 'subscribers' : 'enquiries';
  runAdmin(kind, process.argv.slice(3)).then(
    (code) => (process.exitCode = code),
    (err: unknown) => {
      process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
      process.exitCode = 1;
    },
  );
}
