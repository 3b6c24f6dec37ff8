/**
 * What the build's commands share and the up-to-date check needs before the build's own code is
 * loaded (scripts/run.mjs runs that check first): the paths and settings the command line names,
 * how problems are printed, and the `--stats` file. Nothing here loads the pipeline.
 */
import { appendFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { projectPaths, type Paths } from './paths.ts';

/**
 * `--content DIR` checks or builds another content folder (tests, benchmarks); paths print relative to its parent.
 * `--out DIR` writes the build there instead of dist/. `--cache DIR` keeps build caches (images…) there instead of .cache/.
 * `build --force` builds even when nothing it reads has changed since the last build (build/up-to-date.ts).
 */
export function pathsFromArgs(root: string, argv: readonly string[]): Paths {
  const value = (name: string) => {
    const at = argv.indexOf(name);
    return at >= 0 && argv[at + 1] !== undefined ? resolve(argv[at + 1]) : undefined;
  };
  const dist = value('--out');
  const cache = value('--cache');
  const content = value('--content');
  if (!content) return projectPaths(root, { dist, cache });
  return projectPaths(root, { content, displayRoot: resolve(content, '..'), dist, cache });
}

/** The settings of `build` that change what it writes. */
export interface BuildSettings {
  /** False with `--no-compress`: no .br and .gz beside text files. */
  compress: boolean;
}

export function buildSettings(argv: readonly string[]): BuildSettings {
  return { compress: !argv.includes('--no-compress') };
}

/** Problems as the command line prints them: for the terminal, for GitHub's annotations and for its job summary. Empty texts when there are none. */
export interface ProblemReport {
  text: string;
  annotations: string;
  summary: string;
}

export function printReport(report: ProblemReport): void {
  if (!report.text) return;
  process.stderr.write(`${report.text}\n`);
  if (process.env.GITHUB_ACTIONS === 'true') process.stdout.write(`${report.annotations}\n`);
  // GitHub shows this file on the pull request's checks page.
  if (process.env.GITHUB_STEP_SUMMARY) appendFileSync(process.env.GITHUB_STEP_SUMMARY, `${report.summary}\n`);
}

/** `--stats FILE`: what the build did, as JSON (the benchmarks read it). */
export function writeStats(argv: readonly string[], stats: Record<string, unknown>): void {
  const at = argv.indexOf('--stats');
  if (at >= 0 && argv[at + 1]) writeFileSync(argv[at + 1], JSON.stringify({ ...stats, maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024) }));
}

/** A bug in the build itself, not in content: said plainly, the detail kept for developers; exit code 70. */
export function reportUnexpected(err: unknown): void {
  process.stderr.write(`The build failed unexpectedly: ${err instanceof Error ? err.message : String(err)}\n`);
  if (process.env.DEBUG) console.error(err);
  else process.stderr.write('Run again with DEBUG=1 to see the stack trace, and report it to the developers.\n');
  process.exitCode = 70;
}
