/**
 * The security headers of every answer, in one place: the build writes them into `_headers` for
 * static hosts (build/stages/hosting.ts) and the site server sets them on everything it answers
 * (src/server/security-headers.ts), so the two cannot drift apart.
 */
import { createHash } from 'node:crypto';

/** Sent by default by the server and always written into `_headers` (static hosts serve HTTPS). */
export const DEFAULT_HSTS = 'max-age=63072000; includeSubDomains; preload';

export function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}

/** The site's policy: own files only, the inline theme script by its hash, no framing. */
export function contentSecurityPolicy(themeScript: string, connectSrc: string[] = []): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHash(themeScript)}`,
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${connectSrc.length ? ` ${connectSrc.join(' ')}` : ''}`,
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** Where the browser editor is served (build/stages/admin.ts); it has a policy of its own. */
export const ADMIN_PATH = '/admin/';

/** Decap's local backend (decap-server), which the editor uses only when opened on localhost. */
export const LOCAL_BACKEND_ORIGIN = 'http://localhost:8081';

/**
 * The browser editor's policy: what Decap CMS needs and no more, found by running it under this
 * policy and watching the console. `unsafe-eval`: Decap validates its configuration with ajv,
 * which compiles its schema with `new Function`. `style-src 'unsafe-inline'`: Decap's components
 * are styled with emotion, which writes `<style>` elements. `blob:` and `data:` images: pictures
 * an editor uploads are shown from memory before they are committed. GitHub's API is where the
 * GitHub backend reads and commits; its avatars show the logged-in editor. The local backend is
 * allowed only for the dev server (`localBackend`), never in `_headers`.
 */
export function adminContentSecurityPolicy(options: { localBackend?: boolean } = {}): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com",
    "font-src 'self'",
    `connect-src 'self' blob: https://api.github.com${options.localBackend ? ` ${LOCAL_BACKEND_ORIGIN}` : ''}`,
    "frame-src 'self' blob:",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** The policy of an answer at `path`: the editor's under ADMIN_PATH, the site's elsewhere. */
export function policyFor(path: string, sitePolicy: string, options: { localBackend?: boolean } = {}): string {
  return path.startsWith(ADMIN_PATH) || path === ADMIN_PATH.slice(0, -1) ? adminContentSecurityPolicy(options) : sitePolicy;
}

/** For answers that are data, not pages (an API on its own, without the built site): nothing may load or frame them. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** The contact endpoint's origin when the form posts to another host (it must be allowed to connect). */
export function connectSources(contactEndpoint: string): string[] {
  return /^https:\/\//.test(contactEndpoint) ? [new URL(contactEndpoint).origin] : [];
}

/**
 * Header name → value, in the order `_headers` lists them. `hsts: undefined` leaves
 * Strict-Transport-Security out (a deployment without TLS in front of it).
 */
export function securityHeaders(csp: string, hsts: string | undefined): [string, string][] {
  return [
    ['Content-Security-Policy', csp],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), interest-cohort=()'],
    ...(hsts ? [['Strict-Transport-Security', hsts] as [string, string]] : []),
    ['X-Frame-Options', 'DENY'],
  ];
}
