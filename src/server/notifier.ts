/**
 * E-mail notifications from the outbox: each stored enquiry queues one; a background loop sends
 * due ones through SMTP with exponential backoff. An SMTP outage delays mail, never an enquiry;
 * after a restart the loop resumes whatever is still pending.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { Store, StoredEnquiry } from './store.ts';

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const LABELS: [keyof StoredEnquiry, string][] = [
  ['name', 'Name'], ['email', 'E-mail'], ['phone', 'Phone'], ['company', 'Company'], ['intre', 'Primary service'],
  ['projectType', 'Project type'], ['budget', 'Budget'], ['timeline', 'Timeline'], ['subject', 'Subject'],
  ['preferredContactMethod', 'Preferred contact'], ['bestTimeToCall', 'Best time to call'], ['hearAbout', 'Heard about us'],
  ['page', 'Sent from'], ['service', 'Service query'], ['receivedAt', 'Received'], ['id', 'Enquiry id'],
];

/** The notification mail; every visitor-supplied value is escaped in the HTML part. */
export function notificationMail(e: StoredEnquiry): { subject: string; text: string; html: string; replyTo: string } {
  const rows = LABELS.filter(([k]) => String(e[k] ?? '') !== '');
  return {
    subject: `New enquiry: ${e.intre} from ${e.name}`.replace(/[\r\n]+/g, ' ').slice(0, 200),
    replyTo: e.email,
    text: `${rows.map(([k, label]) => `${label}: ${String(e[k])}`).join('\n')}\n\n${e.message}\n`,
    html: `<h1>New enquiry</h1><table>${rows.map(([k, label]) => `<tr><th align="left">${label}</th><td>${escapeHtml(String(e[k]))}</td></tr>`).join('')}</table><h2>Message</h2><p>${escapeHtml(e.message).replace(/\n/g, '<br>')}</p>`,
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
