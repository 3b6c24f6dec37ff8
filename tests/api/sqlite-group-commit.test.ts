/**
 * The SQLite store's group commit: enquiries that arrive together are written in one transaction,
 * and each is answered only once it is committed, with its own outcome.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Enquiry } from '../../src/shared/enquiry.ts';
import { openSqliteStore } from '../../src/server/sqlite-store.ts';
import type { EnquiryMeta, Store } from '../../src/server/store.ts';

const enquiry = (n: number): Enquiry => ({ name: `Visitor ${n}`, email: `visitor${n}@example.in`, phone: '', company: '', budget: '', timeline: '', subject: '', intre: 'Web Application Development', message: `Enquiry number ${n} about a web application.`, projectType: '', hearAbout: '', preferredContactMethod: 'email', bestTimeToCall: '' });
const meta = (extra: Partial<EnquiryMeta> = {}): EnquiryMeta => ({ page: '/contact', service: '', userAgent: 'test', ipHash: 'f'.repeat(64), spam: false, ...extra });

let dataDir: string;
let store: Store;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'group-commit-'));
  store = openSqliteStore(dataDir);
});
afterEach(async () => {
  await store.close();
  rmSync(dataDir, { recursive: true, force: true });
});

it('answers each of many concurrent enquiries only once another connection can read it', async () => {
  const reader = new Database(join(dataDir, 'enquiries.sqlite'), { readonly: true });
  const visible = reader.prepare('SELECT count(*) AS n FROM enquiries WHERE id = ?');
  try {
    const seenOnAnswer = await Promise.all(
      Array.from({ length: 25 }, (_, n) => store.addEnquiry(enquiry(n), meta()).then(({ id, outcome }) => ({ outcome, visible: (visible.get(id) as { n: number }).n }))),
    );
    expect(seenOnAnswer).toEqual(Array.from({ length: 25 }, () => ({ outcome: 'stored', visible: 1 })));
    expect((await store.listEnquiries()).map((e) => e.email).sort()).toEqual(Array.from({ length: 25 }, (_, n) => `visitor${n}@example.in`).sort());
  } finally {
    reader.close();
  }
});

it('stores an idempotency key once when its retries arrive in the same batch, and tells a reused key from a retry', async () => {
  const [first, retry, reused] = await Promise.all([
    store.addEnquiry(enquiry(1), meta({ idempotencyKey: 'key-1', fingerprint: 'same' })),
    store.addEnquiry(enquiry(1), meta({ idempotencyKey: 'key-1', fingerprint: 'same' })),
    store.addEnquiry(enquiry(2), meta({ idempotencyKey: 'key-1', fingerprint: 'other' })),
  ]);
  expect(first.outcome).toBe('stored');
  expect(retry).toEqual({ id: first.id, outcome: 'repeat' });
  expect(reused).toEqual({ id: first.id, outcome: 'key-reused' });
  expect((await store.listEnquiries()).map((e) => e.email)).toEqual(['visitor1@example.in']);
});

it('refuses only the enquiry that cannot be stored; the others of its batch are stored', async () => {
  const unbindable = { ...enquiry(2), message: { text: 'not a string' } } as unknown as Enquiry;
  const results = await Promise.allSettled([store.addEnquiry(enquiry(1), meta()), store.addEnquiry(unbindable, meta()), store.addEnquiry(enquiry(3), meta())]);
  expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  expect((await store.listEnquiries()).map((e) => e.email).sort()).toEqual(['visitor1@example.in', 'visitor3@example.in']);
});

it('commits the enquiries still waiting when the store is closed', async () => {
  const pending = store.addEnquiry(enquiry(7), meta());
  await store.close();
  expect((await pending).outcome).toBe('stored');
  store = openSqliteStore(dataDir);
  expect((await store.listEnquiries()).map((e) => e.email)).toEqual(['visitor7@example.in']);
});
