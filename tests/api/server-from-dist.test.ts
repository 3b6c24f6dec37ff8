/**
 * The server starts from dist/ alone (issue 26, item 3): the build's output copied to a folder
 * with no content/, schemas/, sources or TypeScript, and the compiled server
 * (dist/_server/serve.mjs, build/server-bundle.ts) run there with plain Node, as a deployment
 * runs it. It serves the pages, stores an enquiry and mails it to the site's address, answers a
 * post without JavaScript with the contact page and the visitor's values, and never serves its own folder.
 */
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, linkSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { AddressInfo } from 'node:net';
import { join, relative } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bundleServer, serverEntry } from '../../build/server-bundle.ts';
import { ROOT, sharedDist } from '../helpers/server-process.ts';

const folder = mkdtempSync(join(tmpdir(), 'server-from-dist-'));
const dist = join(folder, 'dist');
/** A folder of its own, with no node_modules/ above it either. */
const bare = mkdtempSync(join(tmpdir(), 'server-from-dist-bare-'));
let url: string;
/** Mail the server sends, by recipient. */
const mails: { to: string[]; raw: string }[] = [];
const smtp = new SMTPServer({
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
const servers: ReturnType<typeof spawn>[] = [];
let stderr = '';

/** Hard links where they can be (the copy costs no bytes), copies across file systems; never a link the server could follow back. */
function linkTree(from: string, to: string): void {
  for (const entry of readdirSync(from, { withFileTypes: true, recursive: true })) {
    const target = join(to, relative(from, join(entry.parentPath, entry.name)));
    if (entry.isDirectory()) mkdirSync(target, { recursive: true });
    else {
      mkdirSync(join(target, '..'), { recursive: true });
      try {
        linkSync(join(entry.parentPath, entry.name), target);
      } catch {
        copyFileSync(join(entry.parentPath, entry.name), target);
      }
    }
  }
}

/** Starts `node dist/_server/serve.mjs` in the folder; resolves with its address, or its exit code and stderr. */
function startIn(cwd: string, env: Record<string, string>): Promise<{ url?: string; code?: number | null; child: ReturnType<typeof spawn> }> {
  const child = spawn(process.execPath, [serverEntry('dist')], { cwd, env: { PATH: process.env.PATH ?? '', PORT: '0', LOG_REQUESTS: 'false', DATA_DIR: join(cwd, 'data'), ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  servers.push(child);
  let out = '';
  child.stderr!.on('data', (d) => (stderr += d));
  return new Promise((resolve) => {
    child.stdout!.on('data', (d) => {
      out += d;
      const m = /listening on (\S+)/.exec(out);
      if (m) resolve({ url: m[1], child });
    });
    child.on('exit', (code) => resolve({ code, child }));
  });
}

beforeAll(async () => {
  linkTree(sharedDist(), dist);
  await bundleServer(dist, join(ROOT, '.cache'));
  // Packages with native code are installed where the server runs (npm ci); nothing else of the project is there.
  symlinkSync(join(ROOT, 'node_modules'), join(folder, 'node_modules'));
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  // No NOTIFY_TO: mail goes to the site's own address, which the server knows from dist/ alone.
  const smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  const started = await startIn(folder, { SMTP_URL: smtpUrl, NOTIFY_INTERVAL_MS: '200' });
  if (!started.url) throw new Error(`the server exited (${started.code}) before listening:\n${stderr}`);
  url = started.url;
});
afterAll(async () => {
  for (const server of servers) {
    if (server.exitCode !== null || server.signalCode !== null) continue;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  rmSync(folder, { recursive: true, force: true });
  rmSync(bare, { recursive: true, force: true });
});

const valid = { name: 'Asha Verma', email: 'asha@example.in', phone: '', company: 'Verma Clinics', budget: '$15,000 - $50,000', timeline: '2-3 months', subject: 'Clinic app', intre: 'Healthcare Technology', message: 'We need appointment booking for 12 clinics.', projectType: 'New project from scratch', hearAbout: 'LinkedIn', preferredContactMethod: 'whatsapp', bestTimeToCall: 'Anytime' };

it('runs where there is no content/, schemas/ or source, and serves the pages', async () => {
  expect(readdirSync(folder).sort()).toEqual(['data', 'dist', 'node_modules']);
  for (const path of ['/', '/contact']) {
    const res = await fetch(`${url}${path}`);
    expect(res.status, path).toBe(200);
    expect(await res.text(), path).toContain('<main');
  }
});

it('stores an enquiry posted as JSON, mails it to the site’s address, and the compiled admin CLI lists it', async () => {
  const res = await fetch(`${url}/contact-api/enquiries`, { method: 'POST', headers: { 'content-type': 'application/json', origin: url }, body: JSON.stringify(valid) });
  expect(res.status).toBe(200);
  expect(await res.json()).toMatchObject({ success: true });
  const siteEmail = (JSON.parse(readFileSync(join(dist, '_server', 'site.json'), 'utf8')) as { email: string }).email;
  await expect.poll(() => mails.find((mail) => mail.raw.includes('Verma Clinics'))?.to, { timeout: 60_000 }).toEqual([siteEmail]);
  const listed = spawnSync(process.execPath, [serverEntry('dist', 'admin-cli'), 'enquiries', 'list'], { cwd: folder, env: { PATH: process.env.PATH ?? '', DATA_DIR: join(folder, 'data') }, encoding: 'utf8' });
  expect(listed.stderr).toBe('');
  expect(listed.stdout).toContain('Asha Verma');
});

it('answers a form post without JavaScript with the contact page, the visitor’s values and the field errors', async () => {
  const res = await fetch(`${url}/contact-api/enquiries`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: url }, body: new URLSearchParams({ ...valid, email: 'not-an-address', name: 'Ravi <b>Kumar</b>' }) });
  expect(res.status).toBe(400);
  const page = await res.text();
  expect(page).toContain('<main');
  expect(page).toContain('value="Ravi &lt;b&gt;Kumar&lt;/b&gt;"');
  expect(page).toContain('Please enter a valid email address');
  expect(page).not.toContain('<b>Kumar');
});

it('never serves what the build wrote for the server alone', async () => {
  for (const path of ['/_server/site.json', '/_server/serve.mjs', '/%5Fserver/serve.mjs', '/_SERVER/site.json', '/_server/']) {
    const res = await fetch(`${url}${path}`);
    expect(res.status, path).toBe(404);
    const body = await res.text();
    // The site's 404 page, not the file: neither the settings nor the server's code.
    expect(body, path).toContain('<main');
    expect(body, path).not.toContain('"contactEndpoint"');
    expect(body, path).not.toContain('createRequire');
  }
});

it('refuses to start on a dist/ without what the build writes for it, in one sentence', async () => {
  const other = join(folder, 'older');
  mkdirSync(other);
  linkTree(dist, join(other, 'dist'));
  rmSync(join(other, 'dist', '_server', 'site.json'));
  symlinkSync(join(ROOT, 'node_modules'), join(other, 'node_modules'));
  stderr = '';
  const started = await startIn(other, {});
  expect(started.code).toBe(1);
  expect(stderr).toContain('site.json is missing');
  expect(stderr).toContain('npm run build');
  expect(stderr).not.toMatch(/\n\s+at /);
  expect(existsSync(join(other, 'content'))).toBe(false);
});

it('says what to install when better-sqlite3 is missing where it runs, in one sentence', async () => {
  linkTree(dist, join(bare, 'dist'));
  stderr = '';
  const started = await startIn(bare, {});
  expect(started.code).toBe(1);
  expect(stderr).toContain('better-sqlite3');
  expect(stderr).toContain('npm ci --omit=dev');
  expect(stderr).not.toMatch(/\n\s+at /);
});
