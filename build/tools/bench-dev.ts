/**
 * Edit to screen in `npm run dev`: starts the dev server on a copy of the content, then edits a
 * project's title again and again, timing each save until the server sends its reload event
 * (the pages are written then), and until its second reload when the pictures follow.
 *
 *   node --import tsx build/tools/bench-dev.ts [--edits 12] [--root DIR]
 *
 * With `--browser`, it measures what a person sees instead (issue 30): an industry's page open in
 * Chromium, its meta title edited in the content file `--edits` times (default 5), 3 s apart,
 * each timed from the save until the open page's title shows the new text.
 *
 *   node --import tsx build/tools/bench-dev.ts --browser [--edits 5] [--root DIR]
 *
 * `--root` runs the dev server of another checkout (e.g. `git archive` of an older commit with
 * node_modules linked), to compare. Medians, min and max are printed.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const root = resolve(arg('root', join(import.meta.dirname, '..', '..')));
const browserMode = process.argv.includes('--browser');
const edits = Number(arg('edits', browserMode ? '5' : '12'));
const port = 5200 + Math.floor(Math.random() * 300);
const project = 'portfolio/ridego-ride-hailing-app.yaml';

const dir = mkdtempSync(join(tmpdir(), 'bench-dev-'));
const content = join(dir, 'content');
cpSync(join(import.meta.dirname, '..', '..', 'content'), content, { recursive: true });
const dev = spawn(process.execPath, [join(root, 'scripts/run.mjs'), 'dev', '--content', content, '--out', join(dir, 'dist')], { cwd: root, env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
let output = '';
dev.stdout.on('data', (d) => (output += d));
dev.stderr.on('data', (d) => (output += d));

async function ready(): Promise<void> {
  for (const end = Date.now() + 300_000; Date.now() < end; ) {
    const ok = await fetch(`http://127.0.0.1:${port}/`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the dev server did not start:\n${output}`);
}

/** Times (performance.now()) of every reload event the server sends. */
async function listen(reloads: number[], wake: () => void): Promise<void> {
  const res = await fetch(`http://127.0.0.1:${port}/__dev/events`);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    for (const _ of decoder.decode(value).matchAll(/data: reload/g)) {
      reloads.push(performance.now());
      wake();
    }
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const summary = (xs: number[]) => `median ${Math.round(median(xs))} ms (min ${Math.round(Math.min(...xs))}, max ${Math.round(Math.max(...xs))}, n=${xs.length})`;

/** Save → the open page (Chromium) shows the industry's new meta title, `edits` times, 3 s apart. */
async function saveToScreen(): Promise<number[]> {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'] });
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port}/industries/aerospace`);
    const file = join(content, 'industries/aerospace.yaml');
    const original = readFileSync(file, 'utf8');
    const times: number[] = [];
    for (let i = 1; i <= edits; i++) {
      await new Promise((r) => setTimeout(r, 3000));
      const title = `Aerospace edit ${i} ${Date.now()}`;
      const saved = performance.now();
      writeFileSync(file, original.replace(/^  title: .*$/m, `  title: "${title}"`));
      await page.waitForFunction((t) => document.title.includes(t), title, { timeout: 60_000, polling: 'raf' });
      times.push(performance.now() - saved);
    }
    return times;
  } finally {
    await browser.close();
  }
}

try {
  await ready();
  if (browserMode) {
    await new Promise<void>((resolve, reject) => {
      const end = Date.now() + 300_000;
      const look = () => (/content edits now rebuild only their pages/.test(output) ? resolve() : Date.now() > end ? reject(new Error(output)) : setTimeout(look, 100));
      look();
    });
    const times = await saveToScreen();
    process.stdout.write(`root ${root}\nsave → visible (Chromium, meta title): ${summary(times)} [${times.map(Math.round).join(', ')}]\n`);
    if (process.argv.includes('--log')) process.stdout.write(output);
  } else {
    const reloads: number[] = [];
    let wake = () => {};
    const nextReload = (after: number, ms: number) =>
      new Promise<number | undefined>((done) => {
        const found = () => reloads.find((t) => t > after);
        const timer = setTimeout(() => done(found()), ms);
        wake = () => {
          const t = found();
          if (t !== undefined) {
            clearTimeout(timer);
            done(t);
          }
        };
        wake();
      });
    // The stream ends when the server stops at the end.
    listen(reloads, () => wake()).catch(() => {});
    const file = join(content, project);
    const original = readFileSync(file, 'utf8');
    const pages: number[] = [];
    const pictures: number[] = [];
    for (let i = 1; i <= edits; i++) {
      const saved = performance.now();
      writeFileSync(file, original.replace(/^title: .*$/m, `title: "RideGo edit ${i} ${Date.now()}"`));
      const first = await nextReload(saved, 60_000);
      if (first === undefined) throw new Error(`no reload after edit ${i}:\n${output}`);
      pages.push(first - saved);
      // The pictures' reload (every title edit changes the cover and the card); none in 30 s means
      // the server sent one reload for everything (the full build before).
      const second = await nextReload(first, 30_000);
      if (second !== undefined) pictures.push(second - saved);
      await nextReload(second ?? first, 1_000);
    }
    process.stdout.write(`root ${root}\nedit → reload: ${summary(pages)}\n`);
    if (pictures.length) process.stdout.write(`edit → pictures' reload: ${summary(pictures)}\n`);
    // The server's own account of each rebuild (stages and pages), to see where time went.
    if (process.argv.includes('--log')) process.stdout.write(output);
  }
} finally {
  dev.kill();
  await new Promise((r) => dev.once('exit', r));
  rmSync(dir, { recursive: true, force: true });
}
