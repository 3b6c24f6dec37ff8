/** `npm run dev`: serves the build, shows a content error in the page without dying, recovers, and shows edited images. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../helpers/dev-server.ts';

let dev: DevServer;
const getAbout = () => dev.get('/about');

beforeAll(async () => {
  dev = await startDevServer('dev-dist-');
  await dev.eventually(async () => ((await getAbout()).status === 200 ? true : undefined), 'the first build');
});

afterAll(() => dev?.stop());

it('serves pages with the reload script, shows a content error in the page, and recovers', async () => {
  const first = await (await getAbout()).text();
  expect(first).toContain('/__dev/events');

  const original = dev.copy.read('content/pages/about.yaml');
  const logged = dev.output().length;
  dev.copy.write('content/pages/about.yaml', original.replace(/^hero:/m, 'hero:\n  bogus: [unclosed'));
  const broken = await dev.eventually(async () => {
    const res = await getAbout();
    return res.status === 500 ? res.text() : undefined;
  }, 'the error page');
  expect(broken).toContain('The site could not be built');
  expect(broken).toMatch(/content\/pages\/about\.yaml:\d+:\d+/);
  await dev.printed(/content\/pages\/about\.yaml:\d+:10 {2}the bracket opened here is never closed .*\[yaml-unclosed\]/, logged);
  // The offending line with a caret under the bracket, in the terminal and in the page.
  const caret = /\n +\d+ \| {3}bogus: \[unclosed\n +\| {10}\^/;
  await dev.printed(caret, logged);
  expect(broken).toMatch(caret);
  // The server is still running, and answers with the error.
  expect(dev.running()).toBe(true);
  expect((await getAbout()).status).toBe(500);

  const hero = /^hero:\n(?: {2}\S.*\n)*? {2}title: (.*)$/m.exec(original)!;
  dev.copy.write('content/pages/about.yaml', original.replace(`  title: ${hero[1]}`, '  title: Engineers who stay for the whole journey'));
  const fixed = await dev.eventually(async () => {
    const res = await getAbout();
    const html = await res.text();
    return res.status === 200 && html.includes('Engineers who stay for the whole journey') ? html : undefined;
  }, 'the rebuilt page');
  expect(fixed).toContain('<h1>Engineers who stay for the whole journey</h1>');
});

it('shows an edited image from content/images after the reload', async () => {
  const project = 'content/portfolio/streamverse-ott-platform.yaml';
  const imageFile = join(dev.copy.content, 'images', 'streamverse.png');
  const solid = (r: number, g: number, b: number) => sharp({ create: { width: 960, height: 540, channels: 3, background: { r, g, b } } }).png().toBuffer();
  const coverOf = async () => {
    const res = await dev.get('/portfolio/streamverse-ott-platform');
    if (res.status !== 200) return undefined;
    return /<img class="cover" src="([^"]+)"/.exec(await res.text())?.[1];
  };
  // Undefined while the rebuild has written the page but not yet the image files.
  const colourOf = async (src: string) => {
    const res = await dev.get(src);
    if (res.status !== 200) return undefined;
    const { channels } = await sharp(Buffer.from(await res.arrayBuffer())).stats();
    return channels.slice(0, 3).map((c) => Math.round(c.mean));
  };
  const generated = await coverOf();

  writeFileSync(imageFile, await solid(20, 60, 220));
  dev.copy.edit(project, (t) => t.replace(/^category:/m, 'image: /images/streamverse.png\ncategory:'));
  const blue = await dev.eventually(async () => {
    const src = await coverOf();
    return src && src !== generated ? src : undefined;
  }, 'the editor’s image on the page');
  expect(await dev.eventually(() => colourOf(blue), 'the image file')).toEqual([20, 60, 220]);

  // Only the image changes: the watcher sees content/images, and the new file gets a new URL.
  writeFileSync(imageFile, await solid(230, 40, 40));
  const red = await dev.eventually(async () => {
    const src = await coverOf();
    return src && src !== blue ? src : undefined;
  }, 'the edited image on the page');
  expect(await dev.eventually(() => colourOf(red), 'the edited image file')).toEqual([230, 40, 40]);
});
