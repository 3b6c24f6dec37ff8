/**
 * The browser editor's speed in `npm run dev`, measured in Chromium on a copy of the content:
 * - open: from navigating to /admin/ (logged in with the local backend) until the collections list is visible,
 *   with the steps on the way: the bundle downloaded, its modules evaluated (`admin:modules`), the
 *   content snapshot read (`admin:snapshot`), Decap started (`admin:init`);
 * - save to screen: from "Publish now" in the editor until a site page open in another tab has
 *   reloaded and shows the saved name (decap-server writes the file, the dev server rebuilds
 *   incrementally and sends the reload event, the page loads again).
 *
 *   node --import tsx build/tools/bench-editor.ts [--runs 5]
 *
 * Medians, min and max are printed.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const root = join(import.meta.dirname, '..', '..');
const runsAt = process.argv.indexOf('--runs');
const runs = runsAt > 0 ? Number(process.argv[runsAt + 1]) : 5;
const port = 5500 + Math.floor(Math.random() * 300);
const site = `http://127.0.0.1:${port}`;

const dir = mkdtempSync(join(tmpdir(), 'bench-editor-'));
cpSync(join(root, 'content'), join(dir, 'content'), { recursive: true });
const dev = spawn(process.execPath, [join(root, 'scripts/run.mjs'), 'dev', '--content', join(dir, 'content'), '--out', join(dir, 'dist')], { cwd: root, env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
let output = '';
const waiters = new Set<() => void>();
const take = (d: Buffer) => {
  output += d;
  for (const w of waiters) w();
};
dev.stdout.on('data', take);
dev.stderr.on('data', take);
const printed = (pattern: RegExp) =>
  new Promise<void>((resolve, reject) => {
    const look = () => {
      if (!pattern.test(output)) return;
      waiters.delete(look);
      resolve();
    };
    dev.once('exit', () => reject(new Error(`the dev server stopped:\n${output}`)));
    waiters.add(look);
    look();
  });

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const summary = (xs: number[]) => `median ${Math.round(median(xs))} ms (min ${Math.round(Math.min(...xs))}, max ${Math.round(Math.max(...xs))}, n=${xs.length})`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
try {
  await printed(/content edits now rebuild only their pages/);
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  const login = await context.newPage();
  await login.goto(`${site}/admin/`);
  await login.getByRole('button', { name: 'Login' }).click();
  await login.getByTestId('portfolio').waitFor();
  await login.close();

  const open: number[] = [];
  // The steps of the start (performance marks in src/admin/main.tsx), from the navigation's start.
  const steps = new Map<string, number[]>();
  for (let i = 0; i < runs; i++) {
    const page = await context.newPage();
    const started = performance.now();
    await page.goto(`${site}/admin/`);
    await page.getByTestId('portfolio').waitFor();
    open.push(performance.now() - started);
    const marks = await page.evaluate(() => [
      ...performance.getEntriesByType('resource').filter((r) => /\/admin\/admin\.[^/]+\.js$/.test(r.name)).map((r) => ['bundle downloaded', (r as PerformanceResourceTiming).responseEnd] as const),
      ...performance.getEntriesByType('mark').filter((m) => m.name.startsWith('admin:')).map((m) => [m.name, m.startTime] as const),
    ]);
    for (const [name, at] of marks) steps.set(name, [...(steps.get(name) ?? []), at]);
    await page.close();
  }
  console.log(`open the editor (navigation → collections list visible): ${summary(open)}`);
  for (const [name, at] of steps) console.log(`  ${name}: ${summary(at)}`);

  const sitePage = await context.newPage();
  await sitePage.goto(`${site}/industries/aerospace`);
  const editor = await context.newPage();
  await editor.goto(`${site}/admin/#/collections/industries/entries/aerospace`);
  const saveToScreen: number[] = [];
  for (let i = 0; i < runs; i++) {
    const name = `Aerospace ${i + 1}`;
    const nameField = editor.locator('[id^="name-field-"]').first();
    await nameField.selectText();
    await editor.keyboard.type(name);
    await editor.locator('[role="button"]', { hasText: /^Publish$/ }).click();
    const started = performance.now();
    await editor.getByText('Publish now', { exact: true }).click();
    await sitePage.waitForFunction((text) => document.querySelector('h1')?.textContent?.includes(text), name, { timeout: 120_000 });
    saveToScreen.push(performance.now() - started);
    // The editor reloads the saved entry before the next edit.
    await editor.getByText(/^changes saved$/i).waitFor();
  }
  console.log(`save to reloaded page (Publish now → the site tab shows the new name): ${summary(saveToScreen)}`);
} finally {
  await browser.close();
  dev.kill();
  await new Promise((resolve) => dev.once('exit', resolve));
  rmSync(dir, { recursive: true, force: true });
}
