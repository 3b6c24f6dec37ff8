/**
 * Checks outside addresses the way a careful crawler does: one connection per host at a time
 * and a small global limit, a pause between requests to the same host, HEAD first and GET when
 * HEAD is refused, redirects followed one hop at a time (a permanent one is reported with its new
 * address), 429 with Retry-After waited out within a bound, a timeout per request and a time
 * budget for the run, and a User-Agent naming the site and where to reach it.
 * Input: addresses. Output: one result per address, in plain words and as data.
 * Node's own http/https clients: they take a `lookup` function, which is how the tests map host
 * names onto a fake web on 127.0.0.1 without touching the machine's resolver.
 */
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';

export type Verdict = 'ok' | 'moved' | 'broken' | 'unchecked';
export type Problem =
  | 'http' | 'dns' | 'tls' | 'timeout' | 'reset' | 'refused' | 'network' | 'redirects'
  | 'rate-limited' | 'blocked' | 'budget' | 'skipped' | 'offline';

export interface Hop {
  from: string;
  status: number;
  to: string;
}

export interface LinkResult {
  url: string;
  /** ok: answers; moved: answers at a new address after a permanent redirect; broken: fails; unchecked: could not tell. */
  verdict: Verdict;
  problem?: Problem;
  /** The last HTTP status received, if any. */
  status?: number;
  redirects: Hop[];
  /** The address to write instead: where the permanent redirects lead. */
  suggestion?: string;
  /** What happened, in plain words. */
  detail: string;
}

/** Where to connect for an address; tests send every name to their fake web. */
export interface Network {
  /** Resolves a host name to an IP address (Node's resolver when absent); a rejection with code ENOTFOUND is an unknown host. */
  resolve?: (hostname: string) => Promise<string>;
  /** The protocol and port to connect with (the address's own when absent). */
  target?: (url: URL) => { protocol: 'http:' | 'https:'; port: number };
}

export interface CheckOptions {
  userAgent: string;
  /** Requests at the same time, across hosts. */
  concurrency?: number;
  timeoutMs?: number;
  /** The whole run's time; addresses not reached by then are reported as not checked. */
  budgetMs?: number;
  maxRedirects?: number;
  /** A Retry-After longer than this is not waited for (the address is reported as not checked). */
  maxRetryAfterMs?: number;
  /** How many times a 429 is retried after waiting. */
  retries?: number;
  /** Pause between two requests to the same host. */
  hostDelayMs?: number;
  /** Hosts not visited, with the reason (build/tools/external-links/settings.yaml). */
  skip?: ReadonlyMap<string, string>;
  network?: Network;
  /**
   * An address that always answers (the site's own origin), asked only when no link's host answered:
   * if it does not answer either, the machine has no network. Without it, a run is taken to be offline
   * only when two hosts or more failed that way.
   */
  probe?: string;
}

/** Where skipped hosts are listed (build/tools/external-links/settings.ts reads it), as messages name it. */
export const SETTINGS_PATH = 'build/tools/external-links/settings.yaml';

const DEFAULTS = { concurrency: 4, timeoutMs: 15_000, budgetMs: 5 * 60_000, maxRedirects: 10, maxRetryAfterMs: 60_000, retries: 2, hostDelayMs: 500 };

const PERMANENT = new Set([301, 308]);
const REDIRECT = new Set([301, 302, 303, 307, 308]);
/** Statuses after which HEAD is tried again as GET: many servers answer HEAD wrongly. */
const RETRY_AS_GET = (status: number) => status >= 400 && status !== 429;

class Stop extends Error {
  constructor(readonly problem: Problem, message: string) {
    super(message);
  }
}

/** One lock per host (first come, first served) and a global count of requests in flight. */
function createLimits(concurrency: number, hostDelayMs: number) {
  const hosts = new Map<string, { busy: boolean; waiting: (() => void)[]; freeAt: number }>();
  let running = 0;
  const slots: (() => void)[] = [];
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
  return {
    /** Waits for the host, then its pause, then a global slot; returns the release. */
    async acquire(host: string): Promise<() => void> {
      let h = hosts.get(host);
      if (!h) hosts.set(host, (h = { busy: false, waiting: [], freeAt: 0 }));
      const lane = h;
      if (lane.busy) await new Promise<void>((r) => lane.waiting.push(r));
      lane.busy = true;
      const pause = lane.freeAt - Date.now();
      if (pause > 0) await sleep(pause);
      if (running >= concurrency) await new Promise<void>((r) => slots.push(r));
      running++;
      return () => {
        running--;
        slots.shift()?.();
        lane.freeAt = Date.now() + hostDelayMs;
        const next = lane.waiting.shift();
        if (next) next();
        else lane.busy = false;
      };
    },
  };
}

const NETWORK_CODES: Record<string, { problem: Problem; words: string }> = {
  ENOTFOUND: { problem: 'dns', words: 'the host name does not exist (DNS found no address)' },
  EAI_NONAME: { problem: 'dns', words: 'the host name does not exist (DNS found no address)' },
  EAI_FAIL: { problem: 'dns', words: 'the host name could not be looked up (DNS failure)' },
  EAI_AGAIN: { problem: 'network', words: 'the host name could not be looked up just now (DNS did not answer)' },
  ECONNREFUSED: { problem: 'refused', words: 'the server refused the connection (nothing listens there)' },
  ECONNRESET: { problem: 'reset', words: 'the server closed the connection without answering' },
  EPIPE: { problem: 'reset', words: 'the server closed the connection without answering' },
  ETIMEDOUT: { problem: 'timeout', words: 'the connection timed out' },
  EHOSTUNREACH: { problem: 'network', words: 'the server cannot be reached (no route to it)' },
  ENETUNREACH: { problem: 'network', words: 'the network is unreachable from here' },
};

/** A failed connection in plain words. */
export function describeError(err: NodeJS.ErrnoException): { problem: Problem; detail: string } {
  if (err instanceof Stop) return { problem: err.problem, detail: err.message };
  const code = err.code ?? '';
  const known = NETWORK_CODES[code];
  if (known) return { problem: known.problem, detail: known.words };
  if (/CERT|SSL|TLS|EPROTO|SELF_SIGNED|UNABLE_TO_VERIFY|ALTNAME/.test(code) || /certificate|ssl|tls/i.test(err.message)) {
    return { problem: 'tls', detail: `the secure connection failed: ${tlsWords(code, err.message)}` };
  }
  return { problem: 'network', detail: `the connection failed (${code || err.message})` };
}

function tlsWords(code: string, message: string): string {
  if (code === 'CERT_HAS_EXPIRED') return 'the certificate has expired';
  if (code === 'DEPTH_ZERO_SELF_SIGNED_CERT' || code === 'SELF_SIGNED_CERT_IN_CHAIN') return 'the certificate is self-signed (not issued by a trusted authority)';
  if (code === 'ERR_TLS_CERT_ALTNAME_INVALID') return 'the certificate is for another host name';
  if (code === 'UNABLE_TO_VERIFY_LEAF_SIGNATURE' || code === 'UNABLE_TO_GET_ISSUER_CERT_LOCALLY') return 'the certificate cannot be verified (incomplete chain)';
  return `${message}${code ? ` (${code})` : ''}`;
}

interface Answer {
  status: number;
  location?: string;
  retryAfter?: string;
}

function lookupWith(resolve: (hostname: string) => Promise<string>): LookupFunction {
  return ((hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    resolve(hostname).then(
      (address) => {
        const family = address.includes(':') ? 6 : 4;
        if (options?.all) callback(null, [{ address, family }]);
        else callback(null, address, family);
      },
      (err: unknown) => callback(err),
    );
  }) as unknown as LookupFunction;
}

/** One request; the body is never read. */
function request(url: URL, method: 'HEAD' | 'GET', userAgent: string, timeoutMs: number, network: Network, lookup: LookupFunction | undefined): Promise<Answer> {
  const target = network.target?.(url) ?? { protocol: url.protocol as 'http:' | 'https:', port: Number(url.port) || (url.protocol === 'https:' ? 443 : 80) };
  const client = target.protocol === 'https:' ? https : http;
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  return new Promise<Answer>((resolve, reject) => {
    const req = client.request({
      protocol: target.protocol,
      hostname,
      port: target.port,
      path: `${url.pathname}${url.search}`,
      method,
      agent: false,
      lookup,
      ...(target.protocol === 'https:' && !/^[\d.]+$|:/.test(hostname) ? { servername: hostname } : {}),
      headers: { host: url.host, 'user-agent': userAgent, accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'accept-language': 'en' },
    }, (res) => {
      clearTimeout(timer);
      const header = (name: string) => {
        const v = res.headers[name];
        return Array.isArray(v) ? v[0] : v;
      };
      resolve({ status: res.statusCode ?? 0, location: header('location'), retryAfter: header('retry-after') });
      res.destroy();
    });
    const timer = setTimeout(() => req.destroy(new Stop('timeout', `no answer within ${Math.round(timeoutMs / 1000)} s`)), timeoutMs);
    req.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    req.end();
  });
}

/** Retry-After in milliseconds: seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(value: string | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\s*\d+\s*$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

const STATUS_WORDS: Record<number, string> = {
  400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 405: 'Method Not Allowed', 408: 'Request Timeout',
  410: 'Gone', 429: 'Too Many Requests', 451: 'Unavailable For Legal Reasons', 500: 'Internal Server Error', 501: 'Not Implemented',
  502: 'Bad Gateway', 503: 'Service Unavailable', 504: 'Gateway Timeout',
};
export const statusText = (status: number) => `${status}${STATUS_WORDS[status] ? ` ${STATUS_WORDS[status]}` : ''}`;

function httpDetail(status: number): string {
  if (status === 404) return 'the page is not there (404 Not Found)';
  if (status === 410) return 'the page was removed for good (410 Gone)';
  if (status >= 500) return `the server failed (${statusText(status)})`;
  return `the server refused the page (${statusText(status)})`;
}

/**
 * Checks `urls` (each once) and returns a result per address, in their order. Never throws for
 * a network problem: every failure is a result.
 */
export async function checkLinks(urls: string[], options: CheckOptions): Promise<LinkResult[]> {
  const o = { ...DEFAULTS, ...options };
  const network = o.network ?? {};
  const lookup = network.resolve ? lookupWith(network.resolve) : undefined;
  const limits = createLimits(o.concurrency, o.hostDelayMs);
  const deadline = Date.now() + o.budgetMs;
  const remaining = () => deadline - Date.now();
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  /** One request under the limits, HEAD then GET; 429 waited out and retried. */
  async function ask(url: URL): Promise<Answer> {
    const release = await limits.acquire(url.host.toLowerCase());
    try {
      for (let attempt = 0; ; attempt++) {
        let answer: Answer | undefined;
        for (const method of ['HEAD', 'GET'] as const) {
          if (remaining() <= 0) throw new Stop('budget', 'not checked: the run ran out of time before reaching it');
          const limit = Math.min(o.timeoutMs, remaining());
          try {
            answer = await request(url, method, o.userAgent, limit, network, lookup);
          } catch (err) {
            if (err instanceof Stop && err.problem === 'timeout' && limit < o.timeoutMs) throw new Stop('budget', 'not checked: the run ran out of time while waiting for it');
            throw err;
          }
          if (!RETRY_AS_GET(answer.status)) break;
        }
        if (answer!.status !== 429) return answer!;
        const wait = retryAfterMs(answer!.retryAfter) ?? 5_000;
        if (attempt >= o.retries || wait > o.maxRetryAfterMs || wait >= remaining()) return answer!;
        // The host stays ours while we wait: asking it anything sooner is what it asked us not to do.
        await sleep(wait);
      }
    } finally {
      release();
    }
  }

  async function checkOne(raw: string): Promise<LinkResult> {
    const redirects: Hop[] = [];
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return { url: raw, verdict: 'broken', problem: 'network', redirects, detail: 'not a valid address' };
    }
    const skipReason = o.skip?.get(url.hostname.toLowerCase()) ?? o.skip?.get(url.hostname.toLowerCase().replace(/^www\./, ''));
    if (skipReason !== undefined) return { url: raw, verdict: 'unchecked', problem: 'skipped', redirects, detail: `not checked: ${url.hostname} is skipped in ${SETTINGS_PATH} (${skipReason})` };
    const seen = new Set([url.href]);
    for (;;) {
      let answer: Answer;
      try {
        answer = await ask(url);
      } catch (err) {
        const { problem, detail } = describeError(err as NodeJS.ErrnoException);
        const where = redirects.length ? ` (after a redirect to ${url.href})` : '';
        const verdict: Verdict = problem === 'budget' ? 'unchecked' : 'broken';
        return { url: raw, verdict, problem, redirects, detail: `${detail}${where}`, suggestion: permanentTarget(redirects) };
      }
      const { status } = answer;
      if (REDIRECT.has(status) && answer.location) {
        let next: URL;
        try {
          next = new URL(answer.location, url);
        } catch {
          return { url: raw, verdict: 'broken', problem: 'redirects', status, redirects, detail: `redirects (${status}) to an invalid address: ${answer.location}` };
        }
        redirects.push({ from: url.href, status, to: next.href });
        if (seen.has(next.href)) return { url: raw, verdict: 'broken', problem: 'redirects', status, redirects, detail: `redirects in a loop (${redirects.map((h) => h.status).join(' → ')}, back to ${next.href})` };
        if (redirects.length > o.maxRedirects) return { url: raw, verdict: 'broken', problem: 'redirects', status, redirects, detail: `more than ${o.maxRedirects} redirects` };
        seen.add(next.href);
        url = next;
        continue;
      }
      const suggestion = permanentTarget(redirects);
      const via = redirects.length ? ` after ${redirects.length} redirect${redirects.length === 1 ? '' : 's'} to ${url.href}` : '';
      if ((status >= 200 && status < 300) || status === 401) {
        if (suggestion) return { url: raw, verdict: 'moved', status, redirects, suggestion, detail: `moved permanently (${redirects[0].status}) to ${suggestion}` };
        return { url: raw, verdict: 'ok', status, redirects, detail: status === 401 ? `answers, behind a login (${statusText(status)})${via}` : `answers ${statusText(status)}${via}` };
      }
      if (status === 429) return { url: raw, verdict: 'unchecked', problem: 'rate-limited', status, redirects, detail: `not checked: the site kept asking us to slow down (429 Too Many Requests${answer.retryAfter ? `, Retry-After ${answer.retryAfter}` : ''})` };
      if (status === 403 || status === 999) return { url: raw, verdict: 'unchecked', problem: 'blocked', status, redirects, detail: `not checked: the site refuses automated visits (${statusText(status)})${via}; if the page opens in a browser and this keeps happening, list ${url.hostname} in ${SETTINGS_PATH}` };
      return { url: raw, verdict: 'broken', problem: 'http', status, redirects, suggestion, detail: `${httpDetail(status)}${via}` };
    }
  }

  const results = await Promise.all(urls.map(checkOne));
  if (!noAnswer(results)) return results;
  const hosts = new Set(results.filter(tried).map((r) => new URL(r.url).hostname)).size;
  const probed = o.probe ? await checkOne(o.probe) : undefined;
  const isOffline = probed ? noAnswer([probed]) : hosts >= 2;
  return isOffline ? results.map(asOffline) : results;
}

/** Where a run of permanent redirects from the start leads: the address to write instead. */
function permanentTarget(redirects: Hop[]): string | undefined {
  let to: string | undefined;
  for (const hop of redirects) {
    if (!PERMANENT.has(hop.status)) break;
    to = hop.to;
  }
  return to;
}

const CONNECTION_PROBLEMS = new Set<Problem | undefined>(['dns', 'network', 'refused', 'reset', 'timeout']);

const tried = (r: LinkResult) => r.problem !== 'skipped' && r.problem !== 'budget';

/**
 * Whether no host answered at all and every attempt failed before an answer: either the machine
 * has no way out, or every host is dead. `checkLinks` tells them apart with the probe (or, without
 * one, by two hosts or more failing). Offline, nothing is known about any link, and the run says
 * "could not check: no network" instead of calling every link broken.
 */
function noAnswer(results: LinkResult[]): boolean {
  const attempted = results.filter(tried);
  return attempted.length > 0 && attempted.every((r) => r.status === undefined && CONNECTION_PROBLEMS.has(r.problem));
}

function asOffline(r: LinkResult): LinkResult {
  if (r.problem === 'skipped') return r;
  return { ...r, verdict: 'unchecked', problem: 'offline', detail: `could not check: no network (${r.detail})` };
}
