/**
 * `npm run bench:api`: autocannon against the real server process (rate limit lifted), posting
 * valid enquiries; reports stored enquiries per second (counted in the database), latency, and
 * the server's CPU time per stored enquiry (from /proc: less sensitive than throughput to other
 * work on a shared machine).
 *   --seconds N (default 10)  --connections N (default 10)
 *   --cpu-prof DIR  profiles the server (V8's sampling profiler) into DIR and prints the functions
 *                   and files with the most self and total time, per stored enquiry
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { openSqliteStore } from '../../src/server/sqlite-store.ts';

const root = resolve(import.meta.dirname, '..', '..');
const arg = (name: string, d: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : d;
};
const profileDir = process.argv.includes('--cpu-prof') ? resolve(process.argv[process.argv.indexOf('--cpu-prof') + 1]) : undefined;

/** User + system CPU seconds of a Linux process so far (fields 14 and 15 of /proc/PID/stat, in clock ticks of 1/100 s). */
const cpuSeconds = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

if (!existsSync(join(root, 'dist', 'assets', 'manifest.json'))) {
  process.stderr.write('dist/ is missing: run `npm run build` first.\n');
  process.exit(1);
}
const dataDir = mkdtempSync(join(tmpdir(), 'bench-api-'));
const child = spawn(process.execPath, [...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, '--cpu-prof-interval=200'] : []), '--import', 'tsx', 'src/server/serve.ts'], { cwd: root, env: { ...process.env, PORT: '0', DATA_DIR: dataDir, RATE_LIMIT: '100000000', LOG_REQUESTS: 'false' }, stdio: ['ignore', 'pipe', 'inherit'] });
const url = await new Promise<string>((res) => {
  let out = '';
  child.stdout!.on('data', (d) => {
    out += d;
    const m = /listening on (\S+)/.exec(out);
    if (m) res(m[1]);
  });
});

const body = JSON.stringify({ name: 'Bench Mark', email: 'bench@example.in', phone: '+91 98450 21734', company: 'Bench Co', budget: '$15,000 - $50,000', timeline: '2-3 months', subject: 'Load test', intre: 'Performance Optimization', message: 'A realistic enquiry body used to measure stored enquiries per second.', projectType: 'Performance optimization', hearAbout: 'GitHub', preferredContactMethod: 'email', bestTimeToCall: 'Anytime' });
const cpuBefore = cpuSeconds(child.pid!);
/** When the load began, on the monotonic clock V8's profiles use (µs): start-up is left out of the profile's figures. */
const loadStartedUs = Number(process.hrtime.bigint() / 1000n);
const result = await autocannon({ url: `${url}/contact-api/enquiries`, method: 'POST', headers: { 'content-type': 'application/json' }, body, connections: arg('connections', 10), duration: arg('seconds', 10) });
const serverCpu = cpuSeconds(child.pid!) - cpuBefore;
child.kill('SIGTERM');
await new Promise((r) => child.on('exit', r));
const store = openSqliteStore(dataDir);
const stored = (await store.listEnquiries()).length;
await store.close();
rmSync(dataDir, { recursive: true, force: true });
const seconds = result.duration;
process.stdout.write(
  [
    `requests:             ${result.requests.total} (${result.non2xx} not 2xx, ${result.errors} errors)`,
    `stored enquiries:     ${stored} in ${seconds.toFixed(1)} s = ${Math.round(stored / seconds)} per second`,
    `latency:              p50 ${result.latency.p50} ms · p99 ${result.latency.p99} ms · max ${result.latency.max} ms`,
    `server CPU:           ${serverCpu.toFixed(2)} s = ${((serverCpu * 1000) / Math.max(1, stored)).toFixed(3)} ms per stored enquiry`,
    `connections:          ${result.connections}`,
  ].join('\n') + '\n',
);
if (profileDir) process.stdout.write(profileSummary(profileDir, child.pid!, loadStartedUs, stored));

/**
 * The server's main-thread profile (Node names it CPU.date.time.PID.THREAD.n) from `sinceUs` on,
 * summed by function and by file: time in ms per stored enquiry, idle time left out. A thread
 * blocked in a system call (SQLite's fsync) is sampled as busy: that time is waiting, not CPU.
 */
function profileSummary(dir: string, pid: number, sinceUs: number, enquiries: number): string {
  type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] };
  const file = readdirSync(dir).find((f) => f.endsWith(`.${pid}.0.001.cpuprofile`));
  if (!file) return `no profile of process ${pid} in ${dir}\n`;
  const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { nodes: Node[]; startTime: number; samples: number[]; timeDeltas: number[] };
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const where = (n: Node) => n.callFrame.url.replace(`file://${root}/`, '').replace(/^.*node_modules\//, '') || '(native)';
  const name = (n: Node) => `${n.callFrame.functionName || '(anonymous)'} ${where(n)}:${n.callFrame.lineNumber + 1}`;
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  const byFile = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, us: number) => map.set(key, (map.get(key) ?? 0) + us);
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    const us = profile.timeDeltas[i] ?? 0;
    at += us;
    const leaf = nodes.get(id)!;
    if (at < sinceUs || leaf.callFrame.functionName === '(idle)') return;
    add(self, name(leaf), us);
    add(byFile, where(leaf), us);
    // Total time: once per function on the sample's stack, for our code and its libraries.
    const seen = new Set<string>();
    for (let n: Node | undefined = leaf; n; n = nodes.get(parent.get(n.id)!)) if (n.callFrame.url && !n.callFrame.url.startsWith('node:')) seen.add(name(n));
    for (const key of seen) add(total, key, us);
  });
  const top = (map: Map<string, number>, n: number) =>
    [...map].sort((a, b) => b[1] - a[1]).slice(0, n).map(([key, us]) => `  ${(us / 1000 / Math.max(1, enquiries)).toFixed(4)} ms  ${key}`);
  return [`profile ${join(dir, file)}: main-thread time per stored enquiry (waits in system calls included, idle left out)`, 'self time by function:', ...top(self, 25), 'self time by file:', ...top(byFile, 15), 'total time (with callees) of our code and libraries:', ...top(total, 40)].join('\n') + '\n';
}
