/**
 * The editor's GitHub login in the Hono server, over real HTTP, against a fake GitHub (a local
 * HTTP server with the authorize and token endpoints). What Chromium does with the page is in
 * tests/editor/github-login.test.ts.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { STATE_COOKIE, STATE_MAX_AGE_SECONDS } from '../../src/server/admin-auth.ts';
import { loadConfig } from '../../src/server/config.ts';
import type { Store } from '../../src/server/store.ts';
import { ROOT } from '../helpers/server-process.ts';
import { FAKE_CLIENT_ID, FAKE_CLIENT_SECRET, FAKE_TOKEN, startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.ts';

const servers: Server[] = [];
let github: FakeGitHub;
const logged: string[] = [];

/** The real app (its mount line included) with these settings, on a free port. */
async function serveApp(env: Record<string, string>): Promise<string> {
  vi.unstubAllEnvs();
  for (const name of ['GITHUB_OAUTH_CLIENT_ID', 'GITHUB_OAUTH_CLIENT_SECRET', 'GITHUB_OAUTH_SCOPE', 'GITHUB_OAUTH_BASE_URL']) vi.stubEnv(name, env[name] ?? '');
  // The login never touches the enquiry store.
  const app = createApp({ config: loadConfig({ LOG_REQUESTS: 'false', DATA_DIR: ROOT }, ROOT), store: {} as Store, salt: 'test', log: (line) => logged.push(line) });
  const server = createServer(getRequestListener(app.fetch));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const configured = () => ({ GITHUB_OAUTH_CLIENT_ID: FAKE_CLIENT_ID, GITHUB_OAUTH_CLIENT_SECRET: FAKE_CLIENT_SECRET, GITHUB_OAUTH_BASE_URL: github.url });

/** The path GitHub's authorize page sends the browser back to, and the state cookie the server set. */
async function startLogin(site: string): Promise<{ state: string; cookie: string; authorize: URL }> {
  const res = await fetch(`${site}/api/admin/auth?provider=github&site_id=localhost&scope=repo`, { redirect: 'manual' });
  expect(res.status).toBe(302);
  const authorize = new URL(res.headers.get('location')!);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${STATE_COOKIE}=`))!;
  return { state: authorize.searchParams.get('state')!, cookie, authorize };
}

const callback = (site: string, query: Record<string, string>, cookie?: string) => fetch(`${site}/api/admin/callback?${new URLSearchParams(query)}`, { headers: cookie ? { cookie: cookie.split(';')[0] } : {} });

beforeAll(async () => {
  github = await startFakeGitHub();
});
afterEach(() => {
  github.authorize = 'grant';
  github.token = 'grant';
});
afterAll(async () => {
  vi.unstubAllEnvs();
  for (const server of servers) server.close();
  await github.close();
});

describe('GET /api/admin/auth', () => {
  it('is off with a sentence when the OAuth app is not configured', async () => {
    const site = await serveApp({});
    for (const path of ['/api/admin/auth', '/api/admin/callback?code=x&state=y']) {
      const res = await fetch(site + path, { redirect: 'manual' });
      expect(res.status).toBe(404);
      const text = await res.text();
      expect(text).toContain('The editor’s GitHub login is not set up on this server. Its operator sets GITHUB_OAUTH_CLIENT_ID and GITHUB_OAUTH_CLIENT_SECRET');
      expect(text).not.toMatch(/\bat .*:\d+:\d+/);
    }
  });

  it('sends the editor to GitHub with the client id, the scope and a random state kept in a short-lived HttpOnly cookie', async () => {
    const site = await serveApp(configured());
    const first = await startLogin(site);
    expect(first.authorize.origin + first.authorize.pathname).toBe(`${github.url}/login/oauth/authorize`);
    expect(first.authorize.searchParams.get('client_id')).toBe(FAKE_CLIENT_ID);
    expect(first.authorize.searchParams.get('scope')).toBe('repo');
    expect(first.state).toMatch(/^[\w-]{43}$/);
    expect(first.cookie).toContain(`${STATE_COOKIE}=${first.state}`);
    expect(first.cookie).toMatch(/HttpOnly/i);
    expect(first.cookie).toMatch(/SameSite=Lax/i);
    expect(first.cookie).toContain(`Max-Age=${STATE_MAX_AGE_SECONDS}`);
    expect(first.cookie).toContain('Path=/api/admin/callback');
    // The secret never leaves the server.
    expect(first.authorize.toString()).not.toContain(FAKE_CLIENT_SECRET);
    expect((await startLogin(site)).state).not.toBe(first.state);
  });

  it('asks for public_repo when GITHUB_OAUTH_SCOPE says so, and names the fix for a value it does not know', async () => {
    expect((await startLogin(await serveApp({ ...configured(), GITHUB_OAUTH_SCOPE: 'public_repo' }))).authorize.searchParams.get('scope')).toBe('public_repo');
    const res = await fetch(`${await serveApp({ ...configured(), GITHUB_OAUTH_SCOPE: 'admin' })}/api/admin/auth`, { redirect: 'manual' });
    expect(res.status).toBe(500);
    expect(await res.text()).toContain('GITHUB_OAUTH_SCOPE is &quot;admin&quot;; set it to repo (private repositories) or public_repo (a public repository), or remove it for repo.');
  });
});

describe('GET /api/admin/callback', () => {
  it('exchanges the code with the app secret and answers the handshake page for this origin only, under a nonce policy', async () => {
    const site = await serveApp(configured());
    const { state, cookie } = await startLogin(site);
    const res = await callback(site, { code: 'code-from-github', state }, cookie);
    expect(res.status).toBe(200);
    expect(github.tokenRequests.at(-1)).toEqual({ client_id: FAKE_CLIENT_ID, client_secret: FAKE_CLIENT_SECRET, code: 'code-from-github' });
    const html = await res.text();
    expect(html).toContain(JSON.stringify(`authorization:github:success:${JSON.stringify({ token: FAKE_TOKEN, provider: 'github' })}`));
    expect(html).toContain("window.opener.postMessage('authorizing:github', origin)");
    expect(html).not.toMatch(/postMessage\([^)]*'\*'/);
    const csp = res.headers.get('content-security-policy')!;
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)![1];
    expect(html).toContain(`<script nonce="${nonce}">`);
    expect(csp).toContain("default-src 'none'");
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    // The state is single use: the cookie is cleared.
    expect(res.headers.getSetCookie().find((c) => c.startsWith(`${STATE_COOKIE}=`))).toMatch(/Max-Age=0/);
    // A second page load has a fresh nonce.
    const again = await startLogin(site);
    const second = await callback(site, { code: 'code-from-github', state: again.state }, again.cookie);
    expect(second.headers.get('content-security-policy')).not.toBe(csp);
  });

  it.each([
    ['no state cookie (another browser, or expired)', (state: string) => ({ query: { code: 'code-from-github', state }, cookie: false })],
    ['a state that is not the cookie’s', (state: string) => ({ query: { code: 'code-from-github', state: `${state.slice(1)}x` }, cookie: true })],
  ])('refuses %s with 400 and a plain page, without asking GitHub', async (_name, make) => {
    const site = await serveApp(configured());
    const { state, cookie } = await startLogin(site);
    const asked = github.tokenRequests.length;
    const { query, cookie: withCookie } = make(state);
    const res = await callback(site, query, withCookie ? cookie : undefined);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('This login window is too old, or was opened in another browser. Close it and choose “Login with GitHub” in the editor again.');
    expect(github.tokenRequests.length).toBe(asked);
  });

  it.each([
    ['the editor refused access at GitHub', { authorize: 'deny' }, 403, 'GitHub says access was not allowed, so you are not logged in.'],
    ['the code expired', { token: 'bad_verification_code' }, 400, 'The login code from GitHub has expired or was already used.'],
    ['GitHub does not accept the app’s id and secret', { token: 'incorrect_client_credentials' }, 500, 'The editor’s GitHub login is set up wrongly on this server (GitHub does not accept GITHUB_OAUTH_CLIENT_ID and GITHUB_OAUTH_CLIENT_SECRET). Please tell the site’s operator; nothing was changed.'],
    ['GitHub drops the connection', { token: 'drop' }, 502, 'The server could not reach GitHub to finish your login. Close this window and try again in a minute.'],
  ] as const)('when %s, answers %i with a page in plain words that also tells the editor window', async (_name, behaviour, status, sentence) => {
    Object.assign(github, behaviour);
    const site = await serveApp(configured());
    const { authorize, cookie } = await startLogin(site);
    // Follow GitHub's authorize step as a browser would: it sends us back to the callback.
    github.callback = `${site}/api/admin/callback`;
    const back = (await fetch(authorize, { redirect: 'manual' })).headers.get('location')!;
    const res = await fetch(back, { headers: { cookie: cookie.split(';')[0] } });
    expect(res.status).toBe(status);
    const html = await res.text();
    expect(html).toContain(sentence);
    expect(html).toContain('authorization:github:error:');
    expect(html).not.toContain(FAKE_CLIENT_SECRET);
    expect(html).not.toMatch(/\bat .*:\d+:\d+/);
  });
});
