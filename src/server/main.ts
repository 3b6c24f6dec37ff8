/**
 * Starts the site server on Node: dist/ and the contact API, SQLite in DATA_DIR unless
 * DATABASE_URL is set. Stops gracefully on SIGTERM/SIGINT: no new connections, in-flight
 * requests finish, then the database closes.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { createApp } from './app.ts';
import { loadConfig, type ServerConfig } from './config.ts';
import { createContactRenderer, loadSiteContent } from './contact-page.ts';
import { createStaticHandler } from './static-files.ts';
import { openSqliteStore } from './sqlite-store.ts';
import { startNotifier } from './notifier.ts';
import type { Store } from './store.ts';

/** The salt of client-address hashes: IP_HASH_SALT, or a random one kept in DATA_DIR. */
export function ipSalt(config: ServerConfig): string {
  if (config.ipSalt) return config.ipSalt;
  mkdirSync(config.dataDir, { recursive: true });
  const file = join(config.dataDir, 'ip-hash-salt');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

export async function openStore(config: ServerConfig): Promise<Store> {
  if (config.databaseUrl) {
    const { openPostgresStore } = await import('./postgres-store.ts');
    return openPostgresStore(config.databaseUrl);
  }
  return openSqliteStore(config.dataDir);
}

/** How long in-flight requests may take to finish after a stop signal. */
const SHUTDOWN_GRACE_MS = 5000;

export interface RunningServer {
  url: string;
  server: ServerType;
  store: Store;
  stop(): Promise<void>;
}

export async function startServer(root: string, config = loadConfig(process.env, root)): Promise<RunningServer> {
  const store = await openStore(config);
  const site = loadSiteContent(root);
  const notifier = config.smtpUrl ? startNotifier(store, { smtpUrl: config.smtpUrl, to: config.notifyTo ?? site.content.site.email, intervalMs: config.notifyIntervalMs }) : undefined;
  const staticHandler = createStaticHandler(config.dist);
  const app = createApp({
    config,
    store,
    salt: ipSalt(config),
    renderContact: createContactRenderer(site, config.dist),
    serveStatic: (c) => staticHandler(c.req.raw),
    log: config.logRequests ? undefined : () => {},
    notify: notifier?.poke,
    remoteAddress: (c) => {
      try {
        return getConnInfo(c).remote.address;
      } catch {
        return undefined;
      }
    },
  });
  const server = await new Promise<ServerType>((resolve) => {
    const s = serve(
      {
        fetch: app.fetch,
        port: config.port,
        hostname: config.host,
        // Node answers 408 and closes a connection whose request is not complete in time; checked every second.
        serverOptions: { requestTimeout: config.requestTimeoutMs, headersTimeout: Math.min(config.requestTimeoutMs, 60_000), connectionsCheckingInterval: 1000 },
      },
      () => resolve(s),
    );
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= new Promise<void>((resolve) => {
      const http = server as unknown as { closeIdleConnections?: () => void; closeAllConnections?: () => void };
      // Idle keep-alive connections would hold close() open; in-flight requests get a grace period.
      const idle = setInterval(() => http.closeIdleConnections?.(), 100);
      idle.unref();
      server.close(() => {
        clearInterval(idle);
        void (notifier?.stop() ?? Promise.resolve()).then(() => store.close()).then(resolve);
      });
      http.closeIdleConnections?.();
      setTimeout(() => {
        clearInterval(idle);
        http.closeAllConnections?.();
      }, SHUTDOWN_GRACE_MS).unref();
    }));
  return { url: `http://${config.host === '127.0.0.1' ? 'localhost' : config.host}:${port}`, server, store, stop };
}
