/** Serving dist/: clean URLs, 404.html with status 404, `_headers` rules, precompressed files. */
import { Readable } from 'node:stream';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';

export const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

export interface HeaderRule {
  /** Path prefix; `/*` matches everything, `/assets/*` everything under /assets/. */
  prefix: string;
  headers: Record<string, string>;
}

/** Parses a Netlify/Cloudflare-style `_headers` file (path lines, then indented `Name: value` lines). */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ prefix: line.trim().replace(/\*$/, ''), headers: {} });
    else if (rules.length) {
      const at = line.indexOf(':');
      rules[rules.length - 1].headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
    }
  }
  return rules;
}

/** Headers for a path: later, more specific rules override earlier ones. */
export function headersFor(rules: HeaderRule[], path: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rule of rules) if (path.startsWith(rule.prefix)) Object.assign(out, rule.headers);
  return out;
}

/** The file a URL path maps to in dist/, or undefined. */
export function resolveFile(dist: string, urlPath: string): string | undefined {
  let path: string;
  try {
    path = decodeURIComponent(urlPath.split('?')[0]);
  } catch {
    return undefined;
  }
  const safe = normalize(path).replace(/^(\.\.[/\\])+/, '');
  const candidates = [join(dist, safe), join(dist, safe, 'index.html'), join(dist, `${safe}.html`)];
  return candidates.find((c) => c.startsWith(dist) && existsSync(c) && statSync(c).isFile());
}

export function serveStatic(dist: string, req: IncomingMessage, res: ServerResponse, opts: { inject?: string; devHeaders?: boolean; rules?: HeaderRule[] } = {}): void {
  const file = resolveFile(dist, req.url ?? '/');
  const target = file ?? join(dist, '404.html');
  const status = file ? 200 : 404;
  if (!existsSync(target)) {
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('Not found');
    return;
  }
  const type = CONTENT_TYPES[extname(target)] ?? 'application/octet-stream';
  const headers: Record<string, string> = { ...(opts.rules ? headersFor(opts.rules, (req.url ?? '/').split('?')[0]) : {}), 'content-type': type };
  if (opts.devHeaders) headers['cache-control'] = 'no-store';
  if (opts.inject && type.startsWith('text/html')) {
    const html = readFileSync(target, 'utf8').replace('</body>', `${opts.inject}</body>`);
    res.writeHead(status, headers);
    res.end(html);
    return;
  }
  res.writeHead(status, headers);
  createReadStream(target).pipe(res);
}

/**
 * dist/ as web-standard Responses (for the Hono server): clean URLs, 404.html with status 404,
 * the `_headers` rules, and the precompressed .br/.gz file when the client accepts it.
 */
export function createStaticHandler(dist: string): (request: Request) => Response {
  const headersPath = join(dist, '_headers');
  const rules = existsSync(headersPath) ? parseHeadersFile(readFileSync(headersPath, 'utf8')) : [];
  return (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response('Method not allowed', { status: 405, headers: { allow: 'GET, HEAD', 'content-type': 'text/plain' } });
    }
    const url = new URL(request.url);
    const file = resolveFile(dist, url.pathname);
    const target = file ?? join(dist, '404.html');
    if (!existsSync(target)) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } });
    const headers = new Headers(headersFor(rules, url.pathname));
    headers.set('content-type', CONTENT_TYPES[extname(target)] ?? 'application/octet-stream');
    headers.set('vary', 'accept-encoding');
    const accept = request.headers.get('accept-encoding') ?? '';
    let served = target;
    for (const [encoding, ext] of [['br', '.br'], ['gzip', '.gz']] as const) {
      if (accept.includes(encoding) && existsSync(target + ext)) {
        served = target + ext;
        headers.set('content-encoding', encoding);
        break;
      }
    }
    headers.set('content-length', String(statSync(served).size));
    const body = request.method === 'HEAD' ? null : (Readable.toWeb(createReadStream(served)) as ReadableStream);
    return new Response(body, { status: file ? 200 : 404, headers });
  };
}
