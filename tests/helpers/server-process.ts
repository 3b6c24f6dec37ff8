/**
 * The site server as its own process (`src/server/serve.ts`, the same startServer as `npm start`),
 * with what it logs, to probe it over real HTTP and raw sockets as a client would; and what the
 * API and security tests share: the project root and the one shared build of the site.
 *
 * Deliberately light to import: the API files import this, not tests/helpers/content.ts or
 * build.ts, which load the whole build pipeline (seconds of CPU per test file for a path).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { join, resolve } from 'node:path';
import { inject } from 'vitest';
import { compiledServer } from '../../build/server-bundle.ts';

export const ROOT = resolve(import.meta.dirname, '..', '..');

/**
 * The folder of the shared build (tests/helpers/shared-site.ts), read only: the server only reads
 * dist/, so a server under test serves it as it is instead of a 57 MB copy per file.
 */
export function sharedDist(): string {
  const site = inject('site');
  if (!site) throw new Error('The shared site is missing: this file must run in a vitest project with tests/helpers/shared-site.ts as its globalSetup (vitest.config.ts).');
  return site.dist;
}

let compiled: Promise<string> | undefined;

/**
 * A server entry (`serve` or `admin-cli`) compiled to JavaScript as deployments run it
 * (build/server-bundle.ts, in .cache/server/, shared by every test process while the sources do
 * not change): starting it under tsx compiled the server's TypeScript again in every process.
 */
export async function compiledEntry(entry: 'serve' | 'admin-cli'): Promise<string> {
  compiled ??= compiledServer(join(ROOT, '.cache'));
  return join(await compiled, `${entry}.mjs`);
}

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Every JSON line it printed so far. */
  logs(): Record<string, unknown>[];
  /** Everything it printed on stderr (nothing, when all goes well). */
  stderr(): string;
  /** SIGTERM; resolves with the exit code and how long the exit took. */
  stop(): Promise<{ code: number | null; ms: number }>;
}

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, [await compiledEntry('serve')], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stderr!.on('data', (d) => (err += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let listening = false;
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (d) => {
      out += d;
      const m = listening ? null : /listening on (\S+)/.exec(out);
      if (m) {
        listening = true;
        const url = m[1];
        resolve({
          url,
          port: Number(new URL(url).port),
          child,
          logs: () => out.split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as Record<string, unknown>),
          stderr: () => err,
          async stop() {
            const started = Date.now();
            if (child.exitCode === null) child.kill('SIGTERM');
            const code = await exited;
            return { code, ms: Date.now() - started };
          },
        });
      }
    });
    void exited.then((code) => reject(new Error(`the server exited (${code}) before listening:\n${out}${err}`)));
  });
}

/**
 * Bytes written to a raw TCP connection, and what the server sent back: one whole answer (its head
 * and the body its Content-Length announces), or everything until the server closed (or `waitMs`,
 * a bound only a hang reaches, passed). Not waiting for the close: after an answer it keeps alive,
 * the server would close only at its idle timeout, seconds later.
 */
export function rawExchange(port: number, data: string | Buffer, waitMs = 60_000): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(data));
    let answer = '';
    const whole = () => {
      const end = answer.indexOf('\r\n\r\n');
      const length = end < 0 ? null : /\r\ncontent-length: *(\d+)/i.exec(answer.slice(0, end));
      return length !== null && Buffer.byteLength(answer.slice(end + 4), 'latin1') >= Number(length[1]);
    };
    socket.on('data', (d) => {
      answer += d.toString('latin1');
      if (whole()) socket.destroy();
    });
    socket.on('error', () => {});
    socket.on('close', () => resolve(answer));
    setTimeout(() => socket.destroy(), waitMs).unref();
  });
}

/** The headers of a raw HTTP answer, names in lower case. */
export function rawHeaders(answer: string): { status: number; headers: Record<string, string> } {
  const [head] = answer.split('\r\n\r\n');
  const [statusLine, ...lines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) headers[line.slice(0, line.indexOf(':')).toLowerCase()] = line.slice(line.indexOf(':') + 1).trim();
  return { status: Number(statusLine.split(' ')[1]), headers };
}
