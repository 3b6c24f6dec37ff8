/**
 * The request fuzzer (issue 25): seeded, bounded random requests over raw sockets against the
 * server as `npm start` runs it and against the editor's local backend of `npm run dev`:
 * random methods, encoded and double-encoded paths, header sets (duplicates, odd casing, huge
 * values, obsolete line folding), bodies (truncated, oversized, compressed, malformed JSON and
 * forms, deep nesting). Properties: no 5xx and no crash; every answer carries the security headers
 * and the policy its normalised path should get; no byte of a file outside the served folder is
 * ever returned; the local backend changes no file; memory stays bounded; health answers afterwards.
 *
 * FUZZ_SEED=<n> replays a run (the seed is printed first; a failure prints it with the request);
 * the daily workflow .github/workflows/fuzz-requests.yml runs a new seed. FUZZ_RUNS scales it.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalBackend, type LocalBackend } from '../../build/dev/local-backend.ts';
import { rssMb } from '../../build/tools/bench-pipelining.ts';
import { adminContentSecurityPolicy } from '../../src/shared/security-headers.ts';
import { sharedDist, startServerProcess, type ServerProcess } from '../helpers/server-process.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 2025);
const RUNS = Number(process.env.FUZZ_RUNS ?? 1);
process.stdout.write(`request fuzzer: FUZZ_SEED=${SEED} (set it to replay this run)\n`);

const CANARY = 'CANARY-beside-dist-0b7e5d';
const SECURITY_HEADERS = ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'strict-transport-security', 'x-frame-options', 'permissions-policy'];

/** What came back on a raw connection: the status and headers of the first answer, and every byte. */
interface Answer {
  status?: number;
  headers: Record<string, string>;
  bytes: string;
}

/**
 * Writes `data` on a new connection (and half-closes it when `end`), and reads until the first
 * answer is whole (by Content-Length, chunked end, HEAD, or close) or `waitMs` passes.
 */
function exchange(port: number, data: Buffer, options: { head?: boolean; end?: boolean; waitMs?: number } = {}): Promise<Answer> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => (options.end ? socket.end(data) : socket.write(data)));
    let raw = Buffer.alloc(0);
    const parse = (): Answer & { whole: boolean } => {
      const text = raw.toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      if (end < 0) return { headers: {}, bytes: text, whole: false };
      const [statusLine, ...lines] = text.slice(0, end).split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) headers[line.slice(0, line.indexOf(':')).toLowerCase()] = line.slice(line.indexOf(':') + 1).trim();
      const status = Number(statusLine.split(' ')[1]);
      const body = raw.subarray(Buffer.byteLength(text.slice(0, end + 4), 'latin1'));
      const whole = options.head || status === 204 || status === 304 || (headers['content-length'] !== undefined ? body.length >= Number(headers['content-length']) : headers['transfer-encoding'] === 'chunked' ? body.includes('\r\n0\r\n\r\n') || body.subarray(0, 5).toString() === '0\r\n\r\n' : false);
      return { status, headers, bytes: text, whole };
    };
    const finish = () => {
      socket.destroy();
      const { whole: _whole, ...answer } = parse();
      resolve(answer);
    };
    socket.on('data', (d: Buffer) => {
      raw = Buffer.concat([raw, d]);
      if (parse().whole) finish();
    });
    socket.on('error', () => {});
    socket.on('close', finish);
    setTimeout(finish, options.waitMs ?? 30_000).unref();
  });
}

/** A request as bytes, and how to read it back: what a failure prints to replay it. */
interface FuzzRequest {
  method: string;
  target: string;
  headers: [string, string][];
  body: Buffer;
  /** The body is cut short and the connection half-closed: no answer is owed. */
  truncated: boolean;
}
const bytesOf = (r: FuzzRequest) => Buffer.concat([Buffer.from(`${r.method} ${r.target} HTTP/1.1\r\n${r.headers.map(([n, v]) => `${n}: ${v}\r\n`).join('')}\r\n`, 'latin1'), r.body]);
const replay = (r: FuzzRequest) => `FUZZ_SEED=${SEED}; request: ${JSON.stringify(bytesOf(r).toString('latin1').slice(0, 2000))}`;

// Paths: a prefix the server treats specially, then pieces that only decoding or normalising reveals.
const PREFIXES = ['/', '/admin/', '/admin', '/contact', '/contact-api/enquiries', '/contact-api/subscribe', '/contact-api/health', '/api/admin/auth', '/api/admin/callback', '/assets/', '/images/', '/about', '/404.html'];
const PIECES = ['..', '.', '%2e%2e', '%2E%2e', '%2e', '%252e%252e', '%2f', '%2F', '%252f', '%5c', '\\', '%00', '%', '%zz', '%c0%ae%c0%ae', 'contact', 'index.html', 'canary.txt', '..%2f..%2fcanary.txt', '%2e%2e%2fcanary.txt', '', 'admin', 'ADMIN', 'é', '%C3%A9', ';x', '?q=%2e%2e', '?x=1&y', '#frag', '*', '%20', '+'];
const path = fc.tuple(fc.constantFrom(...PREFIXES), fc.array(fc.constantFrom(...PIECES), { maxLength: 6 }), fc.constantFrom('/', '')).map(([prefix, pieces, sep]) => `${prefix}${pieces.join(sep)}`);
const target = fc.oneof({ weight: 8, arbitrary: path }, { weight: 1, arbitrary: fc.constantFrom('*', 'http://localhost/admin/..%2fcontact', '//evil.example/contact', 'contact', '/admin/\u00ff', '/%ff%fe') });

const METHODS = ['GET', 'GET', 'HEAD', 'POST', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'TRACE', 'get', 'Post', 'PROPFIND', 'X'];
const printable = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 60 });
const headerValue = fc.oneof(
  { weight: 6, arbitrary: printable },
  { weight: 1, arbitrary: fc.integer({ min: 1000, max: 20_000 }).map((n) => 'v'.repeat(n)) },
  { weight: 1, arbitrary: printable.map((v) => `${v}\r\n folded-continuation`) },
  { weight: 1, arbitrary: fc.constantFrom('', ' ', 'null', 'http://localhost', 'https://evil.example', 'gzip, br', 'application/json', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', '1.2.3.4, 5.6.7.8', 'admin_oauth_state=; x=y', '\u00e9\u00ff') },
);
const headerName = fc.constantFrom('Host', 'hOsT', 'Content-Type', 'content-type', 'Origin', 'Cookie', 'Accept-Encoding', 'X-Forwarded-For', 'Idempotency-Key', 'Referer', 'User-Agent', 'Expect', 'Connection', 'Range', 'If-None-Match', 'X-Anything', 'Content-Encoding');

const enquiry = JSON.stringify({ name: 'Asha Verma', email: 'asha@example.in', intre: 'Healthcare Technology', message: 'We need appointment booking for 12 clinics.' });
const BODIES: Record<string, () => Buffer> = {
  none: () => Buffer.alloc(0),
  json: () => Buffer.from(enquiry),
  malformedJson: () => Buffer.from('{"name": "A", '),
  deepJson: () => Buffer.from(`${'['.repeat(20_000)}${']'.repeat(20_000)}`),
  deepObject: () => Buffer.from(`${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`),
  form: () => Buffer.from('name=Asha&email=asha%40example.in&intre=Healthcare+Technology&message=We+need+booking+for+clinics'),
  malformedForm: () => Buffer.from('%%%&=&&name=%zz&=='),
  oversized: () => Buffer.from(JSON.stringify({ message: 'x'.repeat(40_000) })),
  gzipJson: () => gzipSync(Buffer.from(enquiry)),
  gzipBomb: () => gzipSync(Buffer.alloc(4_000_000)),
  binary: () => Buffer.from(Array.from({ length: 300 }, (_, i) => (i * 37) % 256)),
};
const framing = fc.constantFrom('length', 'length', 'chunked', 'shorter', 'truncated', 'none');

const request = fc
  .record({
    method: fc.constantFrom(...METHODS),
    target,
    host: fc.constantFrom('localhost', 'localhost', 'LOCALHOST', '127.0.0.1', 'evil.example', 'a b', undefined, 'duplicate'),
    extra: fc.array(fc.tuple(headerName, headerValue), { maxLength: 5 }),
    body: fc.constantFrom(...Object.keys(BODIES)),
    framing,
  })
  .map(({ method, target, host, extra, body, framing }): FuzzRequest => {
    const headers: [string, string][] = [];
    if (host === 'duplicate') headers.push(['Host', 'localhost'], ['host', 'evil.example']);
    else if (host !== undefined) headers.push(['Host', host]);
    headers.push(...extra);
    let bytes = BODIES[body]();
    if (body === 'json' || body === 'malformedJson' || body === 'deepJson' || body === 'deepObject' || body === 'oversized') headers.push(['Content-Type', 'application/json']);
    if (body === 'form' || body === 'malformedForm') headers.push(['Content-Type', 'application/x-www-form-urlencoded']);
    if (body.startsWith('gzip')) headers.push(['Content-Type', 'application/json'], ['Content-Encoding', 'gzip']);
    let truncated = false;
    if (bytes.length > 0 || framing === 'length') {
      if (framing === 'chunked') {
        headers.push(['Transfer-Encoding', 'chunked']);
        bytes = Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, Buffer.from('\r\n0\r\n\r\n')]);
      } else if (framing === 'shorter') headers.push(['Content-Length', String(Math.floor(bytes.length / 2))]);
      else if (framing === 'truncated') {
        headers.push(['Content-Length', String(bytes.length + 100)]);
        truncated = true;
      } else if (framing !== 'none') headers.push(['Content-Length', String(bytes.length)]);
    }
    headers.push(['Connection', 'close']);
    return { method, target, headers, body: bytes, truncated };
  });

/** The policy an answer must carry, from its path normalised as the URL standard does and decoded once (or undefined: refused). */
function expectedPolicy(rawTarget: string, sitePolicy: string): string | undefined {
  let pathname: string;
  try {
    pathname = new URL(rawTarget, 'http://localhost').pathname;
    const decoded = decodeURIComponent(pathname);
    if (/[\\\u0000-\u001f\u007f]/.test(decoded) || decoded.split('/').some((s) => s === '.' || s === '..')) return undefined;
    const path = decoded.replace(/\/{2,}/g, '/');
    return path === '/admin' || path.startsWith('/admin/') ? adminContentSecurityPolicy() : sitePolicy;
  } catch {
    return undefined;
  }
}

describe("npm start's server under random requests", () => {
  let work: string;
  let server: ServerProcess;
  let sitePolicy: string;

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'request-fuzz-'));
    // The shared build by hard links (the server only reads), with a canary beside it and links out of it.
    execFileSync('cp', ['-al', sharedDist(), join(work, 'dist')]);
    writeFileSync(join(work, 'canary.txt'), CANARY);
    symlinkSync(join(work, 'canary.txt'), join(work, 'dist', 'canary.txt'));
    symlinkSync(work, join(work, 'dist', 'assets', 'up'));
    sitePolicy = /Content-Security-Policy: (.+)/.exec(readFileSync(join(work, 'dist', '_headers'), 'utf8'))![1];
    server = await startServerProcess({ DIST_DIR: join(work, 'dist'), DATA_DIR: join(work, 'data'), RATE_LIMIT: '1000000', REQUEST_TIMEOUT_MS: '2000', GITHUB_OAUTH_CLIENT_ID: 'id', GITHUB_OAUTH_CLIENT_SECRET: 'secret', GITHUB_OAUTH_BASE_URL: 'http://127.0.0.1:9' });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(work, { recursive: true, force: true });
  });

  it('answers every request below 500, with the security headers and its path’s policy, never a byte from outside dist/', async () => {
    const pid = server.child.pid!;
    const before = rssMb(pid);
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const answer = await exchange(server.port, bytesOf(r), { head: r.method === 'HEAD', end: r.truncated });
        const why = `${replay(r)}; answered: ${JSON.stringify(answer.bytes.split('\r\n\r\n')[0].slice(0, 1500))}`;
        expect(answer.bytes, why).not.toContain(CANARY);
        if (answer.status === undefined) {
          // No answer: only for a request cut short by its client, which is gone.
          expect(r.truncated || answer.bytes === '', `no answer: ${why}`).toBe(true);
          return;
        }
        expect(answer.status, why).toBeLessThan(500);
        for (const name of SECURITY_HEADERS) expect(answer.headers[name], `${name}: ${why}`).toBeTruthy();
        const csp = answer.headers['content-security-policy'];
        if (r.target.startsWith('/api/admin/') && csp.startsWith("default-src 'none'")) return; // the login pages' stricter policy
        const expected = expectedPolicy(r.target, sitePolicy);
        // A refusal made before the request is read (400 unreadable, 408 too slow, 431 headers too large)
        // or its path decided carries the site's policy; every other answer its normalised path's.
        const refusedUnread = [400, 408, 431].includes(answer.status) && csp === sitePolicy;
        if (expected === undefined) expect(csp === sitePolicy && answer.status >= 400, `refused path: ${why}`).toBe(true);
        else expect(csp === expected || refusedUnread, `policy: ${why}`).toBe(true);
      }),
      { seed: SEED, numRuns: 250 * RUNS, endOnFailure: true },
    );
    // Alive, healthy, no failure logged, memory bounded.
    const health = await exchange(server.port, Buffer.from('GET /contact-api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'));
    expect(health.status).toBe(200);
    expect(server.child.exitCode).toBeNull();
    expect(server.logs().filter((l) => l.level === 'error')).toEqual([]);
    expect(server.stderr()).toBe('');
    expect(rssMb(pid) - before).toBeLessThan(100);
  });
});

describe("npm run dev's editor backend under random requests", () => {
  let repo: string;
  let backend: LocalBackend;
  let http: Server;
  let port: number;

  /** Every file of the repository and its content, to prove nothing changed. */
  const snapshot = (dir: string, prefix = ''): Record<string, string> =>
    Object.assign({}, ...readdirSync(dir, { withFileTypes: true }).map((d) => {
      const rel = `${prefix}${d.name}`;
      if (d.isSymbolicLink()) return { [rel]: 'link' };
      return d.isDirectory() ? snapshot(join(dir, d.name), `${rel}/`) : { [rel]: createHash('sha1').update(readFileSync(join(dir, d.name))).digest('hex') };
    }));

  beforeAll(async () => {
    repo = mkdtempSync(join(tmpdir(), 'backend-fuzz-'));
    mkdirSync(join(repo, 'content', 'industries'), { recursive: true });
    mkdirSync(join(repo, 'content', 'images'));
    mkdirSync(join(repo, 'src'));
    writeFileSync(join(repo, 'content', 'industries', 'aerospace.yaml'), 'name: Aerospace\n');
    writeFileSync(join(repo, 'src', 'code.ts'), 'export {};\n');
    writeFileSync(join(repo, 'canary.txt'), CANARY);
    symlinkSync(repo, join(repo, 'content', 'way-out'));
    const started = await startLocalBackend({ repoRoot: repo, folders: [join(repo, 'content'), join(repo, 'content', 'images')], write: () => {} });
    if ('refused' in started) throw new Error(started.refused);
    backend = started;
    http = createServer((req, res) => backend.handle(req, res, port));
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    port = (http.address() as { port: number }).port;
  });
  afterAll(async () => {
    http?.close();
    await backend?.stop();
    rmSync(repo, { recursive: true, force: true });
  });

  const ACTIONS = ['persistEntry', 'getEntry', 'entriesByFolder', 'entriesByFiles', 'deleteFile', 'deleteFiles', 'persistMedia', 'getMedia', 'getMediaFile', 'info', 'runShell', '__proto__'];
  const BAD_PATHS = ['../canary.txt', 'content/../canary.txt', 'content/../src/code.ts', '/etc/passwd', `${tmpdir()}/x`, 'content/%2e%2e/canary.txt', 'content/%252e%252e/x', 'content\\..\\canary.txt', 'content/way-out/canary.txt', 'content/way-out/src/code.ts', 'src/code.ts', 'canary.txt', '', 'content//x', 'content/./x', 'C:/x', 'content/\u0000x'];
  const OK_PATHS = ['content/industries/aerospace.yaml', 'content/industries', 'content/images/x.png'];
  const params = (action: string, p: unknown) => ({
    persistEntry: { dataFiles: [{ path: p, raw: 'planted: true\n', slug: 'x' }], assets: [], options: { commitMessage: 'x', status: 'draft' } },
    persistMedia: { asset: { path: p, content: Buffer.from(CANARY).toString('base64'), encoding: 'base64' }, options: { commitMessage: 'x' } },
    deleteFile: { path: p, options: { commitMessage: 'x' } },
    deleteFiles: { paths: [OK_PATHS[0], p], options: { commitMessage: 'x' } },
    entriesByFiles: { files: [{ path: p }] },
    entriesByFolder: { folder: p, extension: 'yaml', depth: 1 },
    getMedia: { mediaFolder: p },
  })[action] ?? { path: p };

  // Every request is wrong in at least one way (host, origin, action, a path, the body): each must be refused before decap-server.
  const backendRequest = fc
    .record({
      host: fc.constantFrom('own', 'own', 'rebind.example', 'localhost:1', '127.0.0.1', '', 'duplicate'),
      origin: fc.constantFrom('none', 'own', 'own', 'https://evil.example', 'null', 'http://127.0.0.1:1'),
      method: fc.constantFrom('POST', 'POST', 'POST', 'GET', 'PUT', 'OPTIONS'),
      type: fc.constantFrom('application/json', 'application/json', 'text/plain', ''),
      action: fc.constantFrom(...ACTIONS),
      path: fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...BAD_PATHS) }, { weight: 1, arbitrary: fc.constantFrom(...OK_PATHS) }, { weight: 1, arbitrary: fc.constantFrom(42, null, ['content/x'], { toString: 'x' }) }),
      body: fc.constantFrom('ok', 'ok', 'ok', 'malformed', 'deep', 'array'),
    })
    .filter((r) => r.host !== 'own' || (r.origin !== 'own' && r.origin !== 'none') || r.method !== 'POST' || r.type !== 'application/json' || r.body !== 'ok' || !['persistEntry', 'getEntry', 'entriesByFolder', 'entriesByFiles', 'deleteFile', 'deleteFiles', 'persistMedia', 'getMedia', 'getMediaFile'].includes(r.action) || !OK_PATHS.includes(r.path as string))
    .map((r): FuzzRequest => {
      const own = `127.0.0.1:${port}`;
      const headers: [string, string][] = [];
      if (r.host === 'duplicate') headers.push(['Host', 'rebind.example'], ['Host', own]); // Node keeps the first
      else headers.push(['Host', r.host === 'own' ? own : r.host]);
      if (r.origin !== 'none') headers.push(['Origin', r.origin === 'own' ? `http://${own}` : r.origin]);
      if (r.type) headers.push(['Content-Type', r.type]);
      const body = Buffer.from(r.body === 'malformed' ? '{"action":' : r.body === 'deep' ? '['.repeat(50_000) + ']'.repeat(50_000) : r.body === 'array' ? '[]' : JSON.stringify({ action: r.action, params: { branch: 'main', ...params(r.action, r.path) } }));
      headers.push(['Content-Length', String(body.length)], ['Connection', 'close']);
      return { method: r.method, target: '/api/v1', headers, body, truncated: false };
    });

  it('refuses every request that is not our editor’s with a path in content/, and changes no file', async () => {
    const before = snapshot(repo);
    await fc.assert(
      fc.asyncProperty(backendRequest, async (r) => {
        const answer = await exchange(port, bytesOf(r));
        const why = replay(r);
        expect(answer.bytes, why).not.toContain(CANARY);
        expect(answer.bytes, why).not.toContain('export {}');
        expect(answer.status, why).toBeDefined();
        expect([400, 403, 405, 413, 415], why).toContain(answer.status);
      }),
      { seed: SEED, numRuns: 150 * RUNS, endOnFailure: true },
    );
    expect(snapshot(repo)).toEqual(before);
    // Still answering our own editor.
    const info = Buffer.from(JSON.stringify({ action: 'info' }));
    const own = await exchange(port, Buffer.concat([Buffer.from(`POST /api/v1 HTTP/1.1\r\nHost: localhost:${port}\r\nContent-Type: application/json\r\nContent-Length: ${info.length}\r\nConnection: close\r\n\r\n`), info]));
    expect(own.status).toBe(200);
  });
});
