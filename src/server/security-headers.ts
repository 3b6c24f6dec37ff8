/**
 * The middleware that decides a request's path once (src/server/request-path.ts) and gives every
 * answer of the server the headers of src/shared/security-headers.ts by that decision.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { decidePath, type DecidedPath } from './request-path.ts';

/** What the middleware keeps on a request's context: the decision, and headers a route makes stricter. */
export interface ServerEnv {
  Variables: {
    decided: DecidedPath;
    /** Set by a route whose answer needs a stricter header than the default (the login pages' nonce policy). */
    ownHeaders: [string, string][];
  };
}

/** The path decision of a request that passed the middleware. */
export const decidedPath = (c: Context): DecidedPath => (c as unknown as Context<ServerEnv>).get('decided');

/** A route's stricter headers, applied after the defaults. */
export const setOwnHeaders = (c: Context, headers: [string, string][]) => (c as unknown as Context<ServerEnv>).set('ownHeaders', headers);

/** Sets the headers on a response the app did not build (Node-level errors); returns it. */
export function withSecurityHeaders(response: Response, headers: [string, string][]): Response {
  for (const [name, value] of headers) response.headers.set(name, value);
  if (!headers.some(([name]) => name === 'Strict-Transport-Security')) response.headers.delete('Strict-Transport-Security'); // HSTS=off
  return response;
}

/**
 * Outermost, before any route (the editor's login too), so static files, server-rendered pages,
 * API answers, redirects and error answers all pass through it. It overrides what `_headers` gave
 * a static file: same source, but HSTS follows the server's setting. A path that decodes outside
 * its folder is refused here, with the site's headers.
 */
export function securityHeadersMiddleware(headers: [string, string][], adminHeaders = headers): MiddlewareHandler<ServerEnv> {
  return async (c, next) => {
    const decided = decidePath(new URL(c.req.url).pathname);
    if ('refused' in decided) return withSecurityHeaders(Response.json({ success: false, message: decided.refused }, { status: 400 }), headers);
    c.set('decided', decided);
    await next();
    // The browser editor has a policy of its own (src/shared/security-headers.ts).
    withSecurityHeaders(c.res, decided.admin ? adminHeaders : headers);
    for (const [name, value] of c.get('ownHeaders') ?? []) c.res.headers.set(name, value);
  };
}
