/**
 * A stand-in for github.com's two OAuth endpoints over real HTTP, for the editor's login tests:
 * the authorize page sends the browser straight back with a code (or a refusal), the token
 * endpoint exchanges that code for a token when the app's id and secret match.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_CLIENT_ID = 'Iv1.editor-test';
export const FAKE_CLIENT_SECRET = 'editor-test-secret';
export const FAKE_TOKEN = 'gho_editorTestToken';

export interface FakeGitHub {
  url: string;
  /** Where the authorize page sends the browser back to (the OAuth app's registered callback URL). */
  callback: string;
  /** What the authorize page does: grant a code, or come back with `error=access_denied`. */
  authorize: 'grant' | 'deny';
  /** What the token endpoint answers: a token, an OAuth error code, or nothing (connection dropped). */
  token: 'grant' | 'bad_verification_code' | 'incorrect_client_credentials' | 'drop';
  /** The authorize requests' query parameters and the token requests' bodies, in order. */
  authorizeRequests: URLSearchParams[];
  tokenRequests: Record<string, string>[];
  close(): Promise<void>;
}

export async function startFakeGitHub(): Promise<FakeGitHub> {
  const CODE = 'code-from-github';
  const fake: FakeGitHub = {
    url: '',
    callback: '',
    authorize: 'grant',
    token: 'grant',
    authorizeRequests: [],
    tokenRequests: [],
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (req.method === 'GET' && url.pathname === '/login/oauth/authorize') {
      fake.authorizeRequests.push(url.searchParams);
      const back = new URL(fake.callback);
      back.search = new URLSearchParams(fake.authorize === 'grant' ? { code: CODE, state: url.searchParams.get('state') ?? '' } : { error: 'access_denied', state: url.searchParams.get('state') ?? '' }).toString();
      res.writeHead(302, { location: back.toString() }).end();
      return;
    }
    if (req.method === 'POST' && url.pathname === '/login/oauth/access_token') {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const fields = JSON.parse(body) as Record<string, string>;
        fake.tokenRequests.push(fields);
        if (fake.token === 'drop') return void req.socket.destroy();
        const credentialsOk = fields.client_id === FAKE_CLIENT_ID && fields.client_secret === FAKE_CLIENT_SECRET;
        const answer =
          fake.token !== 'grant' ? { error: fake.token } : !credentialsOk ? { error: 'incorrect_client_credentials' } : fields.code !== CODE ? { error: 'bad_verification_code' } : { access_token: FAKE_TOKEN, token_type: 'bearer', scope: 'repo' };
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      });
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
