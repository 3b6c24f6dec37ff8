/**
 * Decap's local backend (decap-server) for `npm run dev`: the browser editor at /admin/ saves
 * through it into content/ on this machine instead of GitHub.
 *
 * The contract with the editor's configuration (build/stages/admin*.ts, src/admin/): the dev server
 * sets LOCAL_BACKEND_URL_ENV in its own environment and in its builds' before they run, and the
 * configuration's `local_backend` is `localBackendSetting()`. Decap itself honours `local_backend`
 * only when the editor is opened on localhost or 127.0.0.1 (detectProxyServer in decap-cms-core).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';

/** The environment variable holding the local backend's API URL while `npm run dev` runs it. */
export const LOCAL_BACKEND_URL_ENV = 'DECAP_LOCAL_BACKEND_URL';

/** What the editor's configuration sets as `local_backend`: the running decap-server, or Decap's default (port 8081). */
export function localBackendSetting(env: NodeJS.ProcessEnv = process.env): true | { url: string } {
  const url = env[LOCAL_BACKEND_URL_ENV];
  return url ? { url } : true;
}

export interface LocalBackendOptions {
  /** The repository decap-server reads and writes: the folder holding content/. */
  repoRoot: string;
  /** From localBackendPort(). */
  port: number;
  /** `fs` writes files straight into content/; `git` rehearses the editorial workflow (a branch per change). */
  mode?: 'fs' | 'git';
  /** Where its lines go, each prefixed. */
  write: (line: string) => void;
}

export interface LocalBackend {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** Why the backend cannot start, in words for the person running `npm run dev`. */
export interface LocalBackendRefusal {
  refused: string;
}

const PREFIX = '[editor] ';

async function portTaken(port: number): Promise<boolean> {
  const probe = createServer();
  return new Promise((resolve) => {
    probe.once('error', () => resolve(true));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(false)));
  });
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** The API URL of a local backend on `port`: what the editor's configuration points at. */
export function localBackendUrl(port: number): string {
  return `http://127.0.0.1:${port}/api/v1`;
}

/**
 * The local backend's port: DECAP_SERVER_PORT when set (refused when it is not a port number or
 * is taken), else a free one. Chosen before the first build, which writes it into the editor's configuration.
 */
export async function localBackendPort(configured: string | undefined): Promise<number | LocalBackendRefusal> {
  if (configured === undefined || configured === '') return freePort();
  const port = Number(configured);
  if (!Number.isInteger(port) || port < 1 || port > 65535) return { refused: `The editor's local backend cannot start: DECAP_SERVER_PORT is "${configured}", which is not a port number. Set it to a number from 1 to 65535, or remove it to let the dev server pick a free port. The site is served anyway; only saving from /admin/ is unavailable.` };
  if (await portTaken(port)) return { refused: `The editor's local backend cannot start: port ${port} (DECAP_SERVER_PORT) is already in use, perhaps by another \`npm run dev\` or a decap-server you started yourself. Stop that program, or set DECAP_SERVER_PORT to a free port. The site is served anyway; only saving from /admin/ is unavailable.` };
  return port;
}

/**
 * Starts decap-server on 127.0.0.1 and resolves once it answers. The child exits when this
 * process does, however it ends: it watches its stdin, a pipe that closes with its parent.
 */
export async function startLocalBackend(options: LocalBackendOptions): Promise<LocalBackend | LocalBackendRefusal> {
  const { port } = options;
  const entry = createRequire(import.meta.url).resolve('decap-server');
  const launcher = `process.stdin.on('close',()=>process.exit(0)).resume();require(${JSON.stringify(entry)})`;
  const child: ChildProcess = spawn(process.execPath, ['-e', launcher], {
    cwd: options.repoRoot,
    stdio: ['pipe', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      BIND_HOST: '127.0.0.1',
      GIT_REPO_DIRECTORY: options.repoRoot,
      MODE: options.mode ?? 'fs',
      // Its request log (one line per editor request) is noise next to the build's lines.
      LOG_LEVEL: 'warn',
    },
  });
  const forward = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) options.write(`${PREFIX}${line}\n`);
  };
  child.stdout!.on('data', forward);
  child.stderr!.on('data', forward);
  const killChild = () => child.kill();
  process.once('exit', killChild);

  const url = localBackendUrl(port);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const answering = (async () => {
    // decap-server prints nothing at LOG_LEVEL=warn when it is up: ask it, as the editor does.
    for (;;) {
      if (child.exitCode !== null) return false;
      try {
        const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ action: 'info' }) });
        if (res.ok) return true;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const up = await Promise.race([answering, exited.then(() => false)]);
  if (!up) {
    process.removeListener('exit', killChild);
    return { refused: `The editor's local backend (decap-server) stopped as it started, so saving from /admin/ is unavailable; its output is above, prefixed "${PREFIX.trim()}". The site is served anyway.` };
  }
  return {
    url,
    port,
    async stop() {
      process.removeListener('exit', killChild);
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill();
      await exited;
    },
  };
}
