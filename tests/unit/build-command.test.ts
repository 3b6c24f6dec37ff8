import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildEnvironment, buildNodeOptions } from '../../build/tools/build-command.ts';

const projectWith = (build: string) => {
  const dir = mkdtempSync(join(tmpdir(), 'build-command-'));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ scripts: { build } }));
  return dir;
};

describe('the benchmarks run the build as `npm run build` does', () => {
  it('takes the Node options between node and scripts/run.mjs, whatever comes before', () => {
    expect(buildNodeOptions(projectWith('MALLOC_ARENA_MAX=2 node --a=1 --b scripts/run.mjs build'))).toEqual(['--a=1', '--b']);
    expect(buildNodeOptions(projectWith('node scripts/run.mjs build'))).toEqual([]);
  });

  it('reads this project\'s own build script, which runs node', () => {
    const options = buildNodeOptions(resolve(import.meta.dirname, '..', '..'));
    expect(options.every((option) => option.startsWith('--'))).toBe(true);
  });

  it('takes the environment the build script sets before node', () => {
    expect(buildEnvironment(projectWith('MALLOC_ARENA_MAX=2 A=b=c node --a=1 scripts/run.mjs build'))).toEqual({ MALLOC_ARENA_MAX: '2', A: 'b=c' });
    expect(buildEnvironment(projectWith('node scripts/run.mjs build'))).toEqual({});
    expect(() => buildEnvironment(projectWith('nice node scripts/run.mjs build'))).toThrow(/"nice" before node/);
  });

  it('says what it expected when the build script has another form', () => {
    expect(() => buildNodeOptions(projectWith('tsx build/cli.ts build'))).toThrow(/node \[options\] scripts\/run\.mjs build/);
  });
});
