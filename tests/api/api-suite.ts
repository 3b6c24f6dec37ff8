/** The contact API and the site server, through real HTTP against a running server, on SQLite and on PostgreSQL. */
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type TestPostgres } from '../helpers/postgres.ts';
import { loadConfig } from '../../src/server/config.ts';
import { startServer, type RunningServer } from '../../src/server/main.ts';
import { ROOT, sharedDist } from '../helpers/server-process.ts';

export type StoreKind = 'sqlite' | 'postgres';

/** The whole API suite against one kind of store. */
export function apiSuite(kind: StoreKind) {
describe(`contact API on ${kind}`, () => {
let running: RunningServer;
const dist = sharedDist();
let pg: TestPostgres | undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'api-data-'));
/** Settings of a test server: SQLite in its own folder, or its own PostgreSQL database. */
const storeEnv = async (dir: string): Promise<Record<string, string>> => (kind === 'postgres' ? { DATA_DIR: dir, DATABASE_URL: await pg!.createDatabase() } : { DATA_DIR: dir });
const ENDPOINT = '/contact-api/enquiries';
const valid = { name: 'Asha Verma', email: 'asha@example.in', phone: '', company: 'Verma Clinics', budget: '$15,000 - $50,000', timeline: '2-3 months', subject: 'Clinic app', intre: 'Healthcare Technology', message: 'We need appointment booking for 12 clinics.', projectType: 'New project from scratch', hearAbout: 'LinkedIn', preferredContactMethod: 'whatsapp', bestTimeToCall: 'Anytime' };

beforeAll(async () => {
  if (kind === 'postgres') pg = await startPostgres();
  const config = { ...loadConfig({ PORT: '0', ...(await storeEnv(dataDir)), RATE_LIMIT: '1000', ALLOWED_ORIGINS: 'https://partner.example', LOG_REQUESTS: 'false' }, ROOT), dist };
  running = await startServer(ROOT, config);
});
afterAll(async () => {
  await running?.stop();
  await pg?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const post = (body: string, headers: Record<string, string>, path = ENDPOINT) => fetch(running.url + path, { method: 'POST', body, headers, redirect: 'manual' });
const postJson = (data: unknown, headers: Record<string, string> = {}) => post(JSON.stringify(data), { 'content-type': 'application/json', ...headers });
const count = async () => (await running.store.listEnquiries()).length;

describe('POST /contact-api/enquiries (JSON)', () => {
  it('stores a valid enquiry before answering, with where it came from and a hash of the address', async () => {
    const before = await count();
    const res = await postJson({ ...valid, name: '  Asha Verma ', extra: 'dropped' }, { referer: 'http://localhost/contact?service=investment', 'user-agent': 'TestAgent/1.0' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: 'Thank you for reaching out. Our team will contact you within 24 hours.' });
    const all = await running.store.listEnquiries();
    expect(all.length).toBe(before + 1);
    const stored = all.at(-1)!;
    expect(stored).toMatchObject({ name: 'Asha Verma', email: 'asha@example.in', intre: 'Healthcare Technology', preferredContactMethod: 'whatsapp', page: '/contact', service: 'investment', userAgent: 'TestAgent/1.0', spam: false });
    expect(stored.ipHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain('127.0.0.1');
    expect('extra' in stored).toBe(false);
  });

  it('answers 400 with the specification’s messages per field, and stores nothing', async () => {
    const before = await count();
    const res = await postJson({ name: 'A', email: 'nope', phone: 'call me', intre: '', message: 'short' });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.success).toBe(false);
    expect(body.errors).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
      intre: 'Please select a service',
      message: 'Message must be at least 10 characters',
    });
    expect(await count()).toBe(before);
  });

  it('stores a retried submission with the same Idempotency-Key once', async () => {
    const before = await count();
    const key = `draft-${Date.now()}`;
    const first = await postJson(valid, { 'idempotency-key': key });
    const second = await postJson(valid, { 'idempotency-key': key });
    expect(first.status).toBe(200);
    expect(await second.json()).toEqual(await first.json());
    expect(await count()).toBe(before + 1);
  });

  it('answers a filled honeypot like a success and stores it marked as spam', async () => {
    const res = await postJson({ ...valid, website: 'http://spam.example' });
    expect((await res.json()).success).toBe(true);
    expect((await running.store.listEnquiries()).at(-1)!.spam).toBe(true);
  });
});

describe('POST /contact-api/enquiries (form, JavaScript off)', () => {
  it('redirects a valid form post to the thank-you page', async () => {
    const res = await post(new URLSearchParams(valid).toString(), { 'content-type': 'application/x-www-form-urlencoded' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/thank-you');
    const thanks = await fetch(running.url + '/thank-you');
    expect(await thanks.text()).toContain('Thank you — we have your message');
  });

  it('answers an invalid form post with the contact page showing the errors and every value typed', async () => {
    const before = await count();
    const res = await post(new URLSearchParams({ ...valid, email: 'asha-at-example', message: 'Too short', company: 'Verma & Sons <Clinics>' }).toString(), { 'content-type': 'application/x-www-form-urlencoded' });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('<h1>');
    expect(html).toMatch(/id="f-email-error">Please enter a valid email address</);
    expect(html).toMatch(/id="f-message-error">Message must be at least 10 characters</);
    expect(html).toContain('value="asha-at-example"');
    expect(html).toContain('value="Verma &amp; Sons &lt;Clinics&gt;"');
    expect(html).toMatch(/<option selected="">Healthcare Technology<\/option>/);
    expect(html).toContain('aria-invalid="true"');
    expect(await count()).toBe(before);
  });
});

describe('refusals', () => {
  it('refuses a body over 32 KB with 413 without storing it, also when it is streamed without a length', async () => {
    const before = await count();
    const big = JSON.stringify({ ...valid, message: 'x'.repeat(40_000) });
    expect((await postJson(JSON.parse(big))).status).toBe(413);
    const status = await new Promise<number>((resolve, reject) => {
      const url = new URL(running.url + ENDPOINT);
      const req = httpRequest({ host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } }, (res) => resolve(res.statusCode ?? 0));
      req.on('error', reject);
      for (let i = 0; i < 10; i++) req.write('x'.repeat(8 * 1024));
      req.end();
    });
    expect(status).toBe(413);
    expect(await count()).toBe(before);
  });

  it('answers a slow body with 408 and stores nothing', async () => {
    const slowData = mkdtempSync(join(tmpdir(), 'api-slow-'));
    const slow = await startServer(ROOT, { ...loadConfig({ PORT: '0', ...(await storeEnv(slowData)), REQUEST_TIMEOUT_MS: '1500', LOG_REQUESTS: 'false' }, ROOT), dist });
    try {
      const url = new URL(slow.url + ENDPOINT);
      const body = JSON.stringify(valid);
      const status = await new Promise<number>((resolve, reject) => {
        const req = httpRequest({ host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(body.length) } }, (res) => resolve(res.statusCode ?? 0));
        req.on('error', reject);
        let i = 0;
        const drip = setInterval(() => {
          if (i < body.length - 1) req.write(body[i++]);
        }, 400);
        req.on('close', () => clearInterval(drip));
        setTimeout(() => reject(new Error('the slow request was never cut off')), 120_000).unref(); // only a hang reaches this
      });
      expect(status).toBe(408);
      expect((await slow.store.listEnquiries()).length).toBe(0);
    } finally {
      await slow.stop();
      rmSync(slowData, { recursive: true, force: true });
    }
  });

  it('refuses other content types (415) and other methods (405)', async () => {
    expect((await post('name=x', { 'content-type': 'text/plain' })).status).toBe(415);
    const get = await fetch(running.url + ENDPOINT);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST, OPTIONS');
    expect((await get.json()).success).toBe(false);
  });

  it('refuses a foreign origin and answers an allowed origin’s preflight', async () => {
    const before = await count();
    const foreign = await postJson(valid, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(await count()).toBe(before);
    const preflight = await fetch(running.url + ENDPOINT, { method: 'OPTIONS', headers: { origin: 'https://partner.example', 'access-control-request-method': 'POST' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Idempotency-Key');
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After past the limit per client address', async () => {
    const data = mkdtempSync(join(tmpdir(), 'api-rl-'));
    const limited = await startServer(ROOT, { ...loadConfig({ PORT: '0', ...(await storeEnv(data)), RATE_LIMIT: '2', RATE_LIMIT_WINDOW_SECONDS: '60', LOG_REQUESTS: 'false' }, ROOT), dist });
    try {
      const send = () => fetch(limited.url + ENDPOINT, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(valid) });
      expect((await send()).status).toBe(200);
      expect((await send()).status).toBe(200);
      const third = await send();
      expect(third.status).toBe(429);
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await limited.store.listEnquiries()).length).toBe(2);
    } finally {
      await limited.stop();
      rmSync(data, { recursive: true, force: true });
    }
  });
});

describe('newsletter and health', () => {
  it('stores a subscriber once and reports database reachability', async () => {
    const email = `reader${Date.now()}@example.in`;
    const sub = (body: unknown) => post(JSON.stringify(body), { 'content-type': 'application/json' }, '/contact-api/subscribe');
    expect((await sub({ email })).status).toBe(200);
    expect((await sub({ email: email.toUpperCase() })).status).toBe(200);
    expect((await running.store.listSubscribers()).filter((s) => s.email === email)).toHaveLength(1);
    expect((await sub({ email: 'not-an-email' })).status).toBe(400);
    const health = await fetch(running.url + '/contact-api/health');
    expect(await health.json()).toEqual({ status: 'ok', database: 'reachable' });
  });
});

describe('static site', () => {
  it('serves clean URLs, a 404 status for unknown paths, _headers and precompressed files', async () => {
    const about = await fetch(running.url + '/about', { headers: { 'accept-encoding': 'br' } });
    expect(about.status).toBe(200);
    expect(about.headers.get('content-encoding')).toBe('br');
    expect(about.headers.get('content-security-policy')).toContain("script-src 'self' 'sha256-");
    expect(await about.text()).toContain('<h1>');
    const missing = await fetch(running.url + '/no-such-page');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Oops! Page Not Found');
    const asset = (await fetch(running.url + '/')).headers;
    expect(asset.get('x-content-type-options')).toBe('nosniff');
  });
});
});
}
