/**
 * Bounded memory per connection (issue 25, finding 3), against the server as `npm start` runs it:
 * a client that pipelines thousands of requests and never reads its answers costs the server
 * little memory, which it gives back when the client leaves; another client is answered
 * meanwhile; one address cannot hold every connection. How fast the other client is answered is
 * measured in docs/benchmarks.md (build/tools/bench-pipelining.ts), not asserted here: a loaded
 * machine would make any bound flaky.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pipelineWithoutReading, rssMb } from '../../build/tools/bench-pipelining.ts';
import { sharedDist, startServerProcess, type ServerProcess } from '../helpers/server-process.ts';

let server: ServerProcess;
const data = mkdtempSync(join(tmpdir(), 'connections-'));
const MB_ALLOWED = 20;

beforeAll(async () => {
  // A long request timeout: Node closes a connection that sends no request after min(it, 60 s), which must not count as the limit.
  server = await startServerProcess({ DIST_DIR: sharedDist(), DATA_DIR: data, LOG_REQUESTS: 'false', REQUEST_TIMEOUT_MS: '600000' });
});
afterAll(async () => {
  await server?.stop();
  rmSync(data, { recursive: true, force: true });
});

/** A GET of the health route from another loopback address (another client), on a new connection. */
function healthFrom(localAddress: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: server.port, localAddress, path: '/contact-api/health', headers: { connection: 'close' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

it('holds 3000 pipelined unread requests in bounded memory, answers another client meanwhile, and gives the memory back', async () => {
  const pid = server.child.pid!;
  // Warm: the page and the modules of a request loaded once.
  for (let i = 0; i < 10; i++) expect(await healthFrom('127.0.0.2')).toBe(200);
  const before = rssMb(pid);
  const greedy = await pipelineWithoutReading(server.port, 3000, '/');
  let peak = before;
  // The other client, several times while the greedy one holds its connection; memory sampled throughout.
  for (let i = 0; i < 10; i++) {
    expect(await healthFrom('127.0.0.3')).toBe(200);
    peak = Math.max(peak, rssMb(pid));
  }
  expect(peak - before, `RSS grew from ${before.toFixed(1)} to ${peak.toFixed(1)} MB`).toBeLessThanOrEqual(MB_ALLOWED);
  greedy.destroy();
  expect(await healthFrom('127.0.0.3')).toBe(200);
  expect(rssMb(pid) - before).toBeLessThanOrEqual(MB_ALLOWED);
});

it('refuses connections past the limit per client address, and still serves other addresses', async () => {
  const sockets: Socket[] = [];
  let closed = 0;
  for (let i = 0; i < 80; i++) {
    const socket = connect({ host: '127.0.0.1', port: server.port, localAddress: '127.0.0.4' });
    socket.on('error', () => {});
    socket.on('close', () => closed++);
    sockets.push(socket);
  }
  try {
    // 64 are kept open (the default limit); the others are closed by the server.
    await expect.poll(() => closed, { timeout: 120_000 }).toBe(16);
    expect(await healthFrom('127.0.0.5')).toBe(200);
  } finally {
    for (const socket of sockets) socket.destroy();
  }
});
