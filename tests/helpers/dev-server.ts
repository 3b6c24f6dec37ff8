/**
 * `npm run dev` over a copy of the content, for the dev server's tests: started on a port the
 * system chooses (PORT=0; a port picked here and passed on could be taken by another process
 * before the server listens, which a loaded machine showed),
 * its output kept, and waits that end on the state they expect (a line the server prints, a
 * page it serves), never after a fixed time.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { vi } from 'vitest';
import { clearOutput } from '../../build/stages/write.ts';
import { copyContent, ROOT, type ContentCopy } from './content.ts';

/**
 * A bound, not a wait: a (re)build takes seconds on a quiet machine, and a first build of the dev
 * server took 104 s in a fresh clone's `npm test` while the api, site and editor steps ran side by
 * side on two cores. Only a hung server reaches it.
 */
const LIMIT_MS = 420_000;

export interface DevServer {
  copy: ContentCopy;
  /** Where it serves, such as http://127.0.0.1:4321. */
  url: string;
  /** The output folder the server builds into. */
  out: string;
  get(path: string): Promise<Response>;
  /** Whether the server process is still running. */
  running(): boolean;
  /** Sends the server process a signal (SIGKILL: a dev server that dies without cleaning up); resolves when it has exited. */
  kill(signal: NodeJS.Signals): Promise<void>;
  /** Everything the server has printed so far. */
  output(): string;
  /** Resolves with the first match of `pattern` in what the server prints after position `from` of its output. */
  printed(pattern: RegExp, from?: number): Promise<RegExpExecArray>;
  /** Resolves with what `probe` returns once it returns something other than undefined. */
  eventually<T>(probe: () => Promise<T | undefined> | T | undefined, what: string): Promise<T>;
  stop(): Promise<void>;
}

/**
 * `env` adds to the server's environment (DECAP_SERVER_MODE…); `git` makes the
 * copy's folder a git repository with the content committed on `main`, as a project checkout is
 * (the editor's local backend in git mode works on its branches).
 */
export async function startDevServer(outPrefix: string, options: { env?: Record<string, string>; git?: boolean } = {}): Promise<DevServer> {
  const copy = copyContent();
  if (options.git) {
    const git = (...args: string[]) => execFileSync('git', args, { cwd: copy.dir, stdio: 'ignore' });
    git('init', '--quiet', '--initial-branch=main');
    git('config', 'user.name', 'Editor Test');
    git('config', 'user.email', 'editor-test@example.com');
    git('add', '-A');
    git('commit', '--quiet', '-m', 'content');
  }
  const out = mkdtempSync(join(tmpdir(), outPrefix));
  const dev = spawn(process.execPath, ['scripts/run.mjs', 'dev', '--content', copy.content, '--out', out], { cwd: ROOT, env: { ...process.env, PORT: '0', ...options.env } });
  let output = '';
  const listeners = new Set<() => void>();
  const take = (chunk: Buffer) => {
    output += chunk;
    for (const listener of listeners) listener();
  };
  dev.stdout!.on('data', take);
  dev.stderr!.on('data', take);

  const server: DevServer = {
    copy,
    url: '',
    out,
    get: (path) => fetch(`${server.url}${path}`, { headers: { accept: 'text/html' } }),
    running: () => dev.exitCode === null,
    async kill(signal) {
      if (dev.exitCode !== null || dev.signalCode !== null) return;
      const exited = new Promise((resolve) => dev.once('exit', resolve));
      dev.kill(signal);
      await exited;
    },
    output: () => output,
    printed(pattern, from = 0) {
      return new Promise((resolve, reject) => {
        const look = () => {
          const match = pattern.exec(output.slice(from));
          if (!match) return false;
          finish();
          resolve(match);
          return true;
        };
        const timer = setTimeout(() => {
          finish();
          reject(new Error(`timed out waiting for ${pattern} in the dev server's output:\n${output}`));
        }, LIMIT_MS);
        const finish = () => {
          clearTimeout(timer);
          listeners.delete(look);
        };
        if (!look()) listeners.add(look);
      });
    },
    async eventually(probe, what) {
      try {
        return await vi.waitFor(
          async () => {
            const value = await probe();
            if (value === undefined) throw new Error(`not yet: ${what}`);
            return value;
          },
          { timeout: LIMIT_MS, interval: 100 },
        );
      } catch {
        throw new Error(`timed out waiting for ${what}; dev server output:\n${output}`);
      }
    },
    async stop() {
      // The dev server stops its build in progress before it exits; only then is the output left alone.
      if (dev.exitCode === null && dev.signalCode === null) {
        const exited = new Promise((resolve) => dev.once('exit', resolve));
        dev.kill();
        await exited;
      }
      copy.remove();
      // Also what a build stopped midway had moved aside.
      await clearOutput(out);
    },
  };
  // It listens before its first build, so this line comes within seconds.
  const [, port] = await server.printed(/dev server on http:\/\/localhost:(\d+)\//);
  server.url = `http://127.0.0.1:${port}`;
  return server;
}
