/**
 * `npm run bench:cold [-- --runs N]`: the cold build of the real site (target 2 of the build-speed
 * issue: ≤ 10 s whole-process, ≤ 500 MB), measured the same way every time. In a copy of the
 * project (its tracked files as they are in the working tree, node_modules linked), so the
 * project's own .cache/ and dist/ are left alone, it times `npm run build`'s command (with its
 * MALLOC_ARENA_MAX=2, and both render threads) N times each way, in turn:
 *   fully cold     .cache/ and dist/ emptied: a fresh clone after `npm ci`
 *   pictures cold  .cache/images/ and dist/ emptied, every other cache kept from the run before
 *   pictures kept  everything emptied but .cache/images/: a CI run that keeps the picture cache
 *                  (.github/workflows/ci.yml, actions/cache), on a fresh clone
 * and prints each run and the medians: wall time, CPU (user + system of the build and every
 * process it waited for, esbuild's included) and the peak RSS of the build's process (esbuild's
 * own process, which bundles the editor, is not in it). Linux only (/proc).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { buildEnvironment, buildNodeOptions } from './build-command.ts';

const root = resolve(import.meta.dirname, '..', '..');
const runsAt = process.argv.indexOf('--runs');
const runs = runsAt > 0 ? Number(process.argv[runsAt + 1]) : 3;
const TARGET = { seconds: 10, mb: 500 };

const ticks = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;
/** CPU seconds of the processes this one has waited for (/proc/self/stat: cutime + cstime). */
function childrenCpu(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[13]) + Number(fields[14])) / ticks;
}

/** The project's tracked files as they are now, in a new folder, with node_modules linked. */
function copyProject(): string {
  const dir = mkdtempSync(join(tmpdir(), 'agency-cold-'));
  const files = spawnSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).stdout.split('\0').filter(Boolean);
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    try {
      cpSync(join(root, file), join(dir, file));
    } catch {
      // Deleted in the working tree and not yet committed: the build does not see it either.
    }
  }
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return dir;
}

interface Run {
  seconds: number;
  cpu: number;
  mb: number;
  /** The build's stages, in ms (its --stats). */
  timings: Record<string, number>;
}

function build(dir: string): Run {
  const statsFile = join(dir, 'stats.json');
  const cpu = childrenCpu();
  const start = performance.now();
  const result = spawnSync(process.execPath, [...buildNodeOptions(dir), 'scripts/run.mjs', 'build', '--force', '--stats', statsFile], {
    cwd: dir,
    // Both render threads every run: a build skips its page worker when the load average is at
    // least the number of cores, which the run before leaves it at, and the runs would differ.
    env: { ...process.env, ...buildEnvironment(dir), RENDER_WORKER: '1' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const seconds = (performance.now() - start) / 1000;
  if (result.status !== 0) throw new Error(`the build failed:\n${result.stdout}\n${result.stderr}`);
  const stats = JSON.parse(readFileSync(statsFile, 'utf8')) as { maxRssMb: number; timings: Record<string, number> };
  return { seconds, cpu: childrenCpu() - cpu, mb: stats.maxRssMb, timings: stats.timings };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function report(name: string, measured: Run[]): string {
  const each = measured.map((r) => `${r.seconds.toFixed(1)} s / ${r.cpu.toFixed(1)} CPU-s / ${r.mb} MB`).join('; ');
  const seconds = median(measured.map((r) => r.seconds));
  const mb = median(measured.map((r) => r.mb));
  const met = seconds <= TARGET.seconds && mb <= TARGET.mb ? 'within' : 'not within';
  const stages = Object.keys(measured[0].timings).map((stage) => `${stage} ${Math.round(median(measured.map((r) => r.timings[stage] ?? 0)))}`).join(' · ');
  const indent = ' '.repeat(15);
  return `${name.padEnd(15)}${seconds.toFixed(2)} s, ${median(measured.map((r) => r.cpu)).toFixed(1)} CPU-s, ${mb} MB (medians of ${measured.length}: ${met} ${TARGET.seconds} s and ${TARGET.mb} MB)\n${indent}${each}\n${indent}stages (ms, medians): ${stages}`;
}

function main(): void {
  const dir = copyProject();
  try {
    const fully: Run[] = [];
    const pictures: Run[] = [];
    const kept: Run[] = [];
    const empty = (path: string) => rmSync(join(dir, path), { recursive: true, force: true });
    for (let i = 0; i < runs; i++) {
      empty('.cache');
      empty('dist');
      fully.push(build(dir));
      empty('.cache/images');
      empty('dist');
      pictures.push(build(dir));
      renameSync(join(dir, '.cache', 'images'), join(dir, 'images-kept'));
      empty('.cache');
      empty('dist');
      mkdirSync(join(dir, '.cache'));
      renameSync(join(dir, 'images-kept'), join(dir, '.cache', 'images'));
      kept.push(build(dir));
    }
    process.stdout.write(`${report('fully cold', fully)}\n${report('pictures cold', pictures)}\n${report('pictures kept', kept)}\n`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main();
