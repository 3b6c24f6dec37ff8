/** Where enquiries and subscribers are kept. SQLite by default; the same interface for PostgreSQL. */
import type { Enquiry, EnquiryField } from '../shared/enquiry.ts';
import type { Migration } from './migrations.ts';
import type { RateLimiter } from './rate-limit.ts';

/** Which fields and migrations a store opens with: the site's unless given (a test adds a field). */
export interface StoreTables {
  fields?: readonly EnquiryField[];
  migrations?: readonly Migration[];
}

export interface EnquiryMeta {
  /** Path of the page the form was on, and its `service` query value. */
  page: string;
  service: string;
  userAgent: string;
  /** Salted SHA-256 of the client address; never the address itself. */
  ipHash: string;
  spam: boolean;
  idempotencyKey?: string;
  /** A hash of the enquiry as validated, kept with the key: a retry must carry the same enquiry. */
  fingerprint?: string;
  /** Queue an e-mail notification in the same transaction (when SMTP is configured). */
  notify?: boolean;
}

export interface StoredEnquiry extends Enquiry, Omit<EnquiryMeta, 'idempotencyKey' | 'fingerprint' | 'notify'> {
  id: string;
  receivedAt: string;
}

export interface Store {
  /**
   * Commits the enquiry, unless its idempotency key is known: then nothing is stored, and the
   * outcome says whether the first request with that key carried the same enquiry (`repeat`:
   * a retry) or another one (`key-reused`).
   */
  addEnquiry(enquiry: Enquiry, meta: EnquiryMeta): Promise<{ id: string; outcome: 'stored' | 'repeat' | 'key-reused' }>;
  addSubscriber(email: string, ipHash: string): Promise<{ duplicate: boolean }>;
  listEnquiries(options?: { since?: string }): Promise<StoredEnquiry[]>;
  getEnquiry(id: string): Promise<StoredEnquiry | undefined>;
  listSubscribers(options?: { since?: string }): Promise<{ email: string; subscribedAt: string }[]>;
  /** Outbox entries not sent yet whose next attempt is due, oldest first. */
  dueNotifications(now: string, limit: number): Promise<{ enquiry: StoredEnquiry; attempts: number }[]>;
  markNotificationSent(enquiryId: string, at: string): Promise<void>;
  markNotificationFailed(enquiryId: string, error: string, nextAttemptAt: string): Promise<void>;
  health(): Promise<boolean>;
  /**
   * A rate limiter every server instance on this store shares (PostgreSQL); absent when each
   * process counts alone. Keys hold client addresses: it stores their hash with `salt`.
   */
  sharedRateLimiter?(limit: number, windowMs: number, salt: string): RateLimiter;
  close(): Promise<void>;
}
