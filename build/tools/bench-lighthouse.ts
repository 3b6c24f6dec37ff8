/**
 * `npm run bench:lighthouse`: builds the site into a temporary folder (or takes `--dist DIR`),
 * serves it locally with the site's static handler, runs Lighthouse's mobile preset on one page
 * of each template, prints the four scores with LCP, CLS and TBT, and writes them as a table
 * between the lighthouse markers of docs/benchmarks.md (`--no-write` only prints).
 * `--runs N` audits every page N times and keeps, per page, the run with the median
 * performance score (Lighthouse's own advice against its run-to-run variance).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from '../build.ts';
import { auditPages, CATEGORIES, CHROME_PATH, describeFailures, pagesToAudit, serve, type PageAudit } from './lighthouse.ts';
import { checkContent, projectPaths } from '../pipeline.ts';
import { formatProblems, hasErrors } from '../problems.ts';

const root = resolve(import.meta.dirname, '..', '..');
export const START = '<!-- lighthouse:start -->';
export const END = '<!-- lighthouse:end -->';

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};

/** The run with the median performance score of each page. */
export function medianRuns(runs: PageAudit[][]): PageAudit[] {
  return runs[0].map((_, i) => {
    const sorted = runs.map((r) => r[i]).sort((a, b) => a.scores.performance - b.scores.performance || a.lcpMs - b.lcpMs);
    return sorted[Math.floor((sorted.length - 1) / 2)];
  });
}

export function markdownTable(audits: PageAudit[]): string {
  const head = '| template | page | performance | accessibility | best practices | SEO | LCP | CLS | TBT |\n|---|---|---|---|---|---|---|---|---|';
  const rows = audits.map((a) => {
    const skipped = a.page.skip?.length ? ` (without ${a.page.skip.map((s) => `\`${s.audit}\`: ${s.why}`).join('; ')})` : '';
    return `| ${a.page.label} | \`${a.page.path}\` | ${a.scores.performance} | ${a.scores.accessibility} | ${a.scores['best-practices']} | ${a.scores.seo}${skipped} | ${(a.lcpMs / 1000).toFixed(2)} s | ${a.cls} | ${a.tbtMs} ms |`;
  });
  return [head, ...rows].join('\n');
}

/** Replaces what lies between the markers of a document (the markers stay). */
export function replaceBetweenMarkers(doc: string, body: string): string {
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/benchmarks.md has no ${START} … ${END} section to write the table into.`);
  return `${doc.slice(0, start + START.length)}\n${body}\n${doc.slice(end)}`;
}

async function main(): Promise<number> {
  const runs = Number(arg('--runs') ?? 1);
  let dist = arg('--dist');
  let temporary: string | undefined;
  if (!dist) {
    temporary = dist = mkdtempSync(join(tmpdir(), 'lighthouse-dist-'));
    const result = await build(projectPaths(root, { dist }), { compress: true });
    if (hasErrors(result.problems)) {
      process.stderr.write(`${formatProblems(result.problems)}\n`);
      return 1;
    }
  }
  const table = checkContent(projectPaths(root)).table;
  if (!table) throw new Error('the content does not check; run npm run check');
  const pages = pagesToAudit(table);
  const site = await serve(resolve(dist));
  const started = performance.now();
  const all: PageAudit[][] = [];
  try {
    for (let run = 1; run <= runs; run++) {
      if (runs > 1) process.stdout.write(`run ${run} of ${runs}\n`);
      all.push(await auditPages(site.url, pages, (line) => process.stdout.write(`${line}\n`)));
    }
  } finally {
    await site.close();
    if (temporary) rmSync(temporary, { recursive: true, force: true });
  }
  const seconds = (performance.now() - started) / 1000;
  const audits = medianRuns(all);
  const summary = markdownTable(audits);
  process.stdout.write(`\n${summary}\n\n${pages.length} pages × ${runs} run${runs > 1 ? 's' : ''} in ${seconds.toFixed(0)} s\n`);
  const failures = describeFailures(audits);
  if (failures.length) process.stdout.write(`\nBelow 100:\n${failures.join('\n')}\n`);
  if (!process.argv.includes('--no-write')) {
    const { lighthouse } = audits[0].versions;
    // The user agent's version is reduced to major.0.0.0; the binary says the whole of it.
    const chrome = /[\d.]+/.exec(execFileSync(CHROME_PATH, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }))?.[0] ?? audits[0].versions.chrome;
    const command = `npm run bench:lighthouse${runs > 1 ? ` -- --runs ${runs}` : ''}`;
    const body = [
      `Measured ${new Date().toISOString().slice(0, 10)} with \`${command}\`: Lighthouse ${lighthouse}, Chromium ${chrome}, mobile preset (simulated slow 4G, 4× CPU slowdown), ${cpus().length} cores; ${pages.length} pages × ${runs} run${runs > 1 ? 's' : ''} in ${Math.round(seconds)} s${runs > 1 ? ' (per page, the run with the median performance score)' : ''}.`,
      '',
      summary,
      ...(failures.length ? ['', 'Below 100:', '', ...failures.map((f) => `- ${f}`)] : []),
    ].join('\n');
    const file = join(root, 'docs/benchmarks.md');
    writeFileSync(file, replaceBetweenMarkers(readFileSync(file, 'utf8'), body));
    process.stdout.write('written to docs/benchmarks.md\n');
  }
  return CATEGORIES.every((c) => c === 'performance' || audits.every((a) => a.scores[c] === 100)) ? 0 : 1;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().then((code) => (process.exitCode = code), (err: unknown) => {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 1;
  });
}
