/**
 * An enquiry as a row of the `enquiries` table, the same for SQLite and PostgreSQL: its columns
 * are the table of fields' (src/shared/enquiry-fields.ts) between what the server records around
 * them. A field's column must exist: its migration adds it (./migrations.ts).
 */
import { ENQUIRY_FIELDS, type EnquiryField } from '../shared/enquiry.ts';
import type { EnquiryMeta, StoredEnquiry } from './store.ts';

type Row = Record<string, string | number | null>;

/** What the server records beside the fields, as the store reads it back. */
const RECORDED = [
  ['page', 'page'],
  ['service', 'service'],
  ['userAgent', 'user_agent'],
  ['ipHash', 'ip_hash'],
] as const;

export interface EnquiryRows {
  /** The columns an insert writes, comma-separated, in the order of `params`. */
  columns: string;
  /** The values of one insert. */
  params(id: string, receivedAt: string, enquiry: Record<string, unknown>, meta: EnquiryMeta): (string | number | null)[];
  /** A stored row as the enquiry it holds, its fields in the table's order. */
  toEnquiry(row: Row): StoredEnquiry;
}

export function enquiryRows(fields: readonly EnquiryField[] = ENQUIRY_FIELDS): EnquiryRows {
  const columns = ['id', 'received_at', ...fields.map((f) => f.column), ...RECORDED.map(([, column]) => column), 'spam', 'idempotency_key', 'idempotency_fingerprint'];
  return {
    columns: columns.join(', '),
    params: (id, receivedAt, e, m) => [
      id,
      receivedAt,
      // As validated: a value the database cannot bind is refused, never stored as something else.
      ...fields.map((f) => e[f.name] as string),
      ...RECORDED.map(([key]) => m[key]),
      m.spam ? 1 : 0,
      m.idempotencyKey ?? null,
      m.idempotencyKey === undefined ? null : (m.fingerprint ?? null),
    ],
    toEnquiry: (r) =>
      ({
        id: String(r.id),
        receivedAt: String(r.received_at),
        ...Object.fromEntries(fields.map((f) => [f.name, String(r[f.column])])),
        ...Object.fromEntries(RECORDED.map(([key, column]) => [key, String(r[column])])),
        spam: Boolean(Number(r.spam)),
      }) as unknown as StoredEnquiry,
  };
}

/** What a known idempotency key means: the same enquiry again, or another one under a reused key. */
export function knownKey(first: { id: unknown; idempotency_fingerprint: unknown }, fingerprint: string | undefined): { id: string; outcome: 'repeat' | 'key-reused' } {
  // Rows from before fingerprints were kept cannot be compared: answered as a retry, as they were then.
  const same = first.idempotency_fingerprint === null || first.idempotency_fingerprint === fingerprint;
  return { id: String(first.id), outcome: same ? 'repeat' : 'key-reused' };
}
