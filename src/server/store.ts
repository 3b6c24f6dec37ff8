/** Where enquiries and subscribers are kept. SQLite by default; the same interface for PostgreSQL. */
import type { Enquiry } from '../shared/enquiry.ts';

export interface EnquiryMeta {
  /** Path of the page the form was on, and its `service` query value. */
  page: string;
  service: string;
  userAgent: string;
  /** Salted SHA-256 of the client address; never the address itself. */
  ipHash: string;
  spam: boolean;
  idempotencyKey?: string;
  /** Queue an e-mail notification in the same transaction (when SMTP is configured). */
  notify?: boolean;
}

export interface StoredEnquiry extends Enquiry, Omit<EnquiryMeta, 'idempotencyKey' | 'notify'> {
  id: string;
  receivedAt: string;
}

export interface Store {
  /** Commits the enquiry; a known idempotency key returns the first one, marked `duplicate`. */
  addEnquiry(enquiry: Enquiry, meta: EnquiryMeta): Promise<{ id: string; duplicate: boolean }>;
  addSubscriber(email: string, ipHash: string): Promise<{ duplicate: boolean }>;
  listEnquiries(options?: { since?: string }): Promise<StoredEnquiry[]>;
  getEnquiry(id: string): Promise<StoredEnquiry | undefined>;
  listSubscribers(options?: { since?: string }): Promise<{ email: string; subscribedAt: string }[]>;
  /** Outbox entries not sent yet whose next attempt is due, oldest first. */
  dueNotifications(now: string, limit: number): Promise<{ enquiry: StoredEnquiry; attempts: number }[]>;
  markNotificationSent(enquiryId: string, at: string): Promise<void>;
  markNotificationFailed(enquiryId: string, error: string, nextAttemptAt: string): Promise<void>;
  health(): Promise<boolean>;
  close(): Promise<void>;
}
