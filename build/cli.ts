/**
 * Command line of the build: `check`, `build`, `dev`, `start`, `types`, `new`.
 * Content problems are printed as a list and set the exit code; they never print a stack trace.
 */
import { relative, resolve } from 'node:path';
import { appendFileSync, writeFileSync } from 'node:fs';
import { check, projectPaths } from './pipeline.ts';
import { formatAnnotations, formatProblems, formatSummary, hasErrors, type Problem } from './problems.ts';
import { sourceLines } from './source-lines.ts';

const root = resolve(import.meta.dirname, '..');

// Output piped into `head` and closed early is not an error worth a stack trace.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  });
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
 * `build --force` builds even when nothing it reads has changed since the last build (build/up-to-date.ts).
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

/** `--stats FILE`: what the build did, as JSON (the benchmarks read it). */
function writeStats(stats: Record<string, unknown>): void {
  const at = process.argv.indexOf('--stats');
  if (at > 0) writeFileSync(process.argv[at + 1], JSON.stringify({ ...stats, maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024) }));
}

async function main(command: string | undefined): Promise<number> {
  const paths = pathsFromArgs();
  switch (command) {
    case 'check': {
      const started = performance.now();
      const result = await check(paths);
      printProblems(result.problems, paths.displayRoot);
      const files = result.sources.length;
      if (hasErrors(result.problems)) return 1;
      if (result.problems.length === 0 && process.env.GITHUB_STEP_SUMMARY) appendFileSync(process.env.GITHUB_STEP_SUMMARY, `## Content check: no problems in ${files} files\n`);
      process.stdout.write(`content OK: ${files} files, ${result.table?.routes.length ?? 0} routes checked in ${Math.round(performance.now() - started)} ms\n`);
      return 0;
    }
    case 'build': {
      const settings = { compress: !process.argv.includes('--no-compress') };
      const started = performance.now();
      const { buildInputs, currentBuild, forgetBuild, rememberBuild } = await import('./up-to-date.ts');
      const { bundleServer, SERVER_FILES } = await import('./server-bundle.ts');
      // The compiled server is linked into dist/ after the build (below), outside its records.
      const others = new Set(SERVER_FILES);
      const inputs = buildInputs(paths, settings);
      const last = process.argv.includes('--force') ? undefined : currentBuild(paths, inputs, others);
      if (last) {
        const when = new Date(last.at).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'medium' });
        process.stdout.write(`${relative(process.cwd(), paths.dist) || '.'}/ is up to date: nothing the build reads has changed since the build of ${when} (${last.pages} pages, ${last.files} files, ${(last.bytes / 1024).toFixed(0)} KB), checked in ${Math.round(performance.now() - started)} ms. To build it again anyway: npm run build -- --force\n`);
        printProblems(last.problems, paths.displayRoot);
        await bundleServer(paths.dist, paths.cache);
        writeStats({ pages: last.pages, upToDate: true });
        return 0;
      }
      // Until this build succeeds, no record says what dist/ holds.
      forgetBuild(paths);
      const { build } = await import('./build.ts');
      const result = await build(paths, { log: (line) => process.stdout.write(`${line}\n`), compress: settings.compress });
      printProblems(result.problems, paths.displayRoot);
      if (hasErrors(result.problems)) return 1;
      // The compiled server beside the site it serves (dist/_server/), for `node dist/_server/serve.mjs`.
      await bundleServer(paths.dist, paths.cache);
      rememberBuild(paths, { inputs, problems: result.problems, pages: result.pages, files: result.files, bytes: result.bytes }, others);
      writeStats({ pages: result.pages, timings: result.timings, images: result.images });
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
  (err: unknown) => {
    // A bug in the build itself, not in content: say so plainly, keep the detail for developers.
    process.stderr.write(`The build failed unexpectedly: ${err instanceof Error ? err.message : String(err)}\n`);
    if (process.env.DEBUG) console.error(err);
    else process.stderr.write('Run again with DEBUG=1 to see the stack trace, and report it to the developers.\n');
    process.exitCode = 70;
  },
);
