/**
 * How many cores are free for a second render thread, measured over the command's own start.
 *
 * The one-minute load average says how busy the machine was, not whether it is now: right after
 * a build (which keeps both cores of a 2-core machine busy for a few seconds) it stays near 2
 * for a minute while the machine sits idle, and the next build then rendered on one thread.
 * Instead, scripts/run.mjs records every core's time counters (scripts/cpu-times.mjs) as the
 * command starts; by the time the build decides, 100–300 ms later, their idle share says
 * what is free now. A long-running process (the dev server) has no recent record: the load
 * average is what it has.
 */
import { cpus, loadavg } from 'node:os';
import { CPU_TIMES_ENV, cpuTimes } from '../scripts/cpu-times.mjs';

/**
 * Cores idle since the command started (0 = all busy), when it started less than 10 s ago and
 * the cores have counted at least 100 ms since; otherwise from the load average (cores less the
 * runnable tasks, at least 0).
 */
export function freeCores(record = process.env[CPU_TIMES_ENV], now = cpuTimes(), cores = cpus().length, load = loadavg()[0]): number {
  const start = parse(record);
  if (start && Date.now() - start.at < 10_000) {
    const total = now.total - start.total;
    if (total >= 100) return (cores * (now.idle - start.idle)) / total;
  }
  return Math.max(0, cores - load);
}

function parse(record: string | undefined): { idle: number; total: number; at: number } | undefined {
  if (!record) return undefined;
  try {
    const value = JSON.parse(record) as { idle?: unknown; total?: unknown; at?: unknown };
    return typeof value.idle === 'number' && typeof value.total === 'number' && typeof value.at === 'number' ? (value as { idle: number; total: number; at: number }) : undefined;
  } catch {
    return undefined;
  }
}
