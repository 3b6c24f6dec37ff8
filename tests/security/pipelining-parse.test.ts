/**
 * A client that pipelines far more requests than a connection may hold (issue 25, finding 3):
 * the server stops taking its requests as soon as the connection is over its cap, instead of
 * parsing everything one read of the socket holds (thousands of requests, each a request and a
 * response object, while other clients wait). Counted with Node's own diagnostics channel, which
 * publishes every request the HTTP server takes on: a count, not a time, so load cannot make it flaky.
 */
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { connect, type AddressInfo } from 'node:net';
import { request } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pipelineWithoutReading } from '../../build/tools/bench-pipelining.ts';
import { ACTIVE_PER_CONNECTION, createNodeServer, WAITING_PER_CONNECTION, type NodeServer } from '../../src/server/node-server.ts';

let node: NodeServer;
let port: number;
const logs: string[] = [];
const taken: string[] = [];
const onRequest = (message: unknown) => taken.push((message as { request: { url: string } }).request.url);

beforeAll(async () => {
  node = createNodeServer({
    fetch: (request) => new Response(request.url.endsWith('/other') ? 'hello' : new URL(request.url).pathname),
    hostname: 'localhost',
    requestTimeoutMs: 600_000,
    securityHeaders: [['X-Content-Type-Options', 'nosniff']],
    log: (line) => logs.push(line),
  });
  await new Promise<void>((resolve) => node.server.listen(0, '127.0.0.1', resolve));
  port = (node.server.address() as AddressInfo).port;
  subscribe('http.server.request.start', onRequest);
});
afterAll(async () => {
  unsubscribe('http.server.request.start', onRequest);
  await node?.close(1000);
});

function get(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { connection: 'close' } }, (res) => {
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

it('takes on no more pipelined requests than a connection may hold, then closes it, and serves others', async () => {
  const greedy = await pipelineWithoutReading(port, 3000, '/greedy');
  const closed = new Promise<void>((resolve) => greedy.once('close', () => resolve()));
  // Reading nothing, the client learns of the close only when it writes: the server destroyed its end.
  await expect.poll(() => logs.some((l) => l.includes('connection closed')), { timeout: 60_000 }).toBe(true);
  greedy.resume();
  await closed;
  const greedyTaken = taken.filter((url) => url === '/greedy').length;
  // Without the stop, the server took on every request of the first read (over a thousand).
  expect(greedyTaken).toBeLessThanOrEqual(ACTIVE_PER_CONNECTION + WAITING_PER_CONNECTION);
  expect(await get('/other')).toEqual({ status: 200, body: 'hello' });
});

it('answers every request, in order, of a client that pipelines as many as a connection may hold and reads them', async () => {
  const count = ACTIVE_PER_CONNECTION + WAITING_PER_CONNECTION;
  const paths = Array.from({ length: count }, (_, i) => `/page-${i}`);
  const answers = await new Promise<string>((resolve, reject) => {
    let received = '';
    const socket = connect({ port, host: '127.0.0.1' }, () => {
      // All in one write, the last asking to close so the answers end with the connection.
      socket.write(paths.map((path, i) => `GET ${path} HTTP/1.1\r\nHost: localhost\r\n${i === count - 1 ? 'Connection: close\r\n' : ''}\r\n`).join(''));
    });
    socket.on('data', (d) => (received += d));
    socket.on('end', () => resolve(received));
    socket.on('error', reject);
  });
  const bodies = answers.split('HTTP/1.1 ').slice(1).map((answer) => answer.slice(answer.indexOf('\r\n\r\n') + 4));
  expect(bodies).toEqual(paths);
});
