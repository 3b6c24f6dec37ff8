/**
 * The site server as its own process (`src/server/serve.ts`, the same startServer as `npm start`),
 * with what it logs, to probe it over real HTTP and raw sockets as a client would; and what the
 * API and security tests share: the project root and the one shared build of the site.
 *
 * Deliberately light to import: the API files import this, not tests/helpers/content.ts or
 * build.ts, which load the whole build pipeline (seconds of CPU per test file for a path).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { inject } from 'vitest';

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

const compiled = new Map<string, Promise<string>>();

/**
 * A server entry (`serve` or `admin-cli`) compiled to one JavaScript file, once per test process:
 * starting it under tsx compiled the server's TypeScript again in every process (about 1.7 s of
 * CPU per start against 0.6 s). Packages are bundled except the native better-sqlite3; the file
 * lives in .cache/test-server/ so that what it resolves at run time resolves from node_modules/.
 * Named by its content, so processes that compile the same sources share one file.
 */
export function compiledEntry(entry: 'serve' | 'admin-cli'): Promise<string> {
  let file = compiled.get(entry);
  if (!file) {
    file = compile(entry);
    compiled.set(entry, file);
  }
  return file;
}

async function compile(entry: string): Promise<string> {
  const result = await build({
    entryPoints: [join(ROOT, 'src', 'server', `${entry}.ts`)],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    external: ['better-sqlite3'],
    // Bundled CommonJS packages call require() for Node's modules.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    // serve.ts finds the project from its own folder.
    define: { 'import.meta.dirname': JSON.stringify(join(ROOT, 'src', 'server')) },
    logLevel: 'warning',
  });
  const code = result.outputFiles[0].contents;
  const dir = join(ROOT, '.cache', 'test-server');
  const name = `${entry}-${createHash('sha1').update(code).digest('hex').slice(0, 16)}.mjs`;
  const file = join(dir, name);
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    // Written aside and renamed: another test process may be writing the same file.
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, code);
    renameSync(partial, file);
    // Compilations of earlier sources are of no more use.
    for (const old of readdirSync(dir)) if (old.startsWith(`${entry}-`) && old !== name && !old.includes('.mjs.')) rmSync(join(dir, old), { force: true });
  }
  return file;
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
