/** Serving dist/: clean URLs, 404.html with status 404, `_headers` rules, precompressed files. */
import { Readable } from 'node:stream';
import { createReadStream, existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { extname, join, sep } from 'node:path';
import { decidePath, type PathDecision } from './request-path.ts';
import { SERVER_FOLDER } from '../shared/server-site.ts';

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

/** A regular file's real path, or undefined (missing, a folder, a broken link). */
function realFile(path: string): string | undefined {
  try {
    return statSync(path).isFile() ? realpathSync(path) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The file a decided path (src/server/request-path.ts: decoded once, no dot segments) maps to in
 * dist/, or undefined. Confined by real path: a symlink in dist/ that leads out is not followed;
 * the server's own folder is never a file to serve.
 */
export function resolveFile(dist: string, path: string): string | undefined {
  // What the build wrote for the server alone (src/shared/server-site.ts); lower case for file systems that ignore case.
  const lower = path.toLowerCase();
  if (lower === `/${SERVER_FOLDER}` || lower.startsWith(`/${SERVER_FOLDER}/`)) return undefined;
  for (const candidate of [join(dist, path), join(dist, path, 'index.html'), join(dist, `${path}.html`)]) {
    const real = fileInside(dist, candidate);
    if (real) return real;
  }
  return undefined;
}

/** `file`'s real path when it is a regular file whose real path is inside `folder`'s (compared with a separator). */
function fileInside(folder: string, file: string): string | undefined {
  const real = realFile(file);
  if (!real) return undefined;
  let root: string;
  try {
    root = realpathSync(folder);
  } catch {
    return undefined;
  }
  return real.startsWith(root.endsWith(sep) ? root : root + sep) ? real : undefined;
}

/**
 * dist/ as web-standard Responses (for the Hono server): clean URLs, 404.html with status 404,
 * the `_headers` rules, and the precompressed .br/.gz file when the client accepts it.
 */
export function createStaticHandler(dist: string, options: { dev?: boolean } = {}): (request: Request) => Response {
  const serve = createStaticFiles(dist, options);
  return (request) => serve(request, decidePath(new URL(request.url).pathname));
}

/** The same, for the path decision the site server made for the whole request (src/server/request-path.ts). */
export function createStaticFiles(dist: string, options: { dev?: boolean } = {}): (request: Request, decided: PathDecision) => Response {
  const headersPath = join(dist, '_headers');
  // The dev server injects an inline reload script, which the production CSP would block.
  const rules = !options.dev && existsSync(headersPath) ? parseHeadersFile(readFileSync(headersPath, 'utf8')) : [];
  return (request, decided) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response('Method not allowed', { status: 405, headers: { allow: 'GET, HEAD', 'content-type': 'text/plain' } });
    }
    if ('refused' in decided) return new Response(decided.refused, { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' } });
    const file = resolveFile(dist, decided.path);
    const target = file ?? join(dist, '404.html');
    if (!existsSync(target)) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } });
    const headers = new Headers(headersFor(rules, decided.path));
    headers.set('content-type', CONTENT_TYPES[extname(target)] ?? 'application/octet-stream');
    headers.set('vary', 'accept-encoding');
    if (options.dev) headers.set('cache-control', 'no-store');
    const accept = options.dev ? '' : (request.headers.get('accept-encoding') ?? '');
    let served = target;
    for (const [encoding, ext] of [['br', '.br'], ['gzip', '.gz']] as const) {
      const compressed = accept.includes(encoding) ? fileInside(dist, target + ext) : undefined;
      if (compressed) {
        served = compressed;
        headers.set('content-encoding', encoding);
        break;
      }
    }
    headers.set('content-length', String(statSync(served).size));
    const body = request.method === 'HEAD' ? null : (Readable.toWeb(createReadStream(served)) as ReadableStream);
    return new Response(body, { status: file ? 200 : 404, headers });
  };
}
