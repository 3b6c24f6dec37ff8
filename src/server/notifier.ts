/**
 * E-mail notifications from the outbox: each stored enquiry queues one; a background loop sends
 * due ones through SMTP with exponential backoff. An SMTP outage delays mail, never an enquiry;
 * after a restart the loop resumes whatever is still pending.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import { ENQUIRY_FIELDS, oneLine, writtenValue, type EnquiryField } from '../shared/enquiry.ts';
import type { Store, StoredEnquiry } from './store.ts';

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** What the server records beside the fields, under the fields' lines. */
const RECORDED_LABELS: [keyof StoredEnquiry, string][] = [['page', 'Sent from'], ['service', 'Service query'], ['receivedAt', 'Received'], ['id', 'Enquiry id']];

/** The message as quoted text: every line starts with "> ", so none can pass for a `Label: value` line above it. */
const quoted = (message: string) => message.split(/\r\n|[\r\n\v\f\u0085\u2028\u2029]/).map((line) => `> ${line}`).join('\n');

/**
 * The notification mail, from the table of fields (src/shared/enquiry-fields.ts): each one-line
 * field on its mail label's line, in the table's order, then what the server recorded; each
 * multi-line field (the message) quoted below them under its label. Every visitor-supplied value
 * is escaped in the HTML part.
 */
export function notificationMail(e: StoredEnquiry, fields: readonly EnquiryField[] = ENQUIRY_FIELDS): { subject: string; text: string; html: string; replyTo: string } {
  const values = e as unknown as Record<string, unknown>;
  const lines = [...fields.filter((f) => f.kind !== 'text').map((f) => [f.mailLabel, f.name] as const), ...RECORDED_LABELS]
    .map(([label, k]) => [label, writtenValue(k, values[k], fields)] as const)
    .filter(([, value]) => value !== '');
  const texts = fields.filter((f) => f.kind === 'text').map((f) => [f.mailLabel, String(values[f.name] ?? '')] as const);
  return {
    subject: oneLine(`New enquiry: ${e.intre} from ${e.name}`).slice(0, 200),
    replyTo: oneLine(e.email),
    text: `${lines.map(([label, value]) => `${label}: ${value}`).join('\n')}\n${texts.map(([label, value]) => `\n${label}:\n${quoted(value)}\n`).join('')}`,
    html: `<h1>New enquiry</h1><table>${lines.map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</table>${texts.map(([label, value]) => `<h2>${label}</h2><blockquote><p>${escapeHtml(value).replace(/\r\n|[\r\n\v\f\u0085\u2028\u2029]/g, '<br>')}</p></blockquote>`).join('')}`,
  };
}

/** 1 s, 2 s, 4 s… up to 5 minutes between attempts. */
export function backoffMs(attempts: number): number {
  return Math.min(300_000, 1000 * 2 ** Math.min(attempts, 20));
}

export interface Notifier {
  /** Look for due mail now (called after each stored enquiry). */
  poke(): void;
  stop(): Promise<void>;
}

export function startNotifier(store: Store, options: { smtpUrl: string; to: string; from?: string; intervalMs?: number; log?: (line: string) => void }): Notifier {
  const transport: Transporter = nodemailer.createTransport(options.smtpUrl);
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  async function drain(): Promise<void> {
    do {
      again = false;
      const due = await store.dueNotifications(new Date().toISOString(), 20);
      for (const { enquiry, attempts } of due) {
        if (stopped) return;
        try {
          await transport.sendMail({ from: options.from ?? options.to, to: options.to, ...notificationMail(enquiry) });
          await store.markNotificationSent(enquiry.id, new Date().toISOString());
        } catch (err) {
          const next = new Date(Date.now() + backoffMs(attempts)).toISOString();
          await store.markNotificationFailed(enquiry.id, err instanceof Error ? err.message : String(err), next);
          log(JSON.stringify({ time: new Date().toISOString(), level: 'warn', event: 'notification failed', enquiry: enquiry.id, attempts: attempts + 1, next }));
        }
      }
    } while (again && !stopped);
  }

  const poke = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain().finally(() => (running = undefined));
  };
  const timer = setInterval(poke, options.intervalMs ?? 1000);
  timer.unref();
  poke();
  return {
    poke,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      transport.close();
    },
  };
}
