/**
 * The editor's GitHub login in Chromium: Decap's own authenticator (decap-cms-lib-auth, the code
 * the GitHub backend runs on "Login with GitHub") opens our /api/admin/auth in a popup, the fake
 * GitHub sends it back to /api/admin/callback, and the handshake hands the token to the editor
 * window, only when that window is on the site's own origin.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { build } from 'esbuild';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { securityHeaders } from '../../src/shared/security-headers.ts';
import type { Store } from '../../src/server/store.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { ROOT } from '../helpers/content.ts';
import { FAKE_CLIENT_ID, FAKE_CLIENT_SECRET, FAKE_TOKEN, startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.ts';

let browser: Browser;
let github: FakeGitHub;
let site: string;
let foreign: string;
const servers: Server[] = [];

/** A page that logs in the way Decap's GitHub backend does, against the site at `base`. */
const editorPage = `<!DOCTYPE html><html><head><meta charset="utf-8"><title>editor</title><script src="/login.js"></script></head><body><button id="login">Login with GitHub</button><output id="result"></output></body></html>`;

async function listen(handler: Parameters<typeof createServer>[1]): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  github = await startFakeGitHub();
  const bundled = await build({
    stdin: {
      contents: `import Authenticator from 'decap-cms-lib-auth/src/netlify-auth.js';
        addEventListener('DOMContentLoaded', () => document.getElementById('login').addEventListener('click', () => {
          const auth = new Authenticator({ base_url: window.SITE_BASE ?? location.origin, auth_endpoint: 'api/admin/auth', site_id: location.hostname });
          auth.authenticate({ provider: 'github', scope: 'repo' }, (err, data) => {
            document.getElementById('result').textContent = err ? 'error: ' + err.toString() : 'token: ' + data.token;
          });
        }));`,
      resolveDir: ROOT,
    },
    bundle: true,
    write: false,
    format: 'iife',
    logLevel: 'silent',
  });
  const loginScript = bundled.outputFiles[0].text;
  const serveEditor = (base: string | undefined) => (path: string) =>
    path === '/login.js'
      ? new Response(`${base ? `window.SITE_BASE=${JSON.stringify(base)};` : ''}${loginScript}`, { headers: { 'content-type': 'text/javascript' } })
      : new Response(editorPage, { headers: { 'content-type': 'text/html; charset=utf-8' } });

  vi.stubEnv('GITHUB_OAUTH_CLIENT_ID', FAKE_CLIENT_ID);
  vi.stubEnv('GITHUB_OAUTH_CLIENT_SECRET', FAKE_CLIENT_SECRET);
  vi.stubEnv('GITHUB_OAUTH_BASE_URL', github.url);
  const siteEditor = serveEditor(undefined);
  // The site server with the editor page in place of dist/ (the editor's own policy allows its script from the site).
  const app = createApp({
    config: loadConfig({ LOG_REQUESTS: 'false', DATA_DIR: ROOT }, ROOT),
    store: {} as Store,
    salt: 'test',
    securityHeaders: securityHeaders("default-src 'self'", undefined),
    serveStatic: (c) => siteEditor(new URL(c.req.url).pathname),
  });
  site = await listen(getRequestListener(app.fetch));
  vi.unstubAllEnvs();
  github.callback = `${site}/api/admin/callback`;
  // Another origin whose page starts a login on the site: it must never get the token.
  const foreignEditor = serveEditor(site);
  foreign = await listen(getRequestListener((request) => foreignEditor(new URL(request.url).pathname)));
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  for (const server of servers) server.close();
  await github?.close();
});

it('hands the token to the editor on the site’s origin, and the login window closes', async () => {
  const page = await browser.newPage();
  await page.goto(`${site}/admin/`);
  const popupOpened = page.waitForEvent('popup');
  await page.click('#login');
  const popup = await popupOpened;
  await expect.poll(() => page.locator('#result').textContent()).toBe(`token: ${FAKE_TOKEN}`);
  await expect.poll(() => popup.isClosed()).toBe(true);
  await page.close();
});

it('tells the editor when GitHub access was refused', async () => {
  github.authorize = 'deny';
  try {
    const page = await browser.newPage();
    await page.goto(`${site}/admin/`);
    await page.click('#login');
    await expect.poll(() => page.locator('#result').textContent()).toBe('error: GitHub says access was not allowed, so you are not logged in. Close this window and choose “Login with GitHub” again to allow it.');
    await page.close();
  } finally {
    github.authorize = 'grant';
  }
});

it('gives a page on another origin nothing', async () => {
  const page = await browser.newPage();
  await page.goto(`${foreign}/admin/`);
  const messages: string[] = [];
  await page.exposeFunction('recordMessage', (data: string) => messages.push(data));
  await page.evaluate(() => addEventListener('message', (e) => (window as unknown as { recordMessage(d: string): void }).recordMessage(String(e.data))));
  const popupOpened = page.waitForEvent('popup');
  await page.click('#login');
  const popup = await popupOpened;
  // The login window has finished: its handshake script has run (the page is fully loaded) and said it is logged in.
  await popup.waitForURL(/\/api\/admin\/callback\?/);
  await popup.waitForLoadState('load');
  await expect.poll(() => popup.locator('h1').textContent()).toBe('Logged in');
  // Its messages went to the site's origin only: this window heard nothing and holds no token.
  expect(messages).toEqual([]);
  expect(await page.locator('#result').textContent()).toBe('');
  await page.close();
});
