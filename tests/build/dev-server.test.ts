/** `npm run dev`: serves the build, shows a content error in the page without dying, recovers, and shows edited images. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { clearOutput } from '../../build/stages/write.ts';
import { copyContent, ROOT, type ContentCopy } from '../helpers/content.ts';

const PORT = 4700 + Math.floor(Math.random() * 200);
let dev: ChildProcess;
let copy: ContentCopy;
let output = '';
const out = mkdtempSync(join(tmpdir(), 'dev-dist-'));

// A bound, not a wait: a (re)build takes seconds on a quiet machine and over 30 s on a loaded one.
async function until<T>(probe: () => Promise<T | undefined>, what: string, ms = 150_000): Promise<T> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${what}; dev server output:\n${output}`);
}

const getAbout = () => fetch(`http://127.0.0.1:${PORT}/about`, { headers: { accept: 'text/html' } });

beforeAll(async () => {
  copy = copyContent();
  dev = spawn(process.execPath, ['scripts/run.mjs', 'dev', '--content', copy.content, '--out', out], { cwd: ROOT, env: { ...process.env, PORT: String(PORT) } });
  dev.stdout!.on('data', (d) => (output += d));
  dev.stderr!.on('data', (d) => (output += d));
  await until(async () => ((await getAbout()).status === 200 ? true : undefined), 'the first build');
});

afterAll(async () => {
  // The dev server stops its build in progress before it exits; only then is dist/ left alone.
  if (dev && dev.exitCode === null) {
    const exited = new Promise((resolve) => dev.once('exit', resolve));
    dev.kill();
    await exited;
  }
  copy?.remove();
  // Also what a build stopped midway had moved aside.
  await clearOutput(out);
});

it('serves pages with the reload script, shows a content error in the page, and recovers', async () => {
  const first = await (await getAbout()).text();
  expect(first).toContain('/__dev/events');

  const original = copy.read('content/pages/about.yaml');
  copy.write('content/pages/about.yaml', original.replace(/^hero:/m, 'hero:\n  bogus: [unclosed'));
  const broken = await until(async () => {
    const res = await getAbout();
    return res.status === 500 ? res.text() : undefined;
  }, 'the error page');
  expect(broken).toContain('The site could not be built');
  expect(broken).toMatch(/content\/pages\/about\.yaml:\d+:\d+/);
  expect(output).toMatch(/content\/pages\/about\.yaml:\d+:10 {2}the bracket opened here is never closed .*\[yaml-unclosed\]/);
  // The offending line with a caret under the bracket, in the terminal and in the page.
  for (const text of [output, broken]) expect(text).toMatch(/\n +\d+ \| {3}bogus: \[unclosed\n +\| {10}\^/);
  expect(dev.exitCode).toBeNull();

  const hero = /^hero:\n(?: {2}\S.*\n)*? {2}title: (.*)$/m.exec(original)!;
  copy.write('content/pages/about.yaml', original.replace(`  title: ${hero[1]}`, '  title: Engineers who stay for the whole journey'));
  const fixed = await until(async () => {
    const res = await getAbout();
    const html = await res.text();
    return res.status === 200 && html.includes('Engineers who stay for the whole journey') ? html : undefined;
  }, 'the rebuilt page');
  expect(fixed).toContain('<h1>Engineers who stay for the whole journey</h1>');
});

it('shows an edited image from content/images after the reload', async () => {
  const project = 'content/portfolio/streamverse-ott-platform.yaml';
  const imageFile = join(copy.content, 'images', 'streamverse.png');
  const solid = (r: number, g: number, b: number) => sharp({ create: { width: 960, height: 540, channels: 3, background: { r, g, b } } }).png().toBuffer();
  const coverOf = async () => {
    const res = await fetch(`http://127.0.0.1:${PORT}/portfolio/streamverse-ott-platform`, { headers: { accept: 'text/html' } });
    if (res.status !== 200) return undefined;
    return /<img class="cover" src="([^"]+)"/.exec(await res.text())?.[1];
  };
  // Undefined while the rebuild has written the page but not yet the image files.
  const colourOf = async (src: string) => {
    const res = await fetch(`http://127.0.0.1:${PORT}${src}`);
    if (res.status !== 200) return undefined;
    const { channels } = await sharp(Buffer.from(await res.arrayBuffer())).stats();
    return channels.slice(0, 3).map((c) => Math.round(c.mean));
  };
  const generated = await coverOf();

  writeFileSync(imageFile, await solid(20, 60, 220));
  copy.edit(project, (t) => t.replace(/^category:/m, 'image: /images/streamverse.png\ncategory:'));
  const blue = await until(async () => {
    const src = await coverOf();
    return src && src !== generated ? src : undefined;
  }, 'the editor’s image on the page');
  expect(await until(() => colourOf(blue), 'the image file')).toEqual([20, 60, 220]);

  // Only the image changes: the watcher sees content/images, and the new file gets a new URL.
  writeFileSync(imageFile, await solid(230, 40, 40));
  const red = await until(async () => {
    const src = await coverOf();
    return src && src !== blue ? src : undefined;
  }, 'the edited image on the page');
  expect(await until(() => colourOf(red), 'the edited image file')).toEqual([230, 40, 40]);
});
