/**
 * Issue 25's findings against the site server as `npm start` runs it (its own process, over real
 * HTTP and raw sockets): one path decision per request (the file, the headers and the policy from
 * it; a path that decodes outside its prefix refused), confinement by real path, the headers on
 * the editor's login routes, a fresh OAuth state, files at rest, single-line mail fields.
 */
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminContentSecurityPolicy } from '../../src/shared/security-headers.ts';
import { rawExchange, rawHeaders, sharedDist, startServerProcess, type ServerProcess } from '../helpers/server-process.ts';

const SECURITY_HEADERS = ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'strict-transport-security', 'x-frame-options', 'permissions-policy'];
const fetch = (url: string, init: RequestInit = {}) => globalThis.fetch(url, { redirect: 'manual', ...init, headers: { connection: 'close', ...(init.headers as Record<string, string> | undefined) } });

let work: string;
let dist: string;
let server: ServerProcess;
let sitePolicy: string;
const CANARY = 'CANARY-outside-the-served-folder-7f3a';

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'hardening-'));
  // A copy of the shared build (this file plants links in it), and secrets beside it.
  dist = join(work, 'dist');
  cpSync(sharedDist(), dist, { recursive: true });
  writeFileSync(join(work, 'secret.txt'), CANARY);
  mkdirSync(join(work, 'dist-secret'));
  writeFileSync(join(work, 'dist-secret', 'index.html'), CANARY);
  symlinkSync(join(work, 'secret.txt'), join(dist, 'linked.txt'));
  symlinkSync(join(work, 'dist-secret'), join(dist, 'linked-folder'));
  symlinkSync('../dist-secret', join(dist, 'relative-link'));
  sitePolicy = /Content-Security-Policy: (.+)/.exec(readFileSync(join(dist, '_headers'), 'utf8'))![1];
  server = await startServerProcess({ DIST_DIR: dist, DATA_DIR: join(work, 'data'), GITHUB_OAUTH_CLIENT_ID: 'client', GITHUB_OAUTH_CLIENT_SECRET: 'secret', GITHUB_OAUTH_BASE_URL: 'http://127.0.0.1:9' });
});
afterAll(async () => {
  await server?.stop();
  rmSync(work, { recursive: true, force: true });
});

const contactTitle = () => /<title>[^<]*<\/title>/.exec(readFileSync(join(dist, 'contact', 'index.html'), 'utf8'))![0];

describe('one path decision per request', () => {
  // The editor's prefix, then a way out of it that only decoding reveals.
  const smuggled = ['/admin/..%2fcontact', '/admin/..%2Fcontact/', '/admin/%2e%2e%2fcontact', '/admin%2f..%2fcontact', '/admin/..%5ccontact', '/admin/x/..%2f..%2fcontact', '/admin/..%2f..%2f..%2fetc/passwd', '/contact-api/..%2fadmin/', '/assets/..%2f..%2fsecret.txt'];

  it.each(smuggled)('refuses %s, never serving another folder’s file under its policy', async (path) => {
    const res = await fetch(server.url + path);
    const body = await res.text();
    expect(res.status, path).toBe(400);
    expect(body).not.toContain(contactTitle());
    expect(body).not.toContain(CANARY);
    expect(res.headers.get('content-security-policy')).toBe(sitePolicy);
    for (const name of SECURITY_HEADERS) expect(res.headers.get(name), name).toBeTruthy();
  });

  it.each(['/admin/..%252fcontact', '/admin/%252e%252e/contact', '/admin%252f..%252fcontact'])('decodes %s once: a name in its folder, not a way out', async (path) => {
    const res = await fetch(server.url + path);
    const body = await res.text();
    expect(res.status).toBe(404);
    expect(body).not.toContain(contactTitle());
  });

  it('gives the editor its policy and everything else the site’s, by the same decoded path as the file', async () => {
    for (const [path, policy] of [['/admin/', adminContentSecurityPolicy()], ['/admin%2f', adminContentSecurityPolicy()], ['/adm%69n/', adminContentSecurityPolicy()], ['/contact', sitePolicy], ['/%63ontact', sitePolicy], ['//contact', sitePolicy]] as const) {
      const res = await fetch(server.url + path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-security-policy'), path).toBe(policy);
      const body = await res.text();
      if (policy === sitePolicy) expect(body, path).toContain(contactTitle());
    }
  });

  it('refuses the same over a raw socket, where no client normalises the path first', async () => {
    for (const path of ['/admin/../contact', '/admin/./../contact', '/admin/..%2fcontact', '/admin/%2e%2e/contact']) {
      const answer = await rawExchange(server.port, `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
      const { status, headers } = rawHeaders(answer);
      if (headers['content-security-policy'] === adminContentSecurityPolicy()) expect(answer, path).not.toContain(contactTitle());
      expect(status === 400 || headers['content-security-policy'] === sitePolicy, `${path}: ${status}`).toBe(true);
    }
  });
});

describe('confinement by real path', () => {
  it.each(['/linked.txt', '/linked-folder/', '/linked-folder/index.html', '/relative-link/', '/linked-folder'])('does not follow the symlink %s out of the served folder', async (path) => {
    const res = await fetch(server.url + path);
    expect(await res.text()).not.toContain(CANARY);
    expect(res.status).toBe(404);
  });
});

describe("the editor's login routes", () => {
  it('gives the redirect to GitHub the security headers', async () => {
    const res = await fetch(`${server.url}/api/admin/auth`);
    expect(res.status).toBe(302);
    for (const name of SECURITY_HEADERS) expect(res.headers.get(name), name).toBeTruthy();
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it('keeps the login page’s own stricter policy, with the other headers', async () => {
    const res = await fetch(`${server.url}/api/admin/callback?state=x&code=y`);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-security-policy')).toMatch(/^default-src 'none'; script-src 'nonce-/);
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    for (const name of SECURITY_HEADERS) expect(res.headers.get(name), name).toBeTruthy();
  });

  it.each([
    ['an empty state and an empty cookie', '', 'admin_oauth_state='],
    ['an empty state and no cookie', '', ''],
    ['a state equal to a cookie the server never made', 'aaaa', 'admin_oauth_state=aaaa'],
  ])('refuses %s as an expired login', async (_what, state, cookie) => {
    const res = await fetch(`${server.url}/api/admin/callback?state=${state}&code=stolen`, { headers: cookie ? { cookie } : {} });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('This login has expired');
  });

  it('makes a fresh random state per login, matching its cookie', async () => {
    const states = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${server.url}/api/admin/auth`);
      const state = new URL(res.headers.get('location')!).searchParams.get('state')!;
      expect(res.headers.getSetCookie().find((c) => c.startsWith('admin_oauth_state='))).toContain(`admin_oauth_state=${state};`);
      expect(state.length).toBeGreaterThanOrEqual(43);
      states.add(state);
    }
    expect(states.size).toBe(3);
  });
});

describe('files at rest', () => {
  const mode = (path: string) => (statSync(path).mode & 0o777).toString(8);
  const valid = { name: 'Asha Verma', email: 'asha@example.in', intre: 'Healthcare Technology', message: 'We need appointment booking for 12 clinics.' };

  it('keeps the data folder 700 and the database with its journal files 600', async () => {
    const res = await fetch(`${server.url}/contact-api/enquiries`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(valid) });
    expect(res.status).toBe(200);
    const data = join(work, 'data');
    expect(mode(data)).toBe('700');
    for (const file of ['enquiries.sqlite', 'enquiries.sqlite-wal', 'enquiries.sqlite-shm', 'ip-hash-salt']) {
      expect(existsSync(join(data, file)), file).toBe(true);
      expect(mode(join(data, file)), file).toBe('600');
    }
  });

  it('sets the same modes on a folder and a database restored readable by everyone', async () => {
    const data = join(work, 'restored');
    mkdirSync(data, { mode: 0o755 });
    chmodSync(data, 0o755);
    const restored = new Database(join(data, 'enquiries.sqlite'));
    restored.pragma('journal_mode = WAL');
    restored.exec('CREATE TABLE kept (x)');
    restored.close();
    writeFileSync(join(data, 'ip-hash-salt'), 'a'.repeat(64));
    for (const file of ['enquiries.sqlite', 'ip-hash-salt']) chmodSync(join(data, file), 0o644);
    const other = await startServerProcess({ DIST_DIR: dist, DATA_DIR: data });
    try {
      const res = await fetch(`${other.url}/contact-api/enquiries`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(valid) });
      expect(res.status).toBe(200);
      expect(mode(data)).toBe('700');
      for (const file of ['enquiries.sqlite', 'enquiries.sqlite-wal', 'enquiries.sqlite-shm', 'ip-hash-salt']) expect(mode(join(data, file)), file).toBe('600');
    } finally {
      await other.stop();
    }
  });
});
