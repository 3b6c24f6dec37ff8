/**
 * Command line of the build: `check`, `build`, `dev`, `start`, `types`, `new`.
 * Content problems are printed as a list and set the exit code; they never print a stack trace.
 */
import { resolve } from 'node:path';
import { appendFileSync } from 'node:fs';
import { check } from './pipeline.ts';
import { formatAnnotations, formatProblems, formatSummary, hasErrors, type Problem } from './problems.ts';
import { sourceLines } from './source-lines.ts';
import { buildSettings, pathsFromArgs, printReport, reportUnexpected, writeStats, type ProblemReport } from './command-line.ts';

const root = resolve(import.meta.dirname, '..');

// Output piped into `head` and closed early is not an error worth a stack trace.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  });
}

/** The printed forms of `problems`, each file's line under its problem read from `displayRoot`. */
function reportOf(problems: Problem[], displayRoot: string): ProblemReport {
  if (problems.length === 0) return { text: '', annotations: '', summary: '' };
  return { text: formatProblems(problems, sourceLines(displayRoot)), annotations: formatAnnotations(problems), summary: formatSummary(problems) };
}

async function main(command: string | undefined): Promise<number> {
  const paths = pathsFromArgs(root, process.argv);
  switch (command) {
    case 'check': {
      const started = performance.now();
      const result = await check(paths);
      printReport(reportOf(result.problems, paths.displayRoot));
      const files = result.sources.length;
      if (hasErrors(result.problems)) return 1;
      if (result.problems.length === 0 && process.env.GITHUB_STEP_SUMMARY) appendFileSync(process.env.GITHUB_STEP_SUMMARY, `## Content check: no problems in ${files} files\n`);
      process.stdout.write(`content OK: ${files} files, ${result.table?.routes.length ?? 0} routes checked in ${Math.round(performance.now() - started)} ms\n`);
      return 0;
    }
    case 'build': {
      // A build with nothing to do was stopped before this code was loaded (scripts/run.mjs,
      // build/up-to-date.ts), which left the hash of what it read here; this build is recorded
      // with it for the next, once it succeeds. Without it (--force, an unreadable file) nothing is.
      const settings = buildSettings(process.argv);
      const { forgetBuild, rememberBuild, INPUTS_ENV } = await import('./up-to-date.ts');
      const { bundleServer } = await import('./server-bundle.ts');
      const inputs = process.env[INPUTS_ENV];
      // Until this build succeeds, no record says what dist/ holds.
      forgetBuild(paths);
      const { build } = await import('./build.ts');
      const result = await build(paths, { log: (line) => process.stdout.write(`${line}\n`), compress: settings.compress });
      const report = reportOf(result.problems, paths.displayRoot);
      printReport(report);
      if (hasErrors(result.problems)) return 1;
      // The compiled server beside the site it serves (dist/_server/), for `node dist/_server/serve.mjs`.
      await bundleServer(paths.dist, paths.cache);
      if (inputs) rememberBuild(paths, { inputs, report, pages: result.pages, files: result.files, bytes: result.bytes });
      writeStats(process.argv, { pages: result.pages, timings: result.timings, images: result.images });
      return 0;
    }
    case 'dev': {
      const { dev } = await import('./dev/dev-server.ts');
      await dev(paths);
      return 0;
    }
    case 'start': {
      const { start } = await import('./start.ts');
      return start(paths);
    }
    case 'types': {
      const { staleGeneratedFiles, writeGeneratedFiles } = await import('./generate-types.ts');
      const { siteRegistry } = await import('../src/collections.ts');
      if (process.argv.includes('--check')) {
        const stale = await staleGeneratedFiles(root, paths.schemas, siteRegistry);
        if (stale.length === 0) return 0;
        process.stderr.write(`${stale.join(' and ')} ${stale.length === 1 ? 'is' : 'are'} out of date with src/collections.ts and schemas/: run \`npm run types\` and commit the result.\n`);
        return 1;
      }
      const changed = await writeGeneratedFiles(root, paths.schemas, siteRegistry);
      process.stdout.write(changed.length ? `updated ${changed.join(', ')}\n` : 'generated files are up to date\n');
      return 0;
    }
    case 'new': {
      const [collection, slug] = process.argv.slice(3).filter((a) => !a.startsWith('--'));
      if (!collection || !slug) {
        process.stderr.write('usage: npm run new <collection> <slug>, for example npm run new industries fintech-lending\n');
        return 2;
      }
      const { scaffold } = await import('./scaffold.ts');
      const { siteRegistry } = await import('../src/collections.ts');
      try {
        const made = scaffold({ contentDir: paths.content, schemaDir: paths.schemas, displayRoot: paths.displayRoot, collection, slug, registry: siteRegistry });
        process.stdout.write(`wrote ${made.file}: fill in its ${made.fields} empty field${made.fields === 1 ? '' : 's'} (each has a comment saying what goes there), then run npm run check\n`);
        return 0;
      } catch (err) {
        process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
        return 1;
      }
    }
    default:
      process.stderr.write('usage: tsx build/cli.ts check|build|dev|start|types|new\n');
      return 2;
  }
}

main(process.argv[2]).then(
  (code) => {
    process.exitCode = code;
  },
  reportUnexpected,
);
