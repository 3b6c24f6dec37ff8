/**
 * Command line of the build: `check`, `build`, `dev`, `start`, `types`.
 * Content problems are printed as a list and set the exit code; they never print a stack trace.
 */
import { join, resolve } from 'node:path';
import { checkContent, projectPaths } from './pipeline.ts';
import { appendFileSync, readFileSync } from 'node:fs';
import { formatAnnotations, formatProblems, formatSummary, hasErrors, type Problem, type SourceLines } from './problems.ts';

const root = resolve(import.meta.dirname, '..');

// Output piped into `head` and closed early is not an error worth a stack trace.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  });
}

/** Lines of the files named in problems, read once each, for the excerpt under each problem. */
function sourceLines(displayRoot: string): SourceLines {
  const cache = new Map<string, string[] | undefined>();
  return (file, line) => {
    if (!cache.has(file)) {
      try {
        cache.set(file, readFileSync(resolve(displayRoot, file), 'utf8').replace(/^\uFEFF/, '').split('\n'));
      } catch {
        cache.set(file, undefined);
      }
    }
    return cache.get(file)?.[line - 1];
  };
}

function printProblems(problems: Problem[], displayRoot: string): void {
  if (problems.length === 0) return;
  process.stderr.write(`${formatProblems(problems, sourceLines(displayRoot))}\n`);
  if (process.env.GITHUB_ACTIONS === 'true') process.stdout.write(`${formatAnnotations(problems)}\n`);
  // GitHub shows this file on the pull request's checks page.
  if (process.env.GITHUB_STEP_SUMMARY) appendFileSync(process.env.GITHUB_STEP_SUMMARY, `${formatSummary(problems)}\n`);
}

/**
 * `--content DIR` checks or builds another content folder (tests, benchmarks); paths print relative to its parent.
 * `--out DIR` writes the build there instead of dist/. `--cache DIR` keeps build caches (images…) there instead of .cache/.
 */
function pathsFromArgs() {
  const i = process.argv.indexOf('--content');
  const out = process.argv.indexOf('--out');
  const dist = out > 0 ? resolve(process.argv[out + 1]) : undefined;
  const cacheAt = process.argv.indexOf('--cache');
  const cache = cacheAt > 0 ? resolve(process.argv[cacheAt + 1]) : undefined;
  if (i < 0) return projectPaths(root, { dist, cache });
  const content = resolve(process.argv[i + 1]);
  return projectPaths(root, { content, displayRoot: resolve(content, '..'), dist, cache });
}

async function main(command: string | undefined): Promise<number> {
  const paths = pathsFromArgs();
  switch (command) {
    case 'check': {
      const started = performance.now();
      const result = checkContent(paths);
      if (!hasErrors(result.problems)) {
        // Images are read with sharp, which is asynchronous; the rest of the check is not.
        const { checkImageFiles } = await import('./images/probe.ts');
        result.problems.push(...(await checkImageFiles(result.sources, paths.images, join(paths.cache, 'images'))).problems);
      }
      printProblems(result.problems, paths.displayRoot);
      const files = result.sources.length;
      if (hasErrors(result.problems)) return 1;
      if (result.problems.length === 0 && process.env.GITHUB_STEP_SUMMARY) appendFileSync(process.env.GITHUB_STEP_SUMMARY, `## Content check: no problems in ${files} files\n`);
      process.stdout.write(`content OK: ${files} files, ${result.table?.routes.length ?? 0} routes checked in ${Math.round(performance.now() - started)} ms\n`);
      return 0;
    }
    case 'build': {
      const { build } = await import('./build.ts');
      const result = await build(paths, { log: (line) => process.stdout.write(`${line}\n`), compress: !process.argv.includes('--no-compress') });
      printProblems(result.problems, paths.displayRoot);
      const statsAt = process.argv.indexOf('--stats');
      if (statsAt > 0) {
        const { writeFileSync } = await import('node:fs');
        const stats = { pages: result.pages, timings: result.timings, images: result.images, maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024) };
        writeFileSync(process.argv[statsAt + 1], JSON.stringify(stats));
      }
      return hasErrors(result.problems) ? 1 : 0;
    }
    case 'dev': {
      const { dev } = await import('./dev.ts');
      await dev(paths);
      return 0;
    }
    case 'start': {
      const { start } = await import('./start.ts');
      return start(paths);
    }
    case 'types': {
      const { generateContentTypes, writeContentTypes, TYPES_FILE } = await import('./types.ts');
      if (process.argv.includes('--check')) {
        if (readFileSync(resolve(root, TYPES_FILE), 'utf8') === (await generateContentTypes(paths.schemas))) return 0;
        process.stderr.write(`${TYPES_FILE} is out of date with schemas/: run \`npm run types\` and commit the result.\n`);
        return 1;
      }
      const changed = await writeContentTypes(paths.schemas, resolve(root, TYPES_FILE));
      process.stdout.write(changed ? `updated ${TYPES_FILE}\n` : `${TYPES_FILE} is up to date\n`);
      return 0;
    }
    default:
      process.stderr.write('usage: tsx build/cli.ts check|build|dev|start|types\n');
      return 2;
  }
}

main(process.argv[2]).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    // A bug in the build itself, not in content: say so plainly, keep the detail for developers.
    process.stderr.write(`The build failed unexpectedly: ${err instanceof Error ? err.message : String(err)}\n`);
    if (process.env.DEBUG) console.error(err);
    else process.stderr.write('Run again with DEBUG=1 to see the stack trace, and report it to the developers.\n');
    process.exitCode = 70;
  },
);
