/**
 * A fake web on 127.0.0.1 for the outside-link check: host names are mapped onto it inside the
 * test (the checker's `network` option), never through the machine's resolver. Each host answers
 * by a handler of the test's; the server records how many requests each host had in flight at
 * once, so a test can assert the crawler's limits. `badcert.test` is served over TLS with a
 * self-signed certificate made here with openssl.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Network } from '../../build/tools/external-links/check.ts';

export type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

export interface FakeWeb {
  network: Network;
  /** Most requests in flight at once, per host and across hosts. */
  maxInFlight: { perHost: Map<string, number>; overall: number };
  /** Requests seen, as `METHOD host/path`. */
  requests: string[];
  /** User-Agent headers seen. */
  userAgents: Set<string>;
  close(): Promise<void>;
}

export const TLS_HOST = 'badcert.test';

function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'fake-web-tls-'));
  try {
    execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'), '-days', '2', '-subj', `/CN=${TLS_HOST}`], { stdio: 'ignore' });
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Starts the fake web: `hosts` answer by their handler; any other name does not resolve. */
export async function startFakeWeb(hosts: Record<string, Handler>): Promise<FakeWeb> {
  const inFlight = new Map<string, number>();
  const maxInFlight = { perHost: new Map<string, number>(), overall: 0 };
  let overall = 0;
  const requests: string[] = [];
  const userAgents = new Set<string>();
  const sockets = new Set<Socket>();
  const handle: Handler = (req, res) => {
    const host = (req.headers.host ?? '').toLowerCase();
    requests.push(`${req.method} ${host}${req.url}`);
    userAgents.add(String(req.headers['user-agent']));
    const now = (inFlight.get(host) ?? 0) + 1;
    inFlight.set(host, now);
    maxInFlight.perHost.set(host, Math.max(maxInFlight.perHost.get(host) ?? 0, now));
    maxInFlight.overall = Math.max(maxInFlight.overall, ++overall);
    let done = false;
    const finished = () => {
      if (done) return;
      done = true;
      inFlight.set(host, (inFlight.get(host) ?? 1) - 1);
      overall--;
    };
    res.on('close', finished);
    const handler = hosts[host];
    if (!handler) {
      res.writeHead(421).end();
      return;
    }
    handler(req, res);
  };
  const plain = http.createServer(handle);
  const secure = https.createServer(selfSignedCertificate(), handle);
  for (const server of [plain, secure]) server.on('connection', (s: Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await Promise.all([plain, secure].map((s) => new Promise<void>((r) => s.listen(0, '127.0.0.1', r))));
  const port = (s: http.Server) => (s.address() as AddressInfo).port;
  const known = new Set([...Object.keys(hosts), TLS_HOST]);
  return {
    network: {
      resolve: async (hostname) => {
        if (known.has(hostname.toLowerCase())) return '127.0.0.1';
        throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND', hostname });
      },
      target: (url) => (url.hostname === TLS_HOST ? { protocol: 'https:', port: port(secure) } : { protocol: 'http:', port: port(plain) }),
    },
    maxInFlight,
    requests,
    userAgents,
    async close() {
      for (const s of sockets) s.destroy();
      await Promise.all([plain, secure].map((s) => new Promise((r) => s.close(r))));
    },
  };
}

/** Answers `status` after a short pause (long enough for overlapping requests to show). */
export const answer = (status: number, headers: Record<string, string> = {}, delayMs = 30): Handler => (_req, res) => {
  setTimeout(() => res.writeHead(status, headers).end(), delayMs);
};
