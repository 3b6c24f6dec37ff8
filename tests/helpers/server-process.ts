/**
 * The site server as its own process (`src/server/serve.ts`, the same startServer as `npm start`),
 * with what it logs, to probe it over real HTTP and raw sockets as a client would.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { ROOT } from './content.ts';

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

export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/serve.ts'], {
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

/** Bytes written to a raw TCP connection, and everything the server sent back until it closed (or `waitMs`, a bound only a hang reaches, passed). */
export function rawExchange(port: number, data: string | Buffer, waitMs = 60_000): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(data));
    let answer = '';
    socket.on('data', (d) => (answer += d.toString('latin1')));
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
