/** Every setting of the server is an environment variable with a default that works. */
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { DEFAULT_HSTS } from '../shared/security-headers.ts';

/**
 * Which proxies in front of the server are trusted to tell the client's address: none (the
 * socket's peer is the client), the nearest `hops` ones, or the ones at these addresses.
 */
export type TrustProxy = { hops: number } | { addresses: string[] };

export interface ServerConfig {
  port: number;
  host: string;
  /** Where the SQLite file lives (DATA_DIR, `data/`). */
  dataDir: string;
  /** PostgreSQL connection string; when set, the store is PostgreSQL instead of SQLite. */
  databaseUrl?: string;
  smtpUrl?: string;
  /** Address of the notification mails; the company e-mail of content/site.yaml by default. */
  notifyTo?: string;
  /** How often the outbox is checked for due mail. */
  notifyIntervalMs: number;
  /** Origins allowed to post cross-origin (comma-separated ALLOWED_ORIGINS). */
  allowedOrigins: string[];
  /** Trusted proxies (TRUST_PROXY): the client address is read from X-Forwarded-For, counting from the right. */
  trustProxy: TrustProxy;
  /** Strict-Transport-Security value (HSTS), or undefined to send none (HSTS=off). */
  hsts?: string;
  /** Enquiries, and newsletter sign-ups, per client address per window. */
  rateLimit: number;
  rateWindowMs: number;
  /** Salt of the client-address hash; generated and kept in DATA_DIR when not given. */
  ipSalt?: string;
  dist: string;
  /** A request (headers and body) not received completely within this time is answered 408 (slow-body attacks). */
  requestTimeoutMs: number;
  /** After SIGTERM/SIGINT, how long in-flight requests may take before their connections are closed. */
  shutdownGraceMs: number;
  /** One JSON line per request on stdout (LOG_REQUESTS=false turns it off, for tests). */
  logRequests: boolean;
  /** Open connections one client address may hold (MAX_CONNECTIONS_PER_CLIENT); 0: no limit (the default behind a proxy, whose connections all come from it). */
  maxConnectionsPerClient: number;
}

/** A setting that cannot be understood; the server does not start, and this says why. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** TRUST_PROXY: `false`/`0` (default), a number of proxy hops (`true` = 1), or comma-separated proxy addresses. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const v = (value ?? '').trim();
  if (v === '' || v === 'false' || v === '0') return { hops: 0 };
  if (v === 'true') return { hops: 1 };
  if (/^\d+$/.test(v)) return { hops: Number(v) };
  const addresses = v.split(',').map((a) => a.trim()).filter(Boolean);
  const wrong = addresses.filter((a) => !isIP(a));
  if (wrong.length) throw new ConfigError(`TRUST_PROXY is "${v}": give the number of proxies in front of the server (such as 1), or their IP addresses separated by commas; ${wrong.map((w) => `"${w}"`).join(', ')} is not an IP address.`);
  return { addresses };
}

/** HSTS: unset for the default, `off` for none, or a header value starting with max-age. */
export function parseHsts(value: string | undefined): string | undefined {
  const v = (value ?? '').trim();
  if (v === '') return DEFAULT_HSTS;
  if (v === 'off' || v === 'false') return undefined;
  if (!/^max-age=\d+(; ?includeSubDomains)?(; ?preload)?$/i.test(v)) throw new ConfigError(`HSTS is "${v}": give a Strict-Transport-Security value such as "max-age=31536000; includeSubDomains", or "off" when no TLS is in front of the server.`);
  return v;
}

/** Whether TRUST_PROXY names proxies (every connection then comes from one of them). */
const behindProxy = (proxy: TrustProxy) => ('addresses' in proxy ? proxy.addresses.length > 0 : proxy.hops > 0);

export function loadConfig(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): ServerConfig {
  const num = (v: string | undefined, d: number) => (v && Number.isFinite(Number(v)) ? Number(v) : d);
  return {
    port: num(env.PORT, 8080),
    host: env.HOST ?? '127.0.0.1',
    dataDir: resolve(root, env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    notifyTo: env.NOTIFY_TO || undefined,
    notifyIntervalMs: num(env.NOTIFY_INTERVAL_MS, 1000),
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    hsts: parseHsts(env.HSTS),
    rateLimit: num(env.RATE_LIMIT, 5),
    rateWindowMs: num(env.RATE_LIMIT_WINDOW_SECONDS, 600) * 1000,
    ipSalt: env.IP_HASH_SALT || undefined,
    dist: resolve(root, env.DIST_DIR ?? join('dist')),
    logRequests: env.LOG_REQUESTS !== 'false',
    requestTimeoutMs: num(env.REQUEST_TIMEOUT_MS, 15_000),
    shutdownGraceMs: num(env.SHUTDOWN_GRACE_SECONDS, 5) * 1000,
    maxConnectionsPerClient: num(env.MAX_CONNECTIONS_PER_CLIENT, behindProxy(parseTrustProxy(env.TRUST_PROXY)) ? 0 : 64),
  };
}
