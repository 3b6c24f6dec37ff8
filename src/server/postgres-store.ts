/**
 * The store on PostgreSQL (DATABASE_URL), for several server instances behind a load balancer:
 * the same migrations and behaviour as SQLite. Migrations run under an advisory lock so two
 * instances starting together apply them once.
 */
import { createHash, randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { enquiryRows, knownKey } from './enquiry-rows.ts';
import { MIGRATIONS } from './migrations.ts';
import type { RateLimiter } from './rate-limit.ts';
import type { Store, StoreTables } from './store.ts';

const MIGRATION_LOCK = 73_210_001;

export async function openPostgresStore(url: string, { fields, migrations = MIGRATIONS }: StoreTables = {}): Promise<Store> {
  const enquiries = enquiryRows(fields);
  const sql = postgres(url, { max: 10, onnotice: () => {}, connect_timeout: 10 });
  await sql.begin(async (tx) => {
    await tx`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`;
    await tx`CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`;
    const applied = new Set((await tx`SELECT version FROM schema_migrations`).map((r) => Number(r.version)));
    for (const m of migrations) {
      if (applied.has(m.version) || (m.only && m.only !== 'postgres')) continue;
      await tx.unsafe(m.sql);
      await tx`INSERT INTO schema_migrations (version, name, applied_at) VALUES (${m.version}, ${m.name}, ${new Date().toISOString()})`;
    }
  });
  const placeholders = enquiries.columns.split(',').map((_, i) => `$${i + 1}`).join(', ');
  const insertSql = `INSERT INTO enquiries (${enquiries.columns}) VALUES (${placeholders}) ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`;
  type Row = Record<string, string | number | null>;
  // Windows that ended are deleted now and then by every instance; a request never scans the table.
  const pruneTimer = setInterval(() => void sql.unsafe(`DELETE FROM rate_limits WHERE reset_at <= ${NOW_MS}`).catch(() => {}), 60_000);
  pruneTimer.unref();
  return {
    async addEnquiry(enquiry, meta) {
      const id = randomUUID();
      const at = new Date().toISOString();
      const inserted = await sql.begin(async (tx) => {
        const rows = await tx.unsafe(insertSql, enquiries.params(id, at, enquiry, meta) as never[]);
        if (rows.length === 1 && meta.notify && !meta.spam) await tx`INSERT INTO outbox (enquiry_id, next_attempt_at) VALUES (${id}, ${at})`;
        return rows.length === 1;
      });
      if (inserted) return { id, outcome: 'stored' };
      const [first] = await sql`SELECT id, idempotency_fingerprint FROM enquiries WHERE idempotency_key = ${meta.idempotencyKey ?? null}`;
      return knownKey(first as { id: unknown; idempotency_fingerprint: unknown }, meta.fingerprint);
    },
    async addSubscriber(email, ipHash) {
      const rows = await sql`INSERT INTO subscribers (email, subscribed_at, ip_hash) VALUES (${email.toLowerCase()}, ${new Date().toISOString()}, ${ipHash}) ON CONFLICT (email) DO NOTHING RETURNING email`;
      return { duplicate: rows.length === 0 };
    },
    async listEnquiries({ since } = {}) {
      const rows = since ? await sql`SELECT * FROM enquiries WHERE received_at >= ${since} ORDER BY received_at` : await sql`SELECT * FROM enquiries ORDER BY received_at`;
      return rows.map((r) => enquiries.toEnquiry(r as Row));
    },
    async getEnquiry(id) {
      const [row] = await sql`SELECT * FROM enquiries WHERE id = ${id}`;
      return row ? enquiries.toEnquiry(row as Row) : undefined;
    },
    async listSubscribers({ since } = {}) {
      const rows = since ? await sql`SELECT email, subscribed_at FROM subscribers WHERE subscribed_at >= ${since} ORDER BY subscribed_at` : await sql`SELECT email, subscribed_at FROM subscribers ORDER BY subscribed_at`;
      return rows.map((r) => ({ email: String(r.email), subscribedAt: String(r.subscribed_at) }));
    },
    async dueNotifications(now, limit) {
      // SKIP LOCKED would let several instances share the outbox; a row is claimed by pushing its next attempt.
      const rows = await sql.begin(async (tx) => {
        const due = await tx`SELECT e.*, o.attempts AS outbox_attempts FROM outbox o JOIN enquiries e ON e.id = o.enquiry_id WHERE o.sent_at IS NULL AND o.next_attempt_at <= ${now} ORDER BY o.next_attempt_at LIMIT ${limit} FOR UPDATE OF o SKIP LOCKED`;
        const claimUntil = new Date(Date.parse(now) + 60_000).toISOString();
        for (const r of due) await tx`UPDATE outbox SET next_attempt_at = ${claimUntil} WHERE enquiry_id = ${r.id}`;
        return due;
      });
      return rows.map((r) => ({ enquiry: enquiries.toEnquiry(r as Row), attempts: Number(r.outbox_attempts) }));
    },
    async markNotificationSent(enquiryId, at) {
      await sql`UPDATE outbox SET sent_at = ${at}, last_error = NULL WHERE enquiry_id = ${enquiryId}`;
    },
    async markNotificationFailed(enquiryId, error, nextAttemptAt) {
      await sql`UPDATE outbox SET attempts = attempts + 1, last_error = ${error.slice(0, 500)}, next_attempt_at = ${nextAttemptAt} WHERE enquiry_id = ${enquiryId}`;
    },
    async health() {
      try {
        const [row] = await sql`SELECT 1 AS ok`;
        return Number(row.ok) === 1;
      } catch {
        return false;
      }
    },
    sharedRateLimiter(limit, windowMs, salt) {
      return sharedRateLimiter(sql, limit, windowMs, salt);
    },
    async close() {
      clearInterval(pruneTimer);
      await sql.end({ timeout: 5 });
    },
  };
}

/** Milliseconds since 1970 on the database's clock, which every instance shares. */
const NOW_MS = '(extract(epoch from clock_timestamp()) * 1000)::bigint';

/** One upsert per request: the window restarts when it has ended, else its count goes up. */
const TAKE_SQL = `
  INSERT INTO rate_limits AS r (key, reset_at, count) VALUES ($1, ${NOW_MS} + $2, 1)
  ON CONFLICT (key) DO UPDATE SET
    count = CASE WHEN r.reset_at <= ${NOW_MS} THEN 1 ELSE r.count + 1 END,
    reset_at = CASE WHEN r.reset_at <= ${NOW_MS} THEN excluded.reset_at ELSE r.reset_at END
  RETURNING count, r.reset_at - ${NOW_MS} AS remaining_ms`;

function sharedRateLimiter(sql: postgres.Sql, limit: number, windowMs: number, salt: string): RateLimiter {
  return {
    async take(key) {
      // Addresses are never stored: the row is keyed by a salted hash.
      const [row] = await sql.unsafe(TAKE_SQL, [createHash('sha256').update(`${salt}:${key}`).digest('hex'), windowMs]);
      if (Number(row.count) <= limit) return { ok: true };
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(Number(row.remaining_ms) / 1000)) };
    },
  };
}
