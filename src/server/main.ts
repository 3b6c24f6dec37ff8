/**
 * Starts the site server on Node: dist/ and the contact API, SQLite in DATA_DIR unless
 * DATABASE_URL is set. It reads dist/ (the pages, the assets' manifest and what the build wrote
 * for it under dist/_server/) and its settings, never content/ or schemas/. Stops gracefully on SIGTERM/SIGINT: no new connections, in-flight
 * requests finish, then the database closes.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IncomingMessage, Server } from 'node:http';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { adminContentSecurityPolicy, connectSources, contentSecurityPolicy, securityHeaders } from '../shared/security-headers.ts';
import type { Assets } from '../components/Document.tsx';
import { createApp } from './app.ts';
import { createNodeServer } from './node-server.ts';
import { loadConfig, type ServerConfig } from './config.ts';
import { createContactRenderer } from './contact-page.ts';
import { SERVER_SITE_FILE, type ServerSite } from '../shared/server-site.ts';
import { createStaticFiles } from './static-files.ts';
import { openSqliteStore } from './sqlite-store.ts';
import { privateFile, privateFolder } from './private-files.ts';
import { startNotifier } from './notifier.ts';
import type { Store, StoreTables } from './store.ts';

/** The salt of client-address hashes: IP_HASH_SALT, or a random one kept in DATA_DIR. */
export function ipSalt(config: ServerConfig): string {
  if (config.ipSalt) return config.ipSalt;
  privateFolder(config.dataDir);
  const file = privateFile(config.dataDir, 'ip-hash-salt');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

export async function openStore(config: ServerConfig, tables: StoreTables = {}): Promise<Store> {
  if (config.databaseUrl) {
    const { openPostgresStore } = await import('./postgres-store.ts');
    return openPostgresStore(config.databaseUrl, tables);
  }
  return openSqliteStore(config.dataDir, tables);
}

/** What the build wrote for the server (src/shared/server-site.ts); missing: dist/ is not a build of this version. */
export function readServerSite(dist: string): ServerSite {
  const file = join(dist, SERVER_SITE_FILE);
  if (!existsSync(file)) throw new Error(`${file} is missing: ${dist} is not a build of this version of the site. Build it (npm run build) and start the server again.`);
  return JSON.parse(readFileSync(file, 'utf8')) as ServerSite;
}

export interface RunningServer {
  url: string;
  server: Server;
  store: Store;
  stop(): Promise<void>;
}

export async function startServer(root: string, config = loadConfig(process.env, root)): Promise<RunningServer> {
  const site = readServerSite(config.dist);
  const store = await openStore(config);
  const notifier = config.smtpUrl ? startNotifier(store, { smtpUrl: config.smtpUrl, to: config.notifyTo ?? site.email, intervalMs: config.notifyIntervalMs }) : undefined;
  const staticHandler = createStaticFiles(config.dist);
  const salt = ipSalt(config);
  const assets = JSON.parse(readFileSync(join(config.dist, 'assets', 'manifest.json'), 'utf8')) as Assets;
  // The policy the build wrote into _headers, from the same inputs, so the page the server renders gets it too.
  const headers = securityHeaders(contentSecurityPolicy(assets.themeScript, connectSources(site.contactEndpoint)), config.hsts);
  const log = config.logRequests ? (line: string) => process.stdout.write(`${line}\n`) : () => {};
  const incoming = (c: Context) => (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  let node: ReturnType<typeof createNodeServer> | undefined;
  const app = createApp({
    // The site's own origin (content/site.yaml) may post, also when a proxy rewrites the Host header.
    config: { ...config, allowedOrigins: [...config.allowedOrigins, site.origin] },
    store,
    salt,
    renderContact: createContactRenderer(config.dist),
    serveStatic: (c, decided) => staticHandler(c.req.raw, decided),
    securityHeaders: headers,
    adminSecurityHeaders: securityHeaders(adminContentSecurityPolicy(), config.hsts),
    stylesheet: assets.css,
    rateLimiter: store.sharedRateLimiter?.(config.rateLimit, config.rateWindowMs, salt),
    log,
    notify: notifier?.poke,
    remoteAddress: (c) => {
      try {
        return getConnInfo(c).remote.address;
      } catch {
        return undefined;
      }
    },
    clientGone: (c) => {
      const request = incoming(c);
      return request && node ? node.clientGone(request) : undefined;
    },
  });
  node = createNodeServer({ fetch: app.fetch, hostname: config.host, requestTimeoutMs: config.requestTimeoutMs, securityHeaders: headers, log, maxConnectionsPerClient: config.maxConnectionsPerClient });
  const server = node.server;
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  let stopping: Promise<void> | undefined;
  const stop = () => (stopping ??= node.close(config.shutdownGraceMs).then(() => notifier?.stop()).then(() => store.close()));
  return { url: `http://${config.host === '127.0.0.1' ? 'localhost' : config.host}:${port}`, server, store, stop };
}
