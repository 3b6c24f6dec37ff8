/**
 * A client that pipelines thousands of requests on one connection and never reads the answers,
 * against the site server as `npm start` runs it (compiled, build/server-bundle.ts; its own process): how much
 * the server's resident memory grows, how long another client's health check takes meanwhile,
 * and what is left after the client leaves (docs/benchmarks.md, *Today's figures*).
 *
 *   node --import tsx build/tools/bench-pipelining.ts [--requests 3000] [--dist dist] [--probes 20]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { compiledServer } from '../server-bundle.ts';

const { values } = parseArgs({ options: { requests: { type: 'string', default: '3000' }, dist: { type: 'string', default: 'dist' }, probes: { type: 'string', default: '20' } } });
const root = resolve(import.meta.dirname, '..', '..');

/** The resident memory of a process, in MB (Linux). */
export const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

/** The CPU time a process has used, in ms (Linux; clock ticks of 10 ms). */
const cpuMs = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

/** One GET on a new connection: its status and how long the whole answer took, in ms. */
export function timedGet(port: number, path: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { connection: 'close' } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A connection that sends `count` pipelined GETs of `path` and never reads: the answers pile up. */
export function pipelineWithoutReading(port: number, count: number, path = '/'): Promise<Socket> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' }, () => {
      socket.pause(); // never read
      socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`.repeat(count));
      resolve(socket);
    });
    socket.on('error', () => {});
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function main() {
  const data = mkdtempSync(join(tmpdir(), 'bench-pipelining-'));
  const entry = join(await compiledServer(join(root, '.cache')), 'serve.mjs');
  const server = spawn(process.execPath, [entry], { cwd: root, env: { ...process.env, PORT: '0', DATA_DIR: data, DIST_DIR: resolve(values.dist), LOG_REQUESTS: 'false', MALLOC_ARENA_MAX: '2' }, stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve) => {
    let out = '';
    server.stdout!.on('data', (d) => {
      out += d;
      const m = /listening on http:\/\/[^:]+:(\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
  });
  try {
    // Warm: every module loaded, the page read once.
    for (let i = 0; i < 20; i++) await timedGet(port, '/');
    await pause(500);
    const before = rssMb(server.pid!);
    const cpuBefore = cpuMs(server.pid!);
    const requests = Number(values.requests);
    const client = await pipelineWithoutReading(port, requests);
    let peak = before;
    const latencies: number[] = [];
    for (let i = 0; i < Number(values.probes); i++) {
      const { status, ms } = await timedGet(port, '/contact-api/health');
      if (status !== 200) throw new Error(`health answered ${status}`);
      latencies.push(ms);
      peak = Math.max(peak, rssMb(server.pid!));
      await pause(100);
    }
    for (let i = 0; i < 10; i++) {
      peak = Math.max(peak, rssMb(server.pid!));
      await pause(100);
    }
    const burstCpuMs = cpuMs(server.pid!) - cpuBefore;
    client.destroy();
    await pause(2000);
    for (let i = 0; i < 5; i++) await timedGet(port, '/contact-api/health');
    const after = rssMb(server.pid!);
    console.log(JSON.stringify({ requests, serverCpuMsWhileProbing: burstCpuMs, rssBeforeMb: +before.toFixed(1), rssPeakMb: +peak.toFixed(1), growthMb: +(peak - before).toFixed(1), rssAfterLeaveMb: +after.toFixed(1), keptMb: +(after - before).toFixed(1), healthMedianMs: +median(latencies).toFixed(1), healthMaxMs: +Math.max(...latencies).toFixed(1), healthMs: latencies.map((l) => Math.round(l)) }));
  } finally {
    server.kill();
    rmSync(data, { recursive: true, force: true });
  }
}

if (process.argv[1] === import.meta.filename) await main();
