/**
 * Whether a build gets its second render thread (build/free-cores.ts): from what the cores did
 * since the command started, not from the minute before it.
 */
import { spawnSync } from 'node:child_process';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freeCores } from '../../build/free-cores.ts';
import { CPU_TIMES_ENV, cpuTimes, cpuTimesRecord } from '../../scripts/cpu-times.mjs';

const record = (idle: number, total: number, at = Date.now()) => JSON.stringify({ idle, total, at });

describe('free cores for the render worker', () => {
  it('counts a core idle since the start as free, whatever the load average of the minute before', () => {
    // Two cores, 400 ms of counted time since the start: the build's own thread busy, the other idle.
    expect(freeCores(record(1000, 5000), { idle: 1200, total: 5400 }, 2, 1.9)).toBe(1);
    // Both busy (another build beside this one), though the load average is low.
    expect(freeCores(record(1000, 5000), { idle: 1000, total: 5400 }, 2, 0.1)).toBe(0);
  });

  it('falls back on the load average when there is no recent record, or too little counted since it', () => {
    expect(freeCores(undefined, cpuTimes(), 2, 1.5)).toBe(0.5);
    expect(freeCores(record(1000, 5000, Date.now() - 60_000), { idle: 5000, total: 9000 }, 2, 2.4)).toBe(0);
    expect(freeCores(record(1000, 5000), { idle: 1040, total: 5060 }, 4, 1)).toBe(3);
    expect(freeCores('not JSON', cpuTimes(), 2, 0)).toBe(2);
  });

  it('reads the record the command line writes as it starts', () => {
    const script = `import { freeCores } from ${JSON.stringify(join(import.meta.dirname, '../../build/free-cores.ts'))}; const until = Date.now() + 300; while (Date.now() < until); console.log(freeCores());`;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { env: { ...process.env, [CPU_TIMES_ENV]: cpuTimesRecord() }, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    // This process kept one core busy the whole time: at most the others are free.
    const free = Number(run.stdout);
    expect(free).toBeGreaterThanOrEqual(0);
    expect(free).toBeLessThanOrEqual(cpus().length - 0.5);
  });
});
