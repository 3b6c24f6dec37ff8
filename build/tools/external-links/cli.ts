/**
 * `npm run links:external`: checks every outside link of the content and reports what needs
 * attention (README → "The weekly outside-link issue").
 *   --json [FILE]      the report as JSON, into FILE or instead of the text on stdout
 *   --markdown FILE    the report as Markdown (the weekly issue's body); also appended to
 *                      $GITHUB_STEP_SUMMARY when that is set
 *   --dry-run          do not update content/link-health.json
 *   --content DIR      another content folder (tests)
 * Exit status: 0 nothing broken, 1 links broken (failed on two runs in a row), 2 the content has
 * errors (run npm run check), 3 could not check: no network.
 */
import { appendFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { projectPaths } from '../../pipeline.ts';
import { formatProblems } from '../../problems.ts';
import { sourceLines } from '../../source-lines.ts';
import { formatMarkdown, formatText } from './report.ts';
import { runLinkCheck } from './run.ts';

const root = resolve(import.meta.dirname, '..', '..', '..');
const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i < 0 ? undefined : args[i + 1] && !args[i + 1].startsWith('--') ? args[i + 1] : '';
};

async function main(): Promise<number> {
  const contentDir = option('--content');
  const paths = contentDir ? projectPaths(root, { content: resolve(contentDir), displayRoot: resolve(contentDir, '..') }) : projectPaths(root);
  const outcome = await runLinkCheck({ paths, readOnly: args.includes('--dry-run') });
  if (!outcome.report) {
    // Only errors stop the check; warnings are npm run check's business.
    const errors = outcome.problems.filter((p) => p.severity === 'error');
    process.stderr.write(`${formatProblems(errors, sourceLines(paths.displayRoot))}\n`);
    process.stderr.write('The content has errors (above): fix them first (npm run check), then check the outside links.\n');
    return 2;
  }
  const { report } = outcome;
  const json = option('--json');
  if (json) writeFileSync(json, `${JSON.stringify(report, null, 2)}\n`);
  if (json === '') process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  else process.stdout.write(formatText(report));
  const markdown = formatMarkdown(report);
  const md = option('--markdown');
  if (md) writeFileSync(md, markdown);
  if (process.env.GITHUB_STEP_SUMMARY) appendFileSync(process.env.GITHUB_STEP_SUMMARY, markdown);
  if (report.offline) return 3;
  return report.counts.broken > 0 ? 1 : 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    process.stderr.write(`The outside-link check failed unexpectedly: ${err instanceof Error ? err.message : String(err)}\n`);
    if (process.env.DEBUG) console.error(err);
    else process.stderr.write('Run again with DEBUG=1 to see the stack trace, and report it to the developers.\n');
    process.exitCode = 70;
  },
);
