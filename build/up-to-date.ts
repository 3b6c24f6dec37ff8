/**
 * A build that has nothing to do is not run. The output of a build is a function of the code
 * (the bundle's stamp, which names the cache folder this record lives in), the content, schema
 * and image files, the command's settings, the day, and the environment variables listed in
 * `OUTPUT_ENV`. When all of them are what the last successful build into the same dist/ had,
 * and dist/ still holds exactly what that build wrote (build/stages/write.ts `intactOutput`),
 * building again would write the same files and find the same problems: the command reports
 * those problems again and stops. Anything else (an edit, a new or deleted file, another day,
 * a file changed, added or removed in dist/, another build into it) builds as before.
 *
 * Content files are compared by their bytes, not their times: a checkout that restores an older
 * file, or a tool that keeps times, still counts as a change.
 *
 * scripts/run.mjs runs this module (an entry of its own, `replayIfUpToDate`) before it loads the
 * build's code: a build with nothing to do then costs the check alone. A build that follows gets
 * the hash the check made (`INPUTS_ENV`), so the content is read for it once. `--force` skips the
 * check and leaves no record (the benchmarks time builds with it, and pay nothing for either).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, realpathSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { codeCacheDir } from '../src/lib/code-cache.ts';
import type { Paths } from './paths.ts';
import { buildDate } from './build-date.ts';
import { intactOutput, outputStamp } from './stages/write.ts';
import { LOCAL_BACKEND_URL_ENV } from './dev/local-backend-setting.ts';
import { buildSettings, pathsFromArgs, printReport, reportUnexpected, writeStats, type BuildSettings, type ProblemReport } from './command-line.ts';
import { bundleServer, SERVER_FILES } from './server-bundle.ts';

/** Where the check leaves its hash of the inputs for the build that follows in the same process (scripts/run.mjs clears it first). */
export const INPUTS_ENV = 'BUILD_INPUTS';

/**
 * The environment variables whose value can change what a build writes. Every variable the
 * build's code reads is either here or in tests/unit/up-to-date-inputs.test.ts's list of those that
 * cannot (the test reads the sources).
 */
export const OUTPUT_ENV = ['BUILD_DATE', 'CMS_GITHUB_REPO', 'NODE_ENV', 'LIBERATION_DIR', LOCAL_BACKEND_URL_ENV] as const;

/** What a successful build reported, kept to be reported again while nothing it read changes. */
export interface LastBuild {
  /** `buildInputs` when it began. */
  inputs: string;
  /** `intactOutput` when it ended. */
  output: string;
  /** Its problems as they were printed. */
  report: ProblemReport;
  pages: number;
  files: number;
  bytes: number;
  /** When it ended (ms since the epoch). */
  at: number;
}

/**
 * A hash of everything a build reads but its code: every file under the content, images and
 * schema folders (symbolic links followed), the folders themselves, the settings, the day and
 * year, and the `OUTPUT_ENV` variables.
 */
export function buildInputs(paths: Paths, settings: BuildSettings, env: NodeJS.ProcessEnv = process.env, now = new Date()): string {
  const hash = createHash('sha1');
  const { content, images, schemas, dist, cache, displayRoot } = paths;
  hash.update(JSON.stringify({ content, images, schemas, dist, cache, displayRoot, ...settings, today: buildDate(env, now), year: now.getFullYear(), env: OUTPUT_ENV.map((name) => env[name] ?? null) }));
  const seen = new Set<string>();
  const walk = (dir: string) => {
    let real: string;
    try {
      real = realpathSync(dir);
    } catch {
      hash.update(`\0missing\0${dir}\0`);
      return;
    }
    // A folder reached twice (images inside content/, a link back up) is read once.
    if (seen.has(real)) return;
    seen.add(real);
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      const stats = statSync(path, { throwIfNoEntry: false });
      if (stats?.isDirectory()) {
        hash.update(`\0dir\0${path}\0`);
        walk(path);
      } else if (stats?.isFile()) {
        const bytes = readFileSync(path);
        // Each file's length before its bytes: no file can be read as the end of another.
        hash.update(`\0file\0${path}\0${bytes.length}\0`).update(bytes);
      } else hash.update(`\0other\0${path}\0`);
    }
  };
  for (const dir of [content, images, schemas]) walk(dir);
  return hash.digest('hex');
}

const recordFile = (dir: string, dist: string) => join(dir, 'built', `${createHash('sha1').update(resolve(dist)).digest('hex').slice(0, 16)}.bin`);

/**
 * The last build into `paths.dist` when it is still current: made by this code from `inputs`,
 * and dist/ as it left it but for `others` (files put there after the build). Undefined otherwise,
 * and always for builds run from the TypeScript sources (no code stamp: tests).
 */
export function currentBuild(paths: Paths, inputs: string, others: ReadonlySet<string>): LastBuild | undefined {
  const dir = codeCacheDir(paths.cache);
  if (!dir) return undefined;
  let last: LastBuild;
  try {
    last = deserialize(readFileSync(recordFile(dir, paths.dist))) as LastBuild;
  } catch {
    return undefined;
  }
  if (last.inputs !== inputs) return undefined;
  return intactOutput(paths.dist, paths.cache, others) === last.output ? last : undefined;
}

/** Forgets the last build into `paths.dist`, before another begins: one that fails or is stopped leaves no record that describes dist/. */
export function forgetBuild(paths: Paths): void {
  const dir = codeCacheDir(paths.cache);
  if (dir) rmSync(recordFile(dir, paths.dist), { force: true });
}

/**
 * Keeps what a successful build into `paths.dist` reported, with the stamp of what it left there
 * (the records it has just written: it removed from dist/ every file they do not name).
 */
export function rememberBuild(paths: Paths, build: Omit<LastBuild, 'output' | 'at'>): void {
  const dir = codeCacheDir(paths.cache);
  const output = dir && outputStamp(paths.dist, paths.cache);
  if (!dir || !output) return;
  const file = recordFile(dir, paths.dist);
  try {
    mkdirSync(dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, serialize({ ...build, output, at: Date.now() } satisfies LastBuild));
    renameSync(partial, file);
  } catch {
    // Without the record the next build runs in full, nothing else.
  }
}

/**
 * `npm run build` when nothing changed: says so, prints the last build's problems as they were
 * printed, puts the compiled server back beside the site (as every build does) and returns true.
 * False when a build is needed: its inputs' hash is then in `process.env[INPUTS_ENV]` (unless a file
 * could not be read). `argv`: the command line (`process.argv`).
 */
export async function replayIfUpToDate(argv: readonly string[]): Promise<boolean> {
  const paths = pathsFromArgs(resolve(import.meta.dirname, '..'), argv);
  const others = new Set(SERVER_FILES);
  let last: LastBuild | undefined;
  try {
    const inputs = buildInputs(paths, buildSettings(argv));
    process.env[INPUTS_ENV] = inputs;
    last = currentBuild(paths, inputs, others);
  } catch {
    // A file that cannot be read, records cut short: the build reads them too, and says what is wrong.
    return false;
  }
  if (!last) return false;
  const when = new Date(last.at).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'medium' });
  const dist = relative(process.cwd(), paths.dist) || '.';
  // performance.now(): since the process started, the check included.
  process.stdout.write(`${dist}/ is up to date: nothing the build reads has changed since the build of ${when} (${last.pages} pages, ${last.files} files, ${(last.bytes / 1024).toFixed(0)} KB), checked in ${Math.round(performance.now())} ms. To build it again anyway: npm run build -- --force\n`);
  printReport(last.report);
  try {
    await bundleServer(paths.dist, paths.cache);
    writeStats(argv, { pages: last.pages, upToDate: true });
  } catch (err) {
    reportUnexpected(err);
  }
  return true;
}
