/**
 * `npm run dev` runs Decap's local backend: a save through it (the request the editor sends) lands
 * in content/, the dev server rebuilds the page; the backend stops with the dev server, and a
 * taken port is explained in plain words while the site is still served.
 */
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../helpers/dev-server.ts';
import { freePort } from '../helpers/net.ts';

const info = (url: string) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ action: 'info' }) });

describe('npm run dev with the editor', () => {
  let dev: DevServer;
  let backend: string;

  beforeAll(async () => {
    dev = await startDevServer('dev-editor-');
    const [, port] = await dev.printed(/saves go to .* through decap-server on port (\d+)/);
    backend = `http://127.0.0.1:${port}/api/v1`;
    await dev.eventually(async () => ((await dev.get('/industries/aerospace')).status === 200 ? true : undefined), 'the first build');
  });
  afterAll(() => dev?.stop());

  it('saves an entry into content/ through the local backend, and the dev server serves the new page', async () => {
    const about = await (await info(backend)).json();
    // The repository it writes is the folder holding the content copy, in fs mode.
    expect(about).toMatchObject({ type: 'local_fs', publish_modes: ['simple'] });
    expect(dev.copy.dir.endsWith(about.repo)).toBe(true);

    const raw = dev.copy.read('content/industries/aerospace.yaml').replace('name: Aerospace', 'name: Aerospace and Orbit').replace('slug: aerospace', 'slug: orbit');
    const saved = await fetch(backend, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: dev.url },
      body: JSON.stringify({ action: 'persistEntry', params: { branch: 'main', dataFiles: [{ path: 'content/industries/orbit.yaml', raw, slug: 'orbit' }], assets: [], options: { collectionName: 'industries', commitMessage: 'Create Industry “orbit”', useWorkflow: false, status: 'draft' } } }),
    });
    expect(saved.status).toBe(200);
    expect(dev.copy.read('content/industries/orbit.yaml')).toBe(raw);
    const page = await dev.eventually(async () => {
      const res = await dev.get('/industries/orbit');
      return res.status === 200 ? res.text() : undefined;
    }, 'the new industry page');
    expect(page).toContain('Aerospace and Orbit');
  });

  it('does not put the reload script into the editor page', async () => {
    const res = await dev.get('/admin/');
    // Before the editor bundle is built (part A), /admin/ is the 404 page; either way no reload script.
    expect(await res.text()).not.toContain('/__dev/events');
  });

  it('stops the local backend when the dev server stops', async () => {
    expect((await info(backend)).status).toBe(200);
    await dev.stop();
    await expect(info(backend)).rejects.toThrow();
  });
});

describe('npm run dev when the editor port is taken', () => {
  let dev: DevServer;
  let blocker: Server;

  beforeAll(async () => {
    const port = await freePort();
    blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(port, '127.0.0.1', resolve));
    dev = await startDevServer('dev-editor-port-', { env: { DECAP_SERVER_PORT: String(port) } });
  });
  afterAll(async () => {
    await dev?.stop();
    blocker?.close();
  });

  it('explains the conflict in plain words and keeps serving', async () => {
    const [message] = await dev.printed(/The editor's local backend cannot start: port \d+ \(DECAP_SERVER_PORT\) is already in use.*/);
    expect(message).toContain('set DECAP_SERVER_PORT to a free port');
    await dev.printed(/dev server on http:\/\/localhost:\d+\//);
    expect(dev.running()).toBe(true);
    expect(dev.output()).not.toMatch(/\n\s+at .*:\d+:\d+/);
  });
});
