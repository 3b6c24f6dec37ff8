/** Every setting of the server is an environment variable with a default that works. */
import { join, resolve } from 'node:path';

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
  /** Trust X-Forwarded-For for the client address (behind a proxy). */
  trustProxy: boolean;
  /** Enquiries per client address per window. */
  rateLimit: number;
  rateWindowMs: number;
  /** Salt of the client-address hash; generated and kept in DATA_DIR when not given. */
  ipSalt?: string;
  dist: string;
  /** A request (headers and body) not received completely within this time is answered 408 (slow-body attacks). */
  requestTimeoutMs: number;
  /** One JSON line per request on stdout (LOG_REQUESTS=false turns it off, for tests). */
  logRequests: boolean;
}

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
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    rateLimit: num(env.RATE_LIMIT, 5),
    rateWindowMs: num(env.RATE_LIMIT_WINDOW_SECONDS, 600) * 1000,
    ipSalt: env.IP_HASH_SALT || undefined,
    dist: resolve(root, env.DIST_DIR ?? join('dist')),
    logRequests: env.LOG_REQUESTS !== 'false',
    requestTimeoutMs: num(env.REQUEST_TIMEOUT_MS, 15_000),
  };
}
