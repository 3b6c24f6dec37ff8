/**
 * Notification mail through a real SMTP server in the test process: delivered with visitor text
 * escaped, and after an SMTP outage every pending mail arrives exactly once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { startServer, type RunningServer } from '../../src/server/main.ts';
import { ROOT, sharedDist } from '../helpers/server-process.ts';
import { freePort } from '../helpers/net.ts';

const dist = sharedDist();
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

interface Received {
  to: string[];
  raw: string;
}

function smtp(port: number): Promise<{ mails: Received[]; close: () => Promise<void> }> {
  const mails: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (d: Buffer) => (raw += d.toString()));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve({ mails, close: () => new Promise<void>((r) => server.close(() => r())) })));
}


async function start(smtpPort: number, dataDir = mkdtempSync(join(tmpdir(), 'notify-'))): Promise<RunningServer> {
  dirs.push(dataDir);
  const config = loadConfig({ PORT: '0', DATA_DIR: dataDir, SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, NOTIFY_TO: 'sales@tarkaa.dev', NOTIFY_INTERVAL_MS: '200', RATE_LIMIT: '1000', LOG_REQUESTS: 'false' }, ROOT);
  return startServer(ROOT, { ...config, dist });
}

const enquiry = (n: number, name = `Client ${n}`) => ({ name, email: `client${n}@example.in`, intre: 'Financial Technology', message: `Loan origination system, enquiry number ${n}.` });
const post = (server: RunningServer, body: unknown) => fetch(`${server.url}/contact-api/enquiries`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** Waits until `check` holds: mail is delivered by the sender loop, on its own schedule. */
const until = (check: () => boolean, timeout = 120_000) => vi.waitFor(() => expect(check()).toBe(true), { timeout, interval: 50 });

it('mails each enquiry to the agency with the visitor’s text escaped', async () => {
  const port = await freePort();
  const inbox = await smtp(port);
  const server = await start(port);
  try {
    expect((await post(server, enquiry(1, 'Mallory <script>alert(1)</script>'))).status).toBe(200);
    await until(() => inbox.mails.length === 1);
    const mail = inbox.mails[0];
    expect(mail.to).toEqual(['sales@tarkaa.dev']);
    expect(mail.raw).toContain('New enquiry: Financial Technology from Mallory');
    expect(mail.raw).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.raw).not.toMatch(/<td>[^<]*<script>/);
  } finally {
    await server.stop();
    await inbox.close();
  }
});

it('stores enquiries during an SMTP outage and delivers each pending mail exactly once after recovery', async () => {
  const port = await freePort();
  const server = await start(port); // nothing listens on the SMTP port yet
  /** The attempts of each mail still in the outbox, due or not. */
  const outbox = async () => (await server.store.dueNotifications('9999-12-31T23:59:59.999Z', 100)).map((n) => n.attempts);
  try {
    for (let i = 10; i < 15; i++) expect((await post(server, enquiry(i))).status).toBe(200);
    expect((await server.store.listEnquiries()).length).toBe(5);
    // Every mail failed at least once and waits for its next attempt.
    await vi.waitFor(
      async () => {
        const attempts = await outbox();
        expect(attempts).toHaveLength(5);
        expect(attempts.every((n) => n >= 1)).toBe(true);
      },
      { timeout: 120_000, interval: 50 },
    );
    const inbox = await smtp(port);
    try {
      await until(() => inbox.mails.length >= 5);
      // Once the outbox is empty and the server stopped (which waits for the sender loop), no mail
      // can leave any more: what the inbox holds now is everything that was ever sent.
      await vi.waitFor(async () => expect(await outbox()).toEqual([]), { timeout: 120_000, interval: 50 });
      await server.stop();
      const subjects = inbox.mails.map((m) => /client(\d+)@example\.in/.exec(m.raw)?.[1]).sort();
      expect(subjects).toEqual(['10', '11', '12', '13', '14']);
    } finally {
      await inbox.close();
    }
  } finally {
    await server.stop();
  }
});

it('resumes pending mail after a restart', async () => {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'notify-restart-'));
  const first = await start(port, dataDir);
  expect((await post(first, enquiry(20))).status).toBe(200);
  await first.stop();
  const inbox = await smtp(port);
  const second = await start(port, dataDir);
  try {
    await until(() => inbox.mails.length === 1);
    expect(inbox.mails[0].raw).toContain('client20@example.in');
  } finally {
    await second.stop();
    await inbox.close();
  }
});

/** The text/plain part of a raw MIME mail, its transfer encoding undone. */
function plainText(raw: string): string {
  const part = raw.split(/\r\n--[^\r\n]+\r\n/).find((p) => /^Content-Type: text\/plain/im.test(p))!;
  const [head, ...body] = part.split('\r\n\r\n');
  const content = body.join('\r\n\r\n').replace(/\r\n--[^\r\n]*--\s*$/, '');
  const encoding = /Content-Transfer-Encoding: (\S+)/i.exec(head)?.[1].toLowerCase();
  if (encoding === 'base64') return Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return Buffer.from(content.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8');
  return content;
}

it('writes every one-line field on one line and quotes the message, so no value can forge a line of the mail', async () => {
  const port = await freePort();
  const inbox = await smtp(port);
  const server = await start(port);
  try {
    const forged = {
      name: 'Mallory\nE-mail: attacker@evil.example',
      email: 'mallory@example.in',
      company: 'Acme\r\nPhone: +1 555 0100',
      subject: 'Hello\u2028Budget: $100,000+',
      intre: 'Financial Technology',
      phone: '+91 98\n765',
      message: 'A real question.\nE-mail: attacker@evil.example\r\nName: Someone Else',
    };
    expect((await post(server, forged)).status).toBe(200);
    await until(() => inbox.mails.length === 1);
    const text = plainText(inbox.mails[0].raw).replace(/\r\n/g, '\n');
    const lines = text.split('\n');
    // One E-mail line, the real one; the message's lines are quoted.
    expect(lines.filter((l) => l.startsWith('E-mail:'))).toEqual(['E-mail: mallory@example.in']);
    expect(lines.filter((l) => l.startsWith('Name:'))).toEqual(['Name: Mallory E-mail: attacker@evil.example']);
    expect(lines.filter((l) => /^(Phone|Budget):/.test(l))).toEqual(['Phone: +91 98 765']);
    expect(lines).toContain('Company: Acme Phone: +1 555 0100');
    expect(lines).toContain('> E-mail: attacker@evil.example');
    expect(lines).toContain('> Name: Someone Else');
    // Stored so too: a one-line field has no line break anywhere it is read.
    const [stored] = await server.store.listEnquiries();
    expect(stored.name).toBe('Mallory E-mail: attacker@evil.example');
    expect(stored.message).toContain('\n');
  } finally {
    await server.stop();
    await inbox.close();
  }
});
