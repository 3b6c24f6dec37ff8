/**
 * Decap's local backend (decap-server) for `npm run dev`: the browser editor at /admin/ saves
 * through it into content/ on this machine instead of GitHub.
 *
 * The dev server answers for it on its own origin (LOCAL_BACKEND_PATH): no second port a page
 * could find, no CORS, and every request checked first (build/dev/local-backend-guard.ts). The
 * contract with the editor's configuration (build/stages/admin*.ts, src/admin/): the dev server
 * sets LOCAL_BACKEND_URL_ENV in its own environment and in its builds' before they run, and the
 * configuration's `local_backend` is `localBackendSetting()`, a path the editor makes absolute on
 * its page's origin. Decap itself honours `local_backend` only when the editor is opened on
 * localhost or 127.0.0.1 (detectProxyServer in decap-cms-core).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hostAllowed, originAllowed, refusedRequest } from './local-backend-guard.ts';
import { LOCAL_BACKEND_PATH } from './local-backend-setting.ts';

export { LOCAL_BACKEND_PATH, LOCAL_BACKEND_URL_ENV } from './local-backend-setting.ts';
/** The largest request the editor sends (a picture as base64 in a save); decap-server's own limit. */
const MAX_BODY_BYTES = 50 * 1024 * 1024;


export interface LocalBackendOptions {
  /** The repository decap-server reads and writes: the folder holding content/. */
  repoRoot: string;
  /** The folders the editor may read and write (content/, the media folder): any other path is refused before decap-server. */
  folders: string[];
  /** `fs` writes files straight into content/; `git` rehearses the editorial workflow (a branch per change). */
  mode?: 'fs' | 'git';
  /** Where its lines go, each prefixed. */
  write: (line: string) => void;
}

export interface LocalBackend {
  /**
   * Answers a request for LOCAL_BACKEND_PATH on the dev server listening on `port`: 403 (and a
   * line in the terminal) for another Host or Origin or a path outside the editor's folders,
   * else decap-server's answer.
   */
  handle(req: IncomingMessage, res: ServerResponse, port: number): void;
  stop(): Promise<void>;
}

/** Why the backend cannot start, in words for the person running `npm run dev`. */
export interface LocalBackendRefusal {
  refused: string;
}

const PREFIX = '[editor] ';

/**
 * One request to decap-server over its socket, on a connection of its own. Node 20's default
 * agent keeps connections open for the next request, and decap-server (express) closes one idle
 * for 5 s: a request sent on it just then failed, and the editor showed only "Refused:
 * decap-server did not answer" in place of the entry (seen in the editor's browser tests).
 */
export function ask(socketPath: string, body: Buffer | string): Promise<{ status: number; type: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ socketPath, agent: false, path: '/api/v1', method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 502, type: res.headers['content-type'] ?? 'application/json', body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Starts decap-server and resolves once it answers. It listens on a Unix socket in a private
 * folder, not on a TCP port: no web page can reach it except through the dev server's checks.
 * The child exits when this process does, however it ends: it watches its stdin, a pipe that
 * closes with its parent.
 */
export async function startLocalBackend(options: LocalBackendOptions): Promise<LocalBackend | LocalBackendRefusal> {
  const socketDir = mkdtempSync(join(tmpdir(), 'decap-server-'));
  const socketPath = join(socketDir, 'api.sock');
  const decap = createRequire(createRequire(import.meta.url).resolve('decap-server'));
  const launcher = [
    `process.stdin.on('close',()=>process.exit(0)).resume();`,
    `const app=require(${JSON.stringify(decap.resolve('express'))})();`,
    `const m=require(${JSON.stringify(decap.resolve('./middlewares.js'))});`,
    `(process.env.MODE==='git'?m.registerLocalGit:m.registerLocalFs)(app,{logLevel:'warn'}).then(()=>app.listen(${JSON.stringify(socketPath)}));`,
  ].join('');
  const child: ChildProcess = spawn(process.execPath, ['-e', launcher], {
    cwd: options.repoRoot,
    stdio: ['pipe', 'pipe', 'pipe'],
    env: { ...process.env, GIT_REPO_DIRECTORY: options.repoRoot, MODE: options.mode ?? 'fs' },
  });
  const forward = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) options.write(`${PREFIX}${line}\n`);
  };
  child.stdout!.on('data', forward);
  child.stderr!.on('data', forward);
  const cleanUp = () => {
    child.kill();
    rmSync(socketDir, { recursive: true, force: true });
  };
  process.once('exit', cleanUp);

  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const answering = (async () => {
    // decap-server prints nothing at LOG_LEVEL=warn when it is up: ask it, as the editor does.
    for (;;) {
      if (child.exitCode !== null) return false;
      try {
        if ((await ask(socketPath, JSON.stringify({ action: 'info' }))).status === 200) return true;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const up = await Promise.race([answering, exited.then(() => false)]);
  if (!up) {
    process.removeListener('exit', cleanUp);
    cleanUp();
    return { refused: `The editor's local backend (decap-server) stopped as it started, so saving from /admin/ is unavailable; its output is above, prefixed "${PREFIX.trim()}". The site is served anyway.` };
  }

  const refuse = (res: ServerResponse, status: number, why: string) => {
    options.write(`${PREFIX}refused a request to the local backend: ${why}\n`);
    res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify({ error: `Refused: ${why}.` }));
  };
  return {
    handle(req, res, port) {
      const host = req.headers.host;
      const origin = req.headers.origin;
      if (!hostAllowed(host, port)) return refuse(res, 403, `Host ${JSON.stringify(host ?? '')} is not this dev server (a page on another site, or DNS rebinding)`);
      if (!originAllowed(origin, port)) return refuse(res, 403, `Origin ${JSON.stringify(origin)} is not this dev server's editor`);
      if (req.method !== 'POST') return refuse(res, 405, `method ${req.method} (the editor only posts)`);
      if (!(req.headers['content-type'] ?? '').toLowerCase().startsWith('application/json')) return refuse(res, 415, 'a body that is not JSON');
      const chunks: Buffer[] = [];
      let size = 0;
      let tooLarge = false;
      req.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_BODY_BYTES) tooLarge = true;
        else chunks.push(chunk);
      });
      req.on('error', () => res.destroy());
      req.on('end', () => {
        if (tooLarge) return refuse(res, 413, `a body larger than ${MAX_BODY_BYTES / 1024 / 1024} MB`);
        const body = Buffer.concat(chunks);
        let parsed: unknown;
        try {
          parsed = JSON.parse(body.toString('utf8'));
        } catch {
          return refuse(res, 400, 'a body that is not JSON (or nested too deeply to read)');
        }
        const why = refusedRequest(parsed, options.repoRoot, options.folders);
        if (why) return refuse(res, 403, why);
        ask(socketPath, body).then(
          (answer) => res.writeHead(answer.status, { 'content-type': answer.type, 'cache-control': 'no-store' }).end(answer.body),
          () => refuse(res, 502, 'decap-server did not answer'),
        );
      });
    },
    async stop() {
      process.removeListener('exit', cleanUp);
      if (child.exitCode === null && child.signalCode === null) {
        child.kill();
        await exited;
      }
      rmSync(socketDir, { recursive: true, force: true });
    },
  };
}
