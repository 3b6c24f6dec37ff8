/** Serving dist/: clean URLs, 404.html with status 404, `_headers` rules, precompressed files. */
import { Readable } from 'node:stream';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
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
    // `! Name` (Cloudflare Pages) detaches a header an earlier rule set; here a later rule's header replaces it anyway.
    if (!line.trim() || line.trim().startsWith('#') || line.trim().startsWith('!')) continue;
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

/**
 * dist/ as web-standard Responses (for the Hono server): clean URLs, 404.html with status 404,
 * the `_headers` rules, and the precompressed .br/.gz file when the client accepts it.
 */
export function createStaticHandler(dist: string, options: { dev?: boolean } = {}): (request: Request) => Response {
  const headersPath = join(dist, '_headers');
  // The dev server injects an inline reload script, which the production CSP would block.
  const rules = !options.dev && existsSync(headersPath) ? parseHeadersFile(readFileSync(headersPath, 'utf8')) : [];
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
    if (options.dev) headers.set('cache-control', 'no-store');
    const accept = options.dev ? '' : (request.headers.get('accept-encoding') ?? '');
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
