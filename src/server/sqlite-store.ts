/** The embedded store: one SQLite file in DATA_DIR, WAL mode, every write committed before we answer. */
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import type { Enquiry } from '../shared/enquiry.ts';
import { enquiryRows, knownKey } from './enquiry-rows.ts';
import { MIGRATIONS } from './migrations.ts';
import { privateDatabase, privateFilesOf, privateFolder } from './private-files.ts';
import type { EnquiryMeta, Store, StoreTables } from './store.ts';

type Row = Record<string, string | number | null>;

export function openSqliteStore(dataDir: string, { fields, migrations = MIGRATIONS }: StoreTables = {}): Store {
  const enquiries = enquiryRows(fields);
  // Enquiries are personal data: the folder and every file of the database its owner's alone.
  privateFolder(dataDir);
  const file = join(dataDir, 'enquiries.sqlite');
  privateDatabase(file);
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  // FULL: an answered enquiry survives a power cut, not only a process crash.
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)');
  const applied = new Set(db.prepare('SELECT version FROM schema_migrations').all().map((r) => (r as { version: number }).version));
  for (const m of migrations) {
    if (applied.has(m.version) || m.only === 'postgres') continue;
    db.transaction(() => {
      db.exec(m.sql);
      db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(m.version, m.name, new Date().toISOString());
    })();
  }
  // The -wal and -shm files SQLite made now (with the database file's mode; set again for files an older version made).
  privateFilesOf(file);
  const insert = db.prepare(`INSERT INTO enquiries (${enquiries.columns}) VALUES (${enquiries.columns.split(',').map(() => '?').join(', ')}) ON CONFLICT (idempotency_key) DO NOTHING`);
  const byKey = db.prepare('SELECT id, idempotency_fingerprint FROM enquiries WHERE idempotency_key = ?');
  const queue = db.prepare('INSERT INTO outbox (enquiry_id, next_attempt_at) VALUES (?, ?)');
  type Outcome = Awaited<ReturnType<Store['addEnquiry']>>;
  type Waiting = { id: string; at: string; enquiry: Enquiry; meta: EnquiryMeta; resolve: (outcome: Outcome) => void; reject: (err: unknown) => void };
  /** Stores one enquiry inside the open transaction, its notification with it (a mail is never queued for a lost row, nor lost for a stored one). */
  const insertOne = ({ id, at, enquiry, meta }: Waiting): Outcome => {
    if (insert.run(enquiries.params(id, at, enquiry, meta)).changes === 1) {
      if (meta.notify && !meta.spam) queue.run(id, at);
      return { id, outcome: 'stored' };
    }
    // A known key, possibly from earlier in the same batch: this transaction sees that row.
    return knownKey(byKey.get(meta.idempotencyKey) as { id: string; idempotency_fingerprint: string | null }, meta.fingerprint);
  };
  const commitAll = db.transaction((batch: Waiting[]) => batch.map(insertOne));
  /**
   * Group commit: the enquiries that arrive in one turn of the event loop are written in one
   * transaction, so one fsync (synchronous=FULL) covers all of them, and each is answered only
   * after that commit. While one commit waits on the disk, the next requests are read and queue
   * up: the busier the server, the larger the batch.
   */
  let waiting: Waiting[] = [];
  const commitWaiting = () => {
    const batch = waiting;
    waiting = [];
    if (batch.length === 0) return; // committed by close()
    let outcomes: Outcome[];
    try {
      outcomes = commitAll(batch);
    } catch (err) {
      if (batch.length === 1) return batch[0].reject(err);
      // The batch was rolled back: each again in its own transaction, so one bad row costs only its own request.
      for (const one of batch) {
        try {
          one.resolve(commitAll([one])[0]);
        } catch (e) {
          one.reject(e);
        }
      }
      return;
    }
    batch.forEach((one, i) => one.resolve(outcomes[i]));
  };
  const due = db.prepare('SELECT e.*, o.attempts AS outbox_attempts FROM outbox o JOIN enquiries e ON e.id = o.enquiry_id WHERE o.sent_at IS NULL AND o.next_attempt_at <= ? ORDER BY o.next_attempt_at LIMIT ?');
  const sent = db.prepare('UPDATE outbox SET sent_at = ?, last_error = NULL WHERE enquiry_id = ?');
  const failed = db.prepare('UPDATE outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at = ? WHERE enquiry_id = ?');
  const addSub = db.prepare('INSERT INTO subscribers (email, subscribed_at, ip_hash) VALUES (?, ?, ?) ON CONFLICT (email) DO NOTHING');
  return {
    addEnquiry(enquiry, meta) {
      return new Promise((resolve, reject) => {
        if (waiting.length === 0) setImmediate(commitWaiting);
        waiting.push({ id: randomUUID(), at: new Date().toISOString(), enquiry, meta, resolve, reject });
      });
    },
    async addSubscriber(email, ipHash) {
      return { duplicate: addSub.run(email.toLowerCase(), new Date().toISOString(), ipHash).changes === 0 };
    },
    async listEnquiries({ since } = {}) {
      const rows = since ? db.prepare('SELECT * FROM enquiries WHERE received_at >= ? ORDER BY received_at').all(since) : db.prepare('SELECT * FROM enquiries ORDER BY received_at').all();
      return (rows as Row[]).map(enquiries.toEnquiry);
    },
    async getEnquiry(id) {
      const row = db.prepare('SELECT * FROM enquiries WHERE id = ?').get(id) as Row | undefined;
      return row ? enquiries.toEnquiry(row) : undefined;
    },
    async listSubscribers({ since } = {}) {
      const rows = since ? db.prepare('SELECT email, subscribed_at FROM subscribers WHERE subscribed_at >= ? ORDER BY subscribed_at').all(since) : db.prepare('SELECT email, subscribed_at FROM subscribers ORDER BY subscribed_at').all();
      return (rows as { email: string; subscribed_at: string }[]).map((r) => ({ email: r.email, subscribedAt: r.subscribed_at }));
    },
    async dueNotifications(now, limit) {
      return (due.all(now, limit) as Row[]).map((r) => ({ enquiry: enquiries.toEnquiry(r), attempts: Number(r.outbox_attempts) }));
    },
    async markNotificationSent(enquiryId, at) {
      sent.run(at, enquiryId);
    },
    async markNotificationFailed(enquiryId, error, nextAttemptAt) {
      failed.run(error.slice(0, 500), nextAttemptAt, enquiryId);
    },
    async health() {
      try {
        return (db.prepare('SELECT 1 AS ok').get() as { ok: number }).ok === 1;
      } catch {
        return false;
      }
    },
    async close() {
      if (waiting.length) commitWaiting();
      db.close();
    },
  };
}
