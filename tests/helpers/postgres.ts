/**
 * A real PostgreSQL server for the tests, from Debian's `postgresql` package: initdb in a
 * temporary folder, started on a free port, one fresh database per test server. A missing
 * server is an error with instructions, never a skip.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { freePort } from './net.ts';

export interface TestPostgres {
  /** A new, empty database; its connection URL. */
  createDatabase(): Promise<string>;
  stop(): Promise<void>;
}

function binDir(): string {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).filter((v) => existsSync(join(base, v, 'bin', 'initdb'))).sort((a, b) => Number(b) - Number(a)) : [];
  if (!versions.length) {
    throw new Error('The PostgreSQL tests need a PostgreSQL server. Install it with `sudo apt-get install postgresql` (npm test does this when run as root), then run the tests again.');
  }
  return join(base, versions[0], 'bin');
}


export async function startPostgres(): Promise<TestPostgres> {
  const bin = binDir();
  const dir = mkdtempSync(join(tmpdir(), 'pg-'));
  const asRoot = process.getuid?.() === 0;
  // PostgreSQL refuses to run as root: run it as the package's `postgres` user.
  const run = (cmd: string, args: string[]) => execFileSync(asRoot ? 'runuser' : cmd, asRoot ? ['-u', 'postgres', '--', cmd, ...args] : args, { stdio: 'pipe' });
  if (asRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), Number(execFileSync('id', ['-g', 'postgres']).toString().trim()));
  const data = join(dir, 'data');
  run(join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  // A port chosen here can be taken by another process before PostgreSQL binds it (a loaded
  // machine with many servers and connections): then another port is tried, up to three.
  let port = 0;
  for (let attempt = 1; ; attempt++) {
    port = await freePort();
    try {
      run(join(bin, 'pg_ctl'), ['-D', data, '-l', join(dir, 'log'), '-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`, 'start']);
      break;
    } catch (error) {
      const log = existsSync(join(dir, 'log')) ? readFileSync(join(dir, 'log'), 'utf8') : '';
      if (attempt === 3 || !/could not bind|Address already in use/i.test(log)) throw error;
    }
  }
  const admin = postgres(`postgres://postgres@127.0.0.1:${port}/postgres`, { onnotice: () => {} });
  let n = 0;
  return {
    async createDatabase() {
      const name = `test_${process.pid}_${n++}`;
      await admin.unsafe(`CREATE DATABASE ${name}`);
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    async stop() {
      await admin.end({ timeout: 5 });
      try {
        run(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
