/**
 * E-mail notifications from the outbox: each stored enquiry queues one; a background loop sends
 * due ones through SMTP with exponential backoff. An SMTP outage delays mail, never an enquiry;
 * after a restart the loop resumes whatever is still pending.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import { oneLine, writtenValue } from '../shared/enquiry.ts';
import type { Store, StoredEnquiry } from './store.ts';

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const LABELS: [keyof StoredEnquiry, string][] = [
  ['name', 'Name'], ['email', 'E-mail'], ['phone', 'Phone'], ['company', 'Company'], ['intre', 'Primary service'],
  ['projectType', 'Project type'], ['budget', 'Budget'], ['timeline', 'Timeline'], ['subject', 'Subject'],
  ['preferredContactMethod', 'Preferred contact'], ['bestTimeToCall', 'Best time to call'], ['hearAbout', 'Heard about us'],
  ['page', 'Sent from'], ['service', 'Service query'], ['receivedAt', 'Received'], ['id', 'Enquiry id'],
];

/** The message as quoted text: every line starts with "> ", so none can pass for a `Label: value` line above it. */
const quoted = (message: string) => message.split(/\r\n|[\r\n\v\f\u0085\u2028\u2029]/).map((line) => `> ${line}`).join('\n');

/**
 * The notification mail. Each field is written by its kind (src/shared/enquiry.ts): one-line fields
 * on their label's line, the message quoted below them; every visitor-supplied value is escaped
 * in the HTML part.
 */
export function notificationMail(e: StoredEnquiry): { subject: string; text: string; html: string; replyTo: string } {
  const rows = LABELS.map(([k, label]) => [label, writtenValue(k, e[k])] as const).filter(([, value]) => value !== '');
  return {
    subject: oneLine(`New enquiry: ${e.intre} from ${e.name}`).slice(0, 200),
    replyTo: oneLine(e.email),
    text: `${rows.map(([label, value]) => `${label}: ${value}`).join('\n')}\n\nMessage:\n${quoted(e.message)}\n`,
    html: `<h1>New enquiry</h1><table>${rows.map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</table><h2>Message</h2><blockquote><p>${escapeHtml(e.message).replace(/\r\n|[\r\n\v\f\u0085\u2028\u2029]/g, '<br>')}</p></blockquote>`,
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
