/**
 * The editor's open time against another checkout's, A/B alternating in one run: each checkout's
 * `npm run dev` over its own copy of this checkout's content, one Chromium, a logged-in editor;
 * each run navigates to /admin/ and waits for the collections list (the whole page: download,
 * parse, run; the dev server sends the editor's files uncached). Medians, min, max and the ratio.
 *
 *   node --import tsx build/tools/bench-editor-open.ts --against /tmp/editor-base [--runs 9]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

const here = join(import.meta.dirname, '..', '..');
const option = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const against = option('--against');
if (!against) throw new Error('name the other checkout: --against /path/to/checkout (its node_modules installed)');
const runs = Number(option('--runs') ?? 9);

interface Served { name: string; url: string; process: ChildProcess; dir: string }

/** `npm run dev` of the checkout at `root` over a copy of this checkout's content, on a port the system picks. */
async function serve(name: string, root: string): Promise<Served> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-editor-open-'));
  cpSync(join(here, 'content'), join(dir, 'content'), { recursive: true });
  const child = spawn(process.execPath, [join(root, 'scripts/run.mjs'), 'dev', '--content', join(dir, 'content'), '--out', join(dir, 'dist')], { cwd: root, env: { ...process.env, PORT: '0' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const take = (d: Buffer) => {
      output += d;
      const port = /dev server on http:\/\/localhost:(\d+)\//.exec(output)?.[1];
      if (port && /content edits now rebuild only their pages/.test(output)) resolve(`http://127.0.0.1:${port}`);
    };
    child.stdout!.on('data', take);
    child.stderr!.on('data', take);
    child.once('exit', () => reject(new Error(`${name}'s dev server stopped:\n${output}`)));
  });
  return { name, url, process: child, dir };
}

async function logIn(context: BrowserContext, url: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${url}/admin/`);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByTestId('portfolio').waitFor();
  await page.close();
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const summary = (xs: number[]) => `median ${Math.round(median(xs))} ms (min ${Math.round(Math.min(...xs))}, max ${Math.round(Math.max(...xs))}, n=${xs.length})`;

const servers = [await serve('this checkout', here), await serve(against, against)];
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
try {
  // One context per site: each keeps its own login, as an editor's browser does.
  const contexts = await Promise.all(servers.map(async (s) => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await logIn(context, s.url);
    return context;
  }));
  const times: number[][] = servers.map(() => []);
  // When the bundle's modules had been evaluated (the mark src/admin/main.tsx sets), from the navigation's start.
  const modules: number[][] = servers.map(() => []);
  for (let i = 0; i < runs; i++) {
    // Alternating, and each round in the other order, so that load spreads over both.
    const order = i % 2 === 0 ? [0, 1] : [1, 0];
    for (const k of order) {
      const page = await contexts[k].newPage();
      const started = performance.now();
      await page.goto(`${servers[k].url}/admin/`);
      await page.getByTestId('portfolio').waitFor({ timeout: 120_000 });
      times[k].push(performance.now() - started);
      const evaluated = await page.evaluate(() => performance.getEntriesByName('admin:modules')[0]?.startTime);
      if (evaluated !== undefined) modules[k].push(evaluated);
      await page.close();
    }
  }
  for (const [k, s] of servers.entries()) console.log(`${s.name}: open the editor (navigation → collections list visible): ${summary(times[k])}; the bundle evaluated: ${summary(modules[k])}`);
  console.log(`ratio (this checkout / ${against}): ${(median(times[0]) / median(times[1])).toFixed(2)}`);
} finally {
  await browser.close();
  for (const s of servers) {
    const exited = new Promise((resolve) => s.process.once('exit', resolve));
    s.process.kill();
    await exited;
    rmSync(s.dir, { recursive: true, force: true });
  }
}
