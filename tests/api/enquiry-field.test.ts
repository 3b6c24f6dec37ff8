/**
 * An enquiry field is one row of the table of fields plus a migration (src/shared/enquiry-fields.ts,
 * src/server/migrations.ts). Here a fixture adds a field the site does not have — a referral code —
 * to copies of the site's table and migrations, and the field is validated by the shared schema,
 * stored (SQLite and PostgreSQL, on a database that already holds an enquiry from before the
 * field), written into the notification mail and exported by the admin CLI, without any other edit.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ENQUIRY_FIELDS, enquirySchema, enquirySchemaOf, type EnquiryField } from '../../src/shared/enquiry.ts';
import { MIGRATIONS } from '../../src/server/migrations.ts';
import { openSqliteStore } from '../../src/server/sqlite-store.ts';
import { openPostgresStore } from '../../src/server/postgres-store.ts';
import { notificationMail } from '../../src/server/notifier.ts';
import { runAdmin } from '../../src/server/admin-cli.ts';
import type { Store, StoreTables } from '../../src/server/store.ts';
import { startPostgres, type TestPostgres } from '../helpers/postgres.ts';

const referral: EnquiryField = {
  name: 'referralCode', column: 'referral_code', label: 'Referral code', mailLabel: 'Referral code', kind: 'line', section: 'Project Details',
  max: 24, messages: { tooLong: 'A referral code has at most 24 characters' },
};
const tables = {
  fields: [...ENQUIRY_FIELDS, referral],
  migrations: [...MIGRATIONS, { version: 1000, name: 'referral code', sql: "ALTER TABLE enquiries ADD COLUMN referral_code TEXT NOT NULL DEFAULT '';" }],
} satisfies StoreTables;
const schema = enquirySchemaOf(tables.fields);

const visitor = { name: 'Asha Verma', email: 'asha@example.in', intre: 'Healthcare Technology', message: 'Appointment booking for our 12 clinics in Pune.' };
const meta = { page: '/contact', service: '', userAgent: 'UA', ipHash: 'h', spam: false, notify: true };
const errorsOf = (input: unknown) => {
  const r = schema.safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
};

test('the new field is validated by its row: its limit with its message, one line, empty when not sent', () => {
  expect(errorsOf({ ...visitor, referralCode: 'R'.repeat(25) })).toEqual({ referralCode: 'A referral code has at most 24 characters' });
  const parsed = schema.parse({ ...visitor, referralCode: '  FRIEND\r\nE-mail: x@y  ' });
  expect(parsed.referralCode).toBe('FRIEND E-mail: x@y');
  expect(schema.parse(visitor).referralCode).toBe('');
  // The site's own schema does not know it (without the row, no field).
  expect('referralCode' in enquirySchema.parse({ ...visitor, referralCode: 'FRIEND' })).toBe(false);
});

/** Stores an enquiry under the site's tables, then one under the fixture's (its migration runs on the existing database), and reads both back. */
async function storeBoth(open: (t: StoreTables) => Promise<Store>): Promise<{ store: Store; before: string; after: string }> {
  const site = await open({});
  const { id: before } = await site.addEnquiry(enquirySchema.parse(visitor), { ...meta, notify: false });
  await site.close();
  const store = await open(tables);
  const { id: after } = await store.addEnquiry(schema.parse({ ...visitor, referralCode: 'FRIEND-2026' }) as never, meta);
  return { store, before, after };
}

async function storedMailedExported(open: (t: StoreTables) => Promise<Store>, env: Record<string, string>) {
  const { store, before, after } = await storeBoth(open);
  try {
    const rows = (await store.listEnquiries()) as unknown as Record<string, unknown>[];
    expect(rows.find((r) => r.id === before)?.referralCode).toBe('');
    expect(rows.find((r) => r.id === after)?.referralCode).toBe('FRIEND-2026');

    const [due] = await store.dueNotifications(new Date(Date.now() + 60_000).toISOString(), 10);
    expect(due.enquiry.id).toBe(after);
    const mail = notificationMail(due.enquiry, tables.fields);
    expect(mail.text.split('\n')).toContain('Referral code: FRIEND-2026');
    expect(mail.html).toContain('<th align="left">Referral code</th><td>FRIEND-2026</td>');
  } finally {
    await store.close();
  }

  Object.assign(process.env, env);
  try {
    let out = '';
    expect(await runAdmin('enquiries', ['export', '--format', 'csv'], (s) => (out += s), false, tables)).toBe(0);
    const [header, ...lines] = out.trim().split('\r\n');
    const column = header.split(',').indexOf('referralCode');
    expect(column).toBeGreaterThan(0);
    expect(lines.map((l) => l.split(',')[column]).sort()).toEqual(['', 'FRIEND-2026']);
    out = '';
    await runAdmin('enquiries', ['export', '--format', 'json'], (s) => (out += s), false, tables);
    expect(JSON.parse(out).map((r: { referralCode: string }) => r.referralCode).sort()).toEqual(['', 'FRIEND-2026']);
  } finally {
    for (const key of Object.keys(env)) delete process.env[key];
  }
}

describe('the new field is stored, mailed and exported', () => {
  test('on SQLite', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'enquiry-field-'));
    try {
      await storedMailedExported(async (t) => openSqliteStore(dataDir, t), { DATA_DIR: dataDir });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  let pg: TestPostgres;
  beforeAll(async () => {
    pg = await startPostgres();
  });
  afterAll(async () => {
    await pg?.stop();
  });
  test('on PostgreSQL', async () => {
    const url = await pg.createDatabase();
    await storedMailedExported((t) => openPostgresStore(url, t), { DATABASE_URL: url });
  });
});
