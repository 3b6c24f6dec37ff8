/**
 * The site server as a Hono app: the contact API under /contact-api/ and dist/ for everything else.
 * Web-standard handlers, so the same app runs on Node (@hono/node-server) or a serverless host.
 */
import { createHash } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { enquirySchema, MESSAGES, type EnquiryInput } from '../shared/enquiry.ts';
import type { ServerConfig } from './config.ts';
import type { Store } from './store.ts';
import { createRateLimiter } from './rate-limit.ts';

export const SUCCESS_MESSAGE = 'Thank you for reaching out. Our team will contact you within 24 hours.';
export const SUBSCRIBED_MESSAGE = 'Thank you for subscribing. New articles will reach your inbox.';
export const MAX_BODY_BYTES = 32 * 1024;

type FieldErrors = Partial<Record<keyof EnquiryInput, string>>;

export interface AppDeps {
  config: ServerConfig;
  store: Store;
  /** Salt of the client-address hash. */
  salt: string;
  /** Renders /contact with the visitor's values and the field errors (for posts without JavaScript). */
  renderContact?: (values: Record<string, string>, errors: FieldErrors) => string;
  /** Serves dist/ (clean URLs, 404 page, headers, precompressed files). */
  serveStatic?: (c: Context) => Promise<Response> | Response;
  /** The socket address of a request (Node adapter); undefined elsewhere. */
  remoteAddress?: (c: Context) => string | undefined;
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

export function createApp(deps: AppDeps): Hono {
  const { config, store } = deps;
  const app = new Hono();
  const limiter = createRateLimiter(config.rateLimit, config.rateWindowMs, deps.now);
  const log = deps.log ?? ((line: string) => process.stdout.write(`${line}\n`));

  const clientAddress = (c: Context): string => {
    if (config.trustProxy) {
      const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
      if (forwarded) return forwarded;
    }
    return deps.remoteAddress?.(c) ?? 'unknown';
  };
  const ipHash = (c: Context) => createHash('sha256').update(`${deps.salt}:${clientAddress(c)}`).digest('hex');

  // One structured line per request; the path without its query, nothing personal.
  app.use('*', async (c, next) => {
    const started = performance.now();
    await next();
    log(JSON.stringify({ time: new Date().toISOString(), method: c.req.method, path: new URL(c.req.url).pathname, status: c.res.status, ms: Math.round((performance.now() - started) * 10) / 10 }));
  });

  const originAllowed = (c: Context): boolean => {
    const origin = c.req.header('origin');
    if (!origin) return true; // not a browser cross-origin request (curl, server-to-server)
    const self = new URL(c.req.url).origin;
    const host = c.req.header('host');
    return origin === self || (host !== undefined && new URL(origin).host === host) || config.allowedOrigins.includes(origin);
  };

  const api = new Hono();
  api.use('*', async (c, next) => {
    const origin = c.req.header('origin');
    if (!originAllowed(c)) return c.json({ success: false, message: 'This origin may not send enquiries.' }, 403);
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

  const limit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json({ success: false, message: `The request is larger than ${MAX_BODY_BYTES / 1024} KB.` }, 413),
  });

  /** The body as fields, whatever of the two accepted encodings it came in. */
  async function readFields(c: Context): Promise<{ kind: 'json' | 'form'; fields: Record<string, unknown> } | Response> {
    const type = (c.req.header('content-type') ?? '').split(';')[0].trim().toLowerCase();
    if (type === 'application/json') {
      try {
        const body = await c.req.json();
        if (!body || typeof body !== 'object' || Array.isArray(body)) throw new Error('not an object');
        return { kind: 'json', fields: body as Record<string, unknown> };
      } catch (err) {
        if (err instanceof Error && err.name === 'BodyLimitError') throw err;
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
    const read = await readFields(c);
    if (read instanceof Response) return read;
    const hash = ipHash(c);
    const allowed = limiter.take(hash);
    if (!allowed.ok) {
      c.header('Retry-After', String(allowed.retryAfterSeconds));
      return c.json({ success: false, message: 'Too many enquiries from your network. Please try again later.' }, 429);
    }
    const { fields, kind } = read;
    // Browsers send text; a JSON client might send numbers: compare as text, never crash on a type.
    const text = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, typeof v === 'string' ? v : v === undefined || v === null ? undefined : typeof v === 'object' ? v : String(v)]));
    const parsed = enquirySchema.safeParse(text);
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error.issues);
      if (kind === 'form' && deps.renderContact) {
        const values = Object.fromEntries(Object.entries(fields).filter(([, v]) => typeof v === 'string')) as Record<string, string>;
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
    const honeypot = typeof fields.website === 'string' && fields.website.trim() !== '';
    const key = c.req.header('idempotency-key')?.slice(0, 200);
    await store.addEnquiry(parsed.data, { page: page.slice(0, 500), service: service.slice(0, 100), userAgent: (c.req.header('user-agent') ?? '').slice(0, 500), ipHash: hash, spam: honeypot, idempotencyKey: key, notify: Boolean(deps.notify) });
    deps.notify?.();
    if (kind === 'form') return c.redirect('/thank-you', 303);
    return c.json({ success: true, message: SUCCESS_MESSAGE });
  });

  api.post('/subscribe', limit, async (c) => {
    const read = await readFields(c);
    if (read instanceof Response) return read;
    const email = typeof read.fields.email === 'string' ? read.fields.email.trim() : '';
    const valid = enquirySchema.shape.email.safeParse(email);
    if (!valid.success) {
      if (read.kind === 'form') return c.redirect('/blog?subscribe=invalid#newsletter', 303);
      return c.json({ success: false, message: MESSAGES.email, errors: { email: MESSAGES.email } }, 400);
    }
    await store.addSubscriber(valid.data, ipHash(c));
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
    if (err.name === 'BodyLimitError') return c.json({ success: false, message: `The request is larger than ${MAX_BODY_BYTES / 1024} KB.` }, 413);
    log(JSON.stringify({ time: new Date().toISOString(), level: 'error', path: new URL(c.req.url).pathname, error: err.message }));
    return c.json({ success: false, message: 'Something went wrong on our side. Your enquiry was not stored; please try again.' }, 500);
  });
  if (deps.serveStatic) app.all('*', (c) => deps.serveStatic!(c));
  return app;
}
