/**
 * Property-based fuzzing of the enquiry endpoint with fast-check, over real HTTP: whatever the
 * payload, field types, encoding and size, never a 5xx, never an invalid row stored, and every
 * valid payload stored.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { enquirySchema, PRIMARY_SERVICES } from '../../src/shared/enquiry.ts';
import { loadConfig } from '../../src/server/config.ts';
import { startServer, type RunningServer } from '../../src/server/main.ts';
import { ROOT, sharedDist } from '../helpers/server-process.ts';

let running: RunningServer;
const dist = sharedDist();
const dataDir = mkdtempSync(join(tmpdir(), 'fuzz-'));
// A limit for a hung server, not a speed target: at load 40 on two cores 150 requests took over 2 minutes.
const FUZZ_TIMEOUT = 600_000;

beforeAll(async () => {
  running = await startServer(ROOT, { ...loadConfig({ PORT: '0', DATA_DIR: dataDir, RATE_LIMIT: '1000000', LOG_REQUESTS: 'false' }, ROOT), dist });
});
afterAll(async () => {
  await running?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const FIELDS = ['name', 'email', 'phone', 'company', 'budget', 'timeline', 'subject', 'intre', 'message', 'projectType', 'hearAbout', 'preferredContactMethod', 'bestTimeToCall', 'website', '__proto__', 'constructor'];
const anyValue = fc.oneof(fc.string({ maxLength: 300 }), fc.string({ unit: 'grapheme', maxLength: 80 }), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.string(), { maxLength: 3 }), fc.object({ maxDepth: 2 }), fc.string({ minLength: 4000, maxLength: 6000 }));
const randomPayload = fc.dictionary(fc.constantFrom(...FIELDS, 'x', 'extra'), anyValue, { maxKeys: 16 });
const validPayload = fc.record({
  name: fc.string({ minLength: 2, maxLength: 100 }).filter((s) => s.trim().length >= 2),
  email: fc.emailAddress().filter((e) => enquirySchema.shape.email.safeParse(e).success),
  phone: fc.stringMatching(/^[0-9 ()+-]{0,20}$/),
  intre: fc.constantFrom(...PRIMARY_SERVICES),
  message: fc.string({ minLength: 10, maxLength: 3000 }).filter((s) => s.trim().length >= 10),
  preferredContactMethod: fc.constantFrom('email', 'phone', 'whatsapp'),
});

async function send(payload: Record<string, unknown>, encoding: 'json' | 'form'): Promise<Response> {
  const body = encoding === 'json' ? JSON.stringify(payload) : new URLSearchParams(Object.entries(payload).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString();
  return fetch(`${running.url}/contact-api/enquiries`, { method: 'POST', body, redirect: 'manual', headers: { 'content-type': encoding === 'json' ? 'application/json' : 'application/x-www-form-urlencoded' } });
}

it('never answers 5xx and never stores an invalid enquiry, whatever is sent', async () => {
  await fc.assert(
    fc.asyncProperty(randomPayload, fc.constantFrom('json' as const, 'form' as const), async (payload, encoding) => {
      const res = await send(payload, encoding);
      await res.arrayBuffer();
      expect(res.status).toBeLessThan(500);
    }),
    { numRuns: 150 },
  );
  for (const row of await running.store.listEnquiries()) {
    const { id: _id, receivedAt: _r, page: _p, service: _s, userAgent: _u, ipHash: _h, spam: _spam, ...fields } = row;
    expect(enquirySchema.safeParse(fields).success, JSON.stringify(fields).slice(0, 200)).toBe(true);
  }
}, FUZZ_TIMEOUT);

it('stores every valid enquiry, in either encoding', async () => {
  await fc.assert(
    fc.asyncProperty(validPayload, fc.constantFrom('json' as const, 'form' as const), async (payload, encoding) => {
      const before = (await running.store.listEnquiries()).length;
      const res = await send(payload, encoding);
      await res.arrayBuffer();
      expect([200, 303]).toContain(res.status);
      const rows = await running.store.listEnquiries();
      expect(rows.length).toBe(before + 1);
      expect(rows.at(-1)!.email).toBe(payload.email.trim());
    }),
    { numRuns: 100 },
  );
}, FUZZ_TIMEOUT);
