/**
 * The site server as a Hono app: the contact API under /contact-api/ and dist/ for everything else.
 * Web-standard handlers, so the same app runs on Node (@hono/node-server) or a serverless host.
 */
import { createHash } from 'node:crypto';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { enquiryField, enquirySchema, storableText, type EnquiryInput } from '../shared/enquiry.ts';
import { API_CONTENT_SECURITY_POLICY, securityHeaders } from '../shared/security-headers.ts';
import type { ServerConfig } from './config.ts';
import type { DecidedPath } from './request-path.ts';
import { adminAuth } from './admin-auth.ts';
import type { Store } from './store.ts';
import { clientAddress, rateLimitKey } from './client-address.ts';
import { createRateLimiter, type RateLimiter } from './rate-limit.ts';
import { refusalPage } from './refusal-page.ts';
import { decidedPath, securityHeadersMiddleware, type ServerEnv } from './security-headers.ts';

export const SUCCESS_MESSAGE = 'Thank you for reaching out. Our team will contact you within 24 hours.';
export const SUBSCRIBED_MESSAGE = 'Thank you for subscribing. New articles will reach your inbox.';
export const MAX_BODY_BYTES = 32 * 1024;
/** Longest Idempotency-Key accepted whole (a UUID is 36); a longer one is refused, never cut. */
export const MAX_IDEMPOTENCY_KEY_LENGTH = 255;
/** Status logged for a client that closed the connection before its answer (nginx's convention). */
export const CLIENT_CLOSED_REQUEST = 499;

type FieldErrors = Partial<Record<keyof EnquiryInput, string>>;

export interface AppDeps {
  config: ServerConfig;
  store: Store;
  /** Salt of the client-address hash. */
  salt: string;
  /** Renders /contact with the visitor's values and the field errors (for posts without JavaScript). */
  renderContact?: (values: Record<string, string>, errors: FieldErrors) => string;
  /** Serves dist/ (clean URLs, 404 page, headers, precompressed files) for the request's one path decision. */
  serveStatic?: (c: Context, decided: DecidedPath) => Promise<Response> | Response;
  /** The headers every answer gets (src/shared/security-headers.ts); the API's strict policy when not given. */
  securityHeaders?: [string, string][];
  /** The headers of the browser editor's answers under /admin/ (its own policy); `securityHeaders` when not given. */
  adminSecurityHeaders?: [string, string][];
  /** The site stylesheet's URL, for the pages that refuse a form post. */
  stylesheet?: string;
  /** Counts posts per client (keys hold addresses: a limiter that stores them must hash them); in memory when not given. */
  rateLimiter?: RateLimiter;
  /** The socket address of a request (Node adapter); undefined elsewhere. */
  remoteAddress?: (c: Context) => string | undefined;
  /** Whether the client is gone: its body timed out (answered 408 by the server) or it closed the connection. */
  clientGone?: (c: Context) => 'timeout' | 'closed' | undefined;
  log?: (line: string) => void;
  now?: () => number;
  /** Queue an e-mail per stored enquiry and wake the sender (when SMTP is configured). */
  notify?: () => void;
}

export function fieldErrors(issues: { path: PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0]) as keyof EnquiryInput;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The log level of a request by the status it got: a client's own timeout or departure is not a server failure. */
export function logLevel(status: number): 'info' | 'warn' | 'error' {
  if (status >= 500) return 'error';
  return status === 408 ? 'warn' : 'info';
}

/** An Origin header the server accepts as its own: a serialised http(s) origin whose host is the Host header. */
function sameOrigin(origin: string, host: string | undefined): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false; // "null", garbage
  }
  // A serialised origin has no path, user, query or trailing dot-junk: it reads back the same.
  if (url.origin !== origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) return false;
  return host !== undefined && url.host === host.toLowerCase();
}

/** The Idempotency-Key header: absent, a key (an sf-string's quotes removed), or why it is refused. */
export function readIdempotencyKey(header: string | undefined): { key?: string } | { error: string } {
  if (header === undefined) return {};
  const key = header.length >= 2 && header.startsWith('"') && header.endsWith('"') ? header.slice(1, -1) : header;
  let visibleAscii = key.length > 0 && key.length <= MAX_IDEMPOTENCY_KEY_LENGTH;
  for (let i = 0; visibleAscii && i < key.length; i++) visibleAscii = key.charCodeAt(i) > 0x20 && key.charCodeAt(i) < 0x7f;
  if (!visibleAscii) return { error: `The Idempotency-Key header must be 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} visible ASCII characters, such as a UUID.` };
  return { key };
}

export function createApp(deps: AppDeps): Hono<ServerEnv> {
  const { config, store } = deps;
  const app = new Hono<ServerEnv>();
  const limiter = deps.rateLimiter ?? createRateLimiter(config.rateLimit, config.rateWindowMs, deps.now);
  const log = deps.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  const hash = (value: string) => createHash('sha256').update(`${deps.salt}:${value}`).digest('hex');

  // One structured line per request, with the status actually sent; the path without its query, nothing personal.
  if (config.logRequests) app.use('*', async (c, next) => {
    const started = performance.now();
    await next();
    // An answer the client did not wait for is logged as what it got: 408 from the timeout, or 499.
    const gone = deps.clientGone?.(c);
    const status = gone === 'timeout' ? 408 : gone === 'closed' ? CLIENT_CLOSED_REQUEST : c.res.status;
    log(JSON.stringify({ time: new Date().toISOString(), level: logLevel(status), method: c.req.method, path: new URL(c.req.url).pathname, status, ms: Math.round((performance.now() - started) * 10) / 10 }));
  });
  const headers = deps.securityHeaders ?? securityHeaders(API_CONTENT_SECURITY_POLICY, config.hsts);
  app.use('*', securityHeadersMiddleware(headers, deps.adminSecurityHeaders ?? headers));
  // The editor's GitHub login: its pages make the policy stricter (a nonce for their one script).
  app.route('/api/admin', adminAuth(process.env, { log }));

  /** A form post (no JavaScript) expects a page; everything else JSON. */
  const wantsPage = (c: Context) => {
    const type = (c.req.header('content-type') ?? '').toLowerCase();
    return type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data');
  };
  const refuse = (c: Context, status: 400 | 403 | 413 | 422 | 429, title: string, message: string) =>
    wantsPage(c) ? c.html(refusalPage({ title, message, stylesheet: deps.stylesheet }), status) : c.json({ success: false, message }, status);

  const originAllowed = (c: Context): boolean => {
    const origin = c.req.header('origin');
    if (origin === undefined) return true; // not a browser cross-origin request (curl, server-to-server)
    return config.allowedOrigins.includes(origin) || sameOrigin(origin, c.req.header('host'));
  };

  const api = new Hono();
  api.use('*', async (c, next) => {
    const origin = c.req.header('origin');
    if (!originAllowed(c)) return refuse(c, 403, 'This form cannot be sent from here', 'This origin may not send enquiries. Please use the contact form on our own site.');
    if (origin) {
      c.header('Access-Control-Allow-Origin', origin);
      c.header('Vary', 'Origin');
    }
    if (c.req.method === 'OPTIONS') {
      c.header('Access-Control-Allow-Methods', 'POST, OPTIONS');
      c.header('Access-Control-Allow-Headers', 'Content-Type, Idempotency-Key');
      c.header('Access-Control-Max-Age', '600');
      return c.body(null, 204);
    }
    await next();
  });

  const tooLarge = `The request is larger than ${MAX_BODY_BYTES / 1024} KB.`;
  const streamedLimit = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => refuse(c, 413, 'The message is too long', tooLarge) });
  /**
   * Hono's bodyLimit decides by Content-Length when a request has one (and no Transfer-Encoding),
   * as here; but it first reads `c.req.raw.body`, which makes @hono/node-server build a whole
   * fetch Request with a web stream for every post, a quarter of a post's time outside SQLite. A
   * declared length is checked here; a streamed body still goes through Hono's counting reader.
   */
  const limit: MiddlewareHandler = (c, next) => {
    const length = c.req.header('content-length');
    if (length === undefined || c.req.header('transfer-encoding') !== undefined) return streamedLimit(c, next);
    return parseInt(length, 10) > MAX_BODY_BYTES ? Promise.resolve(refuse(c, 413, 'The message is too long', tooLarge)) : next();
  };

  /**
   * Counts the post against its client's limit for this endpoint. The salted hash of the client's
   * address (what is stored), or the refusal.
   */
  async function admit(c: Context, endpoint: string, what: string): Promise<{ ipHash: string } | Response> {
    const address = clientAddress(deps.remoteAddress?.(c), c.req.header('x-forwarded-for'), config.trustProxy);
    if (address === undefined) return refuse(c, 400, 'The request could not be read', 'The X-Forwarded-For header does not hold an IP address where a trusted proxy writes one.');
    const taken = await limiter.take(`${endpoint} ${rateLimitKey(address)}`);
    if (taken.ok) return { ipHash: hash(address) };
    c.header('Retry-After', String(taken.retryAfterSeconds));
    return refuse(c, 429, 'Please try again later', `Too many ${what} from your network. Please try again later.`);
  }

  /** The body as fields, whatever of the two accepted encodings it came in. */
  async function readFields(c: Context): Promise<{ kind: 'json' | 'form'; fields: Record<string, unknown> } | Response> {
    const type = (c.req.header('content-type') ?? '').split(';')[0].trim().toLowerCase();
    if (type === 'application/json') {
      try {
        const body = await c.req.json();
        if (!body || typeof body !== 'object' || Array.isArray(body)) throw new Error('not an object');
        return { kind: 'json', fields: body as Record<string, unknown> };
      } catch (err) {
        // A body cut short by the client or the request timeout is not the client's JSON mistake.
        if ((err instanceof Error && err.name === 'BodyLimitError') || deps.clientGone?.(c)) throw err;
        return c.json({ success: false, message: 'The request body is not a JSON object.', errors: {} }, 400);
      }
    }
    if (type === 'application/x-www-form-urlencoded') {
      const form = new URLSearchParams(await c.req.text());
      return { kind: 'form', fields: Object.fromEntries(form) };
    }
    return c.json({ success: false, message: 'Send the enquiry as application/json or application/x-www-form-urlencoded.' }, 415);
  }

  api.post('/enquiries', limit, async (c) => {
    const idempotency = readIdempotencyKey(c.req.header('idempotency-key'));
    if ('error' in idempotency) return c.json({ success: false, message: idempotency.error }, 400);
    const client = await admit(c, 'enquiries', 'enquiries');
    if (client instanceof Response) return client;
    const read = await readFields(c);
    if (read instanceof Response) return read;
    const { fields, kind } = read;
    // Browsers send text; a JSON client might send numbers: compare as text, never crash on a type.
    const text = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, typeof v === 'string' ? v : v === undefined || v === null ? undefined : typeof v === 'object' ? v : String(v)]));
    const parsed = enquirySchema.safeParse(text);
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error.issues);
      if (kind === 'form' && deps.renderContact) {
        const values = Object.fromEntries(Object.entries(fields).filter(([, v]) => typeof v === 'string').map(([k, v]) => [k, storableText(v as string)]));
        return c.html(deps.renderContact(values, errors), 400);
      }
      return c.json({ success: false, message: 'Please correct the highlighted fields.', errors }, 400);
    }
    const referer = c.req.header('referer');
    let page = '';
    let service = '';
    try {
      if (referer) {
        const u = new URL(referer);
        page = u.pathname;
        service = u.searchParams.get('service') ?? '';
      }
    } catch {
      // A malformed Referer is simply not recorded.
    }
    const spam = typeof fields.website === 'string' && fields.website.trim() !== '';
    const { outcome } = await store.addEnquiry(parsed.data, {
      page: storableText(page.slice(0, 500)),
      service: storableText(service.slice(0, 100)),
      userAgent: storableText((c.req.header('user-agent') ?? '').slice(0, 500)),
      ipHash: client.ipHash,
      spam,
      idempotencyKey: idempotency.key,
      fingerprint: idempotency.key === undefined ? undefined : createHash('sha256').update(JSON.stringify([parsed.data, spam])).digest('hex'),
      notify: Boolean(deps.notify),
    });
    // The IETF Idempotency-Key draft: a key already used for another request is an error, never a silent success.
    if (outcome === 'key-reused') return c.json({ success: false, message: 'This Idempotency-Key was already used for a different enquiry, so this one was not stored. Send it again with a new key.' }, 422);
    if (outcome === 'stored') deps.notify?.();
    if (kind === 'form') return c.redirect('/thank-you', 303);
    return c.json({ success: true, message: SUCCESS_MESSAGE });
  });

  api.post('/subscribe', limit, async (c) => {
    const client = await admit(c, 'subscribe', 'sign-ups');
    if (client instanceof Response) return client;
    const read = await readFields(c);
    if (read instanceof Response) return read;
    const valid = enquirySchema.shape.email.safeParse(typeof read.fields.email === 'string' ? read.fields.email : '');
    if (!valid.success) {
      if (read.kind === 'form') return c.redirect('/blog?subscribe=invalid#newsletter', 303);
      const message = enquiryField('email').messages?.invalid;
      return c.json({ success: false, message, errors: { email: message } }, 400);
    }
    await store.addSubscriber(valid.data, client.ipHash);
    if (read.kind === 'form') return c.redirect('/thank-you?subscribed=1', 303);
    return c.json({ success: true, message: SUBSCRIBED_MESSAGE });
  });

  api.get('/health', async (c) => {
    const ok = await store.health();
    return c.json({ status: ok ? 'ok' : 'unavailable', database: ok ? 'reachable' : 'unreachable' }, ok ? 200 : 503);
  });

  api.all('/enquiries', (c) => c.json({ success: false, message: `${c.req.method} is not allowed here; send the enquiry with POST.` }, 405, { Allow: 'POST, OPTIONS' }));
  api.all('/subscribe', (c) => c.json({ success: false, message: `${c.req.method} is not allowed here; subscribe with POST.` }, 405, { Allow: 'POST, OPTIONS' }));
  api.all('*', (c) => c.json({ success: false, message: 'No such API endpoint.' }, 404));

  app.route('/contact-api', api);
  app.onError((err, c) => {
    if (err.name === 'BodyLimitError') return refuse(c, 413, 'The message is too long', tooLarge);
    // The client no longer reads this answer; the status says what happened to it in the log.
    const gone = deps.clientGone?.(c);
    if (gone) return new Response(null, { status: gone === 'timeout' ? 408 : CLIENT_CLOSED_REQUEST });
    log(JSON.stringify({ time: new Date().toISOString(), level: 'error', path: new URL(c.req.url).pathname, error: err.message }));
    return c.json({ success: false, message: 'Something went wrong on our side. Your enquiry was not stored; please try again.' }, 500);
  });
  if (deps.serveStatic) app.all('*', (c) => deps.serveStatic!(c, decidedPath(c)));
  return app;
}
