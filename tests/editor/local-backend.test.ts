/**
 * The editor's local backend as a process of `npm run dev`: a taken port is explained in plain
 * words and the dev server keeps running. (Saving through the backend, and the backend stopping
 * with a dev server stopped normally, are in editor.test.ts; a dev server killed outright leaving
 * no decap-server behind is in editorial-workflow.test.ts, on that file's dev server.)
 */
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../helpers/dev-server.ts';
import { freePort } from '../helpers/net.ts';

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
