/**
 * The editor's local backend of `npm run dev` answers our own editor page only: a request with
 * another Host (DNS rebinding) or Origin (a page on another site), or naming a path outside
 * content/ (`..`, absolute, percent-encoded, through a symlink), is refused with 403 and a line in
 * the terminal before it reaches decap-server, and writes nothing. (Saving through the backend,
 * and the backend stopping with the dev server, are in editor.test.ts and editorial-workflow.test.ts.)
 */
import { existsSync, readFileSync, symlinkSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../helpers/dev-server.ts';

let dev: DevServer;
/** The port the dev server prints for the editor's backend. */
let port: number;

beforeAll(async () => {
  dev = await startDevServer('dev-editor-backend-');
  port = Number((await dev.printed(/through decap-server on port (\d+)/))[1]);
});
afterAll(() => dev?.stop());

/** A raw POST to the backend with exactly these headers (fetch would set Host itself). */
function post(body: unknown, headers: Record<string, string>, path = '/api/v1'): Promise<{ status: number; text: string }> {
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(data)), connection: 'close', ...headers } }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, text }));
    });
    req.on('error', reject);
    req.end(data);
  });
}

const own = () => ({ host: `127.0.0.1:${port}`, origin: `http://127.0.0.1:${port}` });
const persist = (path: string, raw = 'name: Written by a foreign page\n') => ({ action: 'persistEntry', params: { branch: 'main', dataFiles: [{ path, raw, slug: 'x' }], assets: [], options: { commitMessage: 'x', useWorkflow: false, status: 'draft' } } });

describe("the editor's local backend in npm run dev", () => {
  it('is served on the dev server itself: /admin/ names no other port', async () => {
    const html = await dev.eventually(async () => {
      const res = await dev.get('/admin/');
      return res.status === 200 ? res.text() : undefined;
    }, 'the editor page of the first build');
    const settings = JSON.parse(/<script type="application\/json" id="admin-settings">([\s\S]*?)<\/script>/.exec(html)![1]) as { config: { local_backend: unknown } };
    expect(settings.config.local_backend).toEqual({ url: '/api/v1' });
    expect(dev.url).toContain(`:${port}`);
  });

  it('saves a file in content/ for its own page (localhost, 127.0.0.1, [::1])', async () => {
    for (const host of ['localhost', '127.0.0.1', '[::1]']) {
      const res = await post(persist('content/industries/own-page.yaml', `name: ${host}\n`), { host: `${host}:${port}`, origin: `http://${host}:${port}` });
      expect(res.status, res.text).toBe(200);
      expect(readFileSync(join(dev.copy.content, 'industries/own-page.yaml'), 'utf8')).toBe(`name: ${host}\n`);
    }
  });

  it.each([
    ['a foreign Host (DNS rebinding)', { host: `rebind.example:${port}`, origin: `http://rebind.example:${port}` }],
    ['a foreign Host on a loopback name but another port', { host: `localhost:${port + 1}` }],
    ['a foreign Origin', { host: `127.0.0.1:${port}`, origin: 'https://attacker.example' }],
    ['a look-alike Origin', { host: `127.0.0.1:${port}`, origin: `http://127.0.0.1:${port}.attacker.example` }],
  ])('refuses %s with 403, a line in the terminal, and writes nothing', async (_what, headers) => {
    const from = dev.output().length;
    const file = `content/industries/foreign-${Object.values(headers).join('').replace(/\W/g, '')}.yaml`;
    const res = await post(persist(file), headers);
    expect(res.status).toBe(403);
    await dev.printed(/\[editor\] refused a request to the local backend: .*(Host|Origin)/, from);
    expect(existsSync(join(dev.copy.dir, file))).toBe(false);
  });

  it.each([
    ['with ..', 'content/../src/planted.ts'],
    ['with .. at the start', '../planted.ts'],
    ['outside content/', 'src/planted.ts'],
    ['absolute', '/tmp/planted.ts'],
    ['percent-encoded ..', 'content/%2e%2e/src/planted.ts'],
    ['double-encoded ..', 'content/%252e%252e/src/planted.ts'],
    ['with a backslash', 'content\\..\\src\\planted.ts'],
  ])('refuses a path %s before it reaches decap-server', async (_what, path) => {
    for (const body of [persist(path), { action: 'getEntry', params: { branch: 'main', path } }, { action: 'entriesByFolder', params: { branch: 'main', folder: path, extension: 'ts', depth: 1 } }]) {
      const res = await post(body, own());
      expect(res.status, `${body.action} ${path}: ${res.text}`).toBe(403);
    }
    expect(existsSync(join(dev.copy.dir, 'src/planted.ts'))).toBe(false);
    expect(existsSync(join(dev.copy.dir, 'planted.ts'))).toBe(false);
  });

  it('refuses a path through a symlink out of content/', async () => {
    symlinkSync(dev.copy.dir, join(dev.copy.content, 'way-out'));
    const res = await post(persist('content/way-out/planted.yaml'), own());
    expect(res.status).toBe(403);
    expect(existsSync(join(dev.copy.dir, 'planted.yaml'))).toBe(false);
    const read = await post({ action: 'getEntry', params: { branch: 'main', path: 'content/way-out/package.json' } }, own());
    expect(read.status).toBe(403);
  });

  it('refuses an action the editor never sends', async () => {
    expect((await post({ action: 'runShell', params: {} }, own())).status).toBe(403);
  });
});
