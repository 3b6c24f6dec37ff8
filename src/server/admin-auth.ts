/**
 * The GitHub login of the browser editor at /admin/ (Decap CMS's GitHub backend, `auth_endpoint:
 * api/admin/auth`): the OAuth handshake GitHub needs a server for, because it holds the app's secret.
 *
 * GET /api/admin/auth      → GitHub's authorize page, with a random state in a short-lived cookie.
 * GET /api/admin/callback  → the state checked, the code exchanged for a token, and a small page that
 *                            hands the token to the editor window with Decap's postMessage handshake
 *                            (`authorizing:github`, then `authorization:github:success:{token}`),
 *                            only ever to this site's own origin.
 * Off (404 with a sentence) until GITHUB_OAUTH_CLIENT_ID and GITHUB_OAUTH_CLIENT_SECRET are set.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { setOwnHeaders } from './security-headers.ts';

export const STATE_COOKIE = 'admin_oauth_state';
/** Long enough to log in at GitHub (and its two-factor step), short enough that a leaked state is soon useless. */
export const STATE_MAX_AGE_SECONDS = 600;
const SCOPES = ['repo', 'public_repo'] as const;
const STATE_BYTES = 32;
/** What randomBytes(STATE_BYTES).toString('base64url') looks like: 43 characters. */
const STATE_FORMAT = /^[A-Za-z0-9_-]{43}$/;

export interface AdminAuthSettings {
  clientId: string;
  clientSecret: string;
  /** `repo` (private repositories too) or `public_repo`. */
  scope: (typeof SCOPES)[number];
  /** https://github.com, or a GitHub Enterprise server, or a fake in tests. */
  githubBaseUrl: string;
}

/** The settings from the environment; `off` says why the login is unavailable, `invalid` what to fix. */
export function adminAuthSettings(env: NodeJS.ProcessEnv): AdminAuthSettings | { off: string } | { invalid: string } {
  const clientId = env.GITHUB_OAUTH_CLIENT_ID?.trim();
  const clientSecret = env.GITHUB_OAUTH_CLIENT_SECRET?.trim();
  if (!clientId || !clientSecret) return { off: 'The editor’s GitHub login is not set up on this server. Its operator sets GITHUB_OAUTH_CLIENT_ID and GITHUB_OAUTH_CLIENT_SECRET (see “Editing in the browser” in the README).' };
  const scope = env.GITHUB_OAUTH_SCOPE?.trim() || 'repo';
  if (!(SCOPES as readonly string[]).includes(scope)) return { invalid: `GITHUB_OAUTH_SCOPE is "${scope}"; set it to repo (private repositories) or public_repo (a public repository), or remove it for repo.` };
  const base = env.GITHUB_OAUTH_BASE_URL?.trim() || 'https://github.com';
  if (!/^https?:\/\/[^/]+/.test(base)) return { invalid: `GITHUB_OAUTH_BASE_URL is "${base}"; set it to the address of the GitHub server, such as https://github.com, or remove it.` };
  return { clientId, clientSecret, scope: scope as AdminAuthSettings['scope'], githubBaseUrl: base.replace(/\/+$/, '') };
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** JSON inside a script element: nothing in it can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/**
 * The page in the login window. With `message`, its one script does Decap's handshake: it tells the
 * editor it is ready, and answers only the editor of this origin (location.origin: the server
 * may sit behind a proxy that changes scheme or host, the browser knows the real one).
 */
function loginPage(nonce: string, title: string, text: string, message?: string): string {
  const script = message === undefined ? '' : `<script nonce="${nonce}">(() => {
  const origin = location.origin;
  const message = ${scriptJson(message)};
  if (!window.opener) return;
  window.addEventListener('message', (event) => {
    if (event.origin !== origin || event.data !== 'authorizing:github') return;
    window.opener.postMessage(message, origin);
  });
  window.opener.postMessage('authorizing:github', origin);
})();</script>`;
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style nonce="${nonce}">body{font:16px/1.5 system-ui,sans-serif;margin:3rem auto;max-width:36rem;padding:0 1rem}</style></head><body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>${script}</body></html>`;
}

type Status = 200 | 400 | 403 | 404 | 500 | 502;

/**
 * The routes, to mount at /api/admin, behind the server's headers middleware; these pages get
 * a stricter Content-Security-Policy of their own (their one script and style by nonce, nothing else).
 * `fetchImpl` is the HTTP client of the token exchange.
 */
export function adminAuth(env: NodeJS.ProcessEnv, options: { fetchImpl?: typeof fetch; log?: (line: string) => void } = {}): Hono {
  const settings = adminAuthSettings(env);
  const fetchImpl = options.fetchImpl ?? fetch;
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const routes = new Hono();

  const page = (c: Context, status: Status, title: string, text: string, message?: string) => {
    const nonce = randomBytes(16).toString('base64');
    // The server's headers (its middleware), with a policy of this page's own and, since the token
    // is in the page and the code in its address, nothing kept or sent on.
    setOwnHeaders(c, [
      ['Content-Security-Policy', `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`],
      ['Referrer-Policy', 'no-referrer'],
    ]);
    c.header('Cache-Control', 'no-store');
    return c.html(loginPage(nonce, title, text, message), status);
  };
  /** A failed login: the page says what happened, and the editor window hears it too (Decap shows it). */
  const failure = (c: Context, status: Status, title: string, text: string) => page(c, status, title, text, `authorization:github:error:${JSON.stringify({ message: text })}`);
  const operatorProblem = (what: string) => `The editor’s GitHub login is set up wrongly on this server (${what}). Please tell the site’s operator; nothing was changed.`;

  routes.get('/auth', (c) => {
    if ('off' in settings) return page(c, 404, 'GitHub login is not available', settings.off);
    if ('invalid' in settings) return page(c, 500, 'GitHub login is not available', settings.invalid);
    const state = randomBytes(STATE_BYTES).toString('base64url');
    const { hostname, protocol } = new URL(c.req.url);
    // Secure except on this machine, where the editor is tried over plain http.
    const local = hostname === 'localhost' || hostname === '127.0.0.1';
    setCookie(c, STATE_COOKIE, state, { path: '/api/admin/callback', httpOnly: true, sameSite: 'Lax', secure: protocol === 'https:' || !local, maxAge: STATE_MAX_AGE_SECONDS });
    // No redirect_uri: GitHub sends the user back to the callback URL registered with the OAuth app.
    const authorize = new URL(`${settings.githubBaseUrl}/login/oauth/authorize`);
    authorize.search = new URLSearchParams({ client_id: settings.clientId, scope: settings.scope, state }).toString();
    c.header('Cache-Control', 'no-store');
    return c.redirect(authorize.toString(), 302);
  });

  routes.get('/callback', async (c) => {
    if ('off' in settings) return page(c, 404, 'GitHub login is not available', settings.off);
    if ('invalid' in settings) return page(c, 500, 'GitHub login is not available', settings.invalid);
    const expected = getCookie(c, STATE_COOKIE);
    deleteCookie(c, STATE_COOKIE, { path: '/api/admin/callback' });
    const { state, code, error } = c.req.query();
    if (error === 'access_denied') return failure(c, 403, 'Login cancelled', 'GitHub says access was not allowed, so you are not logged in. Close this window and choose “Login with GitHub” again to allow it.');
    // The state is one this server made (STATE_BYTES random bytes): an empty or forged cookie never matches, even an equal query.
    const same = expected !== undefined && STATE_FORMAT.test(expected) && state !== undefined && expected.length === state.length && timingSafeEqual(Buffer.from(expected), Buffer.from(state));
    if (!same) return failure(c, 400, 'This login has expired', 'This login window is too old, or was opened in another browser. Close it and choose “Login with GitHub” in the editor again.');
    if (!code) return failure(c, 400, 'GitHub sent no login code', 'GitHub came back without a login code. Close this window and choose “Login with GitHub” in the editor again.');

    let answer: { access_token?: unknown; error?: unknown };
    try {
      const res = await fetchImpl(`${settings.githubBaseUrl}/login/oauth/access_token`, {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json' },
        body: JSON.stringify({ client_id: settings.clientId, client_secret: settings.clientSecret, code }),
        signal: AbortSignal.timeout(10_000),
      });
      answer = (await res.json()) as typeof answer;
    } catch (err) {
      log(JSON.stringify({ time: new Date().toISOString(), level: 'error', path: '/api/admin/callback', error: `GitHub token exchange failed: ${err instanceof Error ? err.message : String(err)}` }));
      return failure(c, 502, 'GitHub could not be reached', 'The server could not reach GitHub to finish your login. Close this window and try again in a minute.');
    }
    if (typeof answer.access_token === 'string' && answer.access_token) {
      return page(c, 200, 'Logged in', 'You are logged in. This window closes by itself; if it stays open, close it and return to the editor.', `authorization:github:success:${JSON.stringify({ token: answer.access_token, provider: 'github' })}`);
    }
    const reason = typeof answer.error === 'string' ? answer.error : 'no token';
    log(JSON.stringify({ time: new Date().toISOString(), level: reason === 'bad_verification_code' ? 'warn' : 'error', path: '/api/admin/callback', error: `GitHub refused the token exchange: ${reason}` }));
    if (reason === 'bad_verification_code') return failure(c, 400, 'This login has expired', 'The login code from GitHub has expired or was already used. Close this window and choose “Login with GitHub” in the editor again.');
    if (reason === 'redirect_uri_mismatch') return failure(c, 500, 'GitHub login is not available', operatorProblem('the OAuth app’s callback URL on GitHub is not this site’s /api/admin/callback'));
    if (reason === 'incorrect_client_credentials') return failure(c, 500, 'GitHub login is not available', operatorProblem('GitHub does not accept GITHUB_OAUTH_CLIENT_ID and GITHUB_OAUTH_CLIENT_SECRET'));
    return failure(c, 502, 'GitHub did not log you in', `GitHub refused the login (${reason}). Close this window and try again; if it happens again, tell the site’s operator.`);
  });

  routes.all('*', (c) => page(c, 404, 'No such page', 'The editor’s login has two addresses: /api/admin/auth and /api/admin/callback.'));
  return routes;
}
