/**
 * Versioned schema migrations, applied in order at start and recorded in `schema_migrations`.
 * The same SQL runs on SQLite and PostgreSQL (types both understand), except a migration marked
 * `only`, which the other database skips.
 */
export interface Migration {
  version: number;
  name: string;
  sql: string;
  only?: 'postgres';
}

export const MIGRATIONS: Migration[] = [
  {
    version: 1,
    name: 'enquiries and subscribers',
    sql: `
      CREATE TABLE enquiries (
        id TEXT PRIMARY KEY,
        received_at TEXT NOT NULL,
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        phone TEXT NOT NULL,
        company TEXT NOT NULL,
        budget TEXT NOT NULL,
        timeline TEXT NOT NULL,
        subject TEXT NOT NULL,
        intre TEXT NOT NULL,
        message TEXT NOT NULL,
        project_type TEXT NOT NULL,
        hear_about TEXT NOT NULL,
        preferred_contact_method TEXT NOT NULL,
        best_time_to_call TEXT NOT NULL,
        page TEXT NOT NULL,
        service TEXT NOT NULL,
        user_agent TEXT NOT NULL,
        ip_hash TEXT NOT NULL,
        spam INTEGER NOT NULL DEFAULT 0,
        idempotency_key TEXT UNIQUE
      );
      CREATE INDEX enquiries_received_at ON enquiries (received_at);
      CREATE TABLE subscribers (
        email TEXT PRIMARY KEY,
        subscribed_at TEXT NOT NULL,
        ip_hash TEXT NOT NULL
      );
    `,
  },
  {
    version: 2,
    name: 'notification outbox',
    sql: `
      CREATE TABLE outbox (
        enquiry_id TEXT PRIMARY KEY REFERENCES enquiries (id),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at TEXT NOT NULL,
        last_error TEXT,
        sent_at TEXT
      );
      CREATE INDEX outbox_due ON outbox (sent_at, next_attempt_at);
    `,
  },
  {
    version: 3,
    name: 'idempotency fingerprint',
    sql: 'ALTER TABLE enquiries ADD COLUMN idempotency_fingerprint TEXT;',
  },
  {
    // Counters of the shared rate limit: unlogged (not worth a disk flush; a crash only resets them).
    version: 4,
    name: 'shared rate limit',
    only: 'postgres',
    sql: 'CREATE UNLOGGED TABLE rate_limits (key TEXT PRIMARY KEY, reset_at BIGINT NOT NULL, count INTEGER NOT NULL);',
  },
];
