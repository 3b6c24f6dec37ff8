// Every core's idle and total time so far (os.cpus(), in ms; the kernel counts 10 ms ticks):
// scripts/run.mjs records them as a command starts, and build/free-cores.ts compares them later
// to find how many cores are free now.
import { cpus } from 'node:os';

export const CPU_TIMES_ENV = 'CPU_TIMES_AT_START';

export function cpuTimes() {
  let idle = 0;
  let total = 0;
  for (const { times } of cpus()) {
    idle += times.idle;
    total += times.user + times.nice + times.sys + times.idle + times.irq;
  }
  return { idle, total };
}

/** The value of CPU_TIMES_ENV: the times now, and when. */
export const cpuTimesRecord = () => JSON.stringify({ ...cpuTimes(), at: Date.now() });
