/**
 * The dev server's requests to decap-server (build/dev/local-backend.ts `ask`) each go on a
 * connection of their own: a kept-alive one can be closed by decap-server's idle timeout just as
 * the next request is sent on it, and the editor then shows an error in place of the entry.
 */
import { createServer } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ask } from '../../build/dev/local-backend.ts';

const dir = mkdtempSync(join(tmpdir(), 'ask-'));
const socketPath = join(dir, 'api.sock');
let connections = 0;
let open = 0;
// As express does: keeps a connection open after its answer unless told otherwise.
const server = createServer((req, res) => req.resume().on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}')));
server.on('connection', (socket) => {
  connections++;
  open++;
  socket.on('close', () => open--);
});

beforeAll(() => new Promise<void>((resolve) => server.listen(socketPath, resolve)));
afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

it('opens a connection for each request and leaves none open after its answer', async () => {
  for (let i = 0; i < 5; i++) {
    const answer = await ask(socketPath, JSON.stringify({ action: 'info', i }));
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body.toString())).toEqual({ ok: true });
  }
  expect(connections).toBe(5);
  // Each connection is closed once answered (the request said so), not left for decap-server to close.
  await expect.poll(() => open).toBe(0);
});
