/**
 * The dev server shows what is on disk after git has rewritten it, in a page left open as an
 * editor leaves it: a file replaced as git replaces it (written beside, renamed over), again and
 * again; a branch switched; and the editorial workflow's draft, which the local backend commits
 * on a branch of its own (checking it out for a moment), never shown until it is published.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.ts';
import { startDevServer, type DevServer } from '../helpers/dev-server.ts';

const FILE = 'content/industries/aerospace.yaml';
let dev: DevServer;
let backend: string;
let browser: Browser;
let page: Page;

const git = (...args: string[]) => execFileSync('git', args, { cwd: dev.copy.dir, encoding: 'utf8' }).trim();
const renamed = (name: string) => dev.copy.read(FILE).replace(/^name: .*$/m, `name: ${name}`);
/** What git does to a file it updates: the new text written beside it, then renamed over it. */
function replaceAsGit(text: string): void {
  const path = join(dev.copy.dir, FILE);
  writeFileSync(`${path}.lock`, text);
  renameSync(`${path}.lock`, path);
}
const heading = () => page.getByRole('heading', { level: 1 }).textContent();

async function send(action: string, params: Record<string, unknown> = {}): Promise<unknown> {
  const res = await fetch(backend, { method: 'POST', headers: { 'content-type': 'application/json', origin: dev.url, connection: 'close' }, body: JSON.stringify({ action, params: { branch: 'main', ...params } }) });
  const body = await res.json();
  if (!res.ok) throw new Error(`${action} answered ${res.status}: ${JSON.stringify(body)}`);
  return body;
}

beforeAll(async () => {
  dev = await startDevServer('dev-watcher-', { git: true, env: { DECAP_SERVER_MODE: 'git' } });
  const [, port] = await dev.printed(/through decap-server on port (\d+)/);
  backend = `http://127.0.0.1:${port}/api/v1`;
  await dev.printed(/content edits now rebuild only their pages/);
  browser = await launchBrowser();
  page = await browser.newPage();
  await page.goto(`${dev.url}/industries/aerospace/`);
  await page.getByRole('heading', { level: 1, name: /Aerospace/ }).waitFor();
});

afterAll(async () => {
  await browser?.close();
  await dev?.stop();
});

it('shows a file that git replaces, every time it replaces it', async () => {
  for (const name of ['Aerospace Systems', 'Orbital Software', 'Flight Software']) {
    replaceAsGit(renamed(name));
    await expect.poll(heading).toContain(name);
  }
});

it('shows the branch checked out, after each switch', async () => {
  git('commit', '--quiet', '-am', 'Flight Software');
  git('checkout', '--quiet', '-b', 'rename');
  writeFileSync(join(dev.copy.dir, FILE), renamed('Space Systems'));
  git('commit', '--quiet', '-am', 'Space Systems');
  await expect.poll(heading).toContain('Space Systems');
  git('checkout', '--quiet', 'main');
  await expect.poll(heading).toContain('Flight Software');
  git('checkout', '--quiet', 'rename');
  await expect.poll(heading).toContain('Space Systems');
  git('checkout', '--quiet', 'main');
  await expect.poll(heading).toContain('Flight Software');
});

it('never shows a draft of the editorial workflow on the local site, and shows it once published', async () => {
  // Every state the open page and the built page are seen in, from now until the draft is published.
  const seen = new Set<string>();
  const built = join(dev.out, 'industries/aerospace/index.html');
  const watching = setInterval(() => {
    if (existsSync(built) && readFileSync(built, 'utf8').includes('Draft Avionics')) seen.add('dist');
  }, 20);
  page.on('load', () => void heading().then((h) => h && seen.add(h), () => {}));
  try {
    const from = dev.output().length;
    const raw = renamed('Draft Avionics');
    await send('persistEntry', { dataFiles: [{ path: FILE, raw, slug: 'aerospace' }], assets: [], options: { collectionName: 'industries', commitMessage: 'Update Industries “aerospace”', useWorkflow: true, status: 'draft' } });
    expect(git('branch', '--show-current')).toBe('main');
    expect(git('show', `cms/industries/aerospace:${FILE}`)).toContain('Draft Avionics');
    // The two checkouts touched the file: the site rebuilds it from main, as it was.
    await dev.printed(/rebuilt in \d+ ms/, from);
    expect(dev.copy.read(FILE)).toContain('name: Flight Software');
    await expect.poll(heading).toContain('Flight Software');
    expect([...seen].filter((s) => s === 'dist' || s.includes('Draft'))).toEqual([]);

    await send('updateUnpublishedEntryStatus', { collection: 'industries', slug: 'aerospace', newStatus: 'pending_publish' });
    await send('publishUnpublishedEntry', { collection: 'industries', slug: 'aerospace' });
    expect(git('log', '-1', '--format=%s', 'main')).toBe('Update Industries “aerospace”');
    await expect.poll(heading).toContain('Draft Avionics');
  } finally {
    clearInterval(watching);
  }
});
