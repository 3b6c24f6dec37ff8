/** The middleware that gives every answer of the server the headers of src/shared/security-headers.ts. */
import type { MiddlewareHandler } from 'hono';
import { ADMIN_PATH } from '../shared/security-headers.ts';

/** Sets the headers on a response the app did not build (Node-level errors); returns it. */
export function withSecurityHeaders(response: Response, headers: [string, string][]): Response {
  for (const [name, value] of headers) response.headers.set(name, value);
  if (!headers.some(([name]) => name === 'Strict-Transport-Security')) response.headers.delete('Strict-Transport-Security'); // HSTS=off
  return response;
}

/**
 * Outermost, so static files, server-rendered pages, API answers, redirects and error answers
 * all pass through it. It overrides what `_headers` gave a static file: same source, but HSTS
 * follows the server's setting.
 */
export function securityHeadersMiddleware(headers: [string, string][], adminHeaders = headers): MiddlewareHandler {
  return async (c, next) => {
    await next();
    // The browser editor has a policy of its own (src/shared/security-headers.ts).
    withSecurityHeaders(c.res, c.req.path.startsWith(ADMIN_PATH) ? adminHeaders : headers);
  };
}
