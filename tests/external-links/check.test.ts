/**
 * The outside-link crawler against a fake web on 127.0.0.1: every kind of answer is classified as
 * an editor would need it, the limits hold (one request per host at a time, a small global
 * limit), 429 is waited out, and a run ends within its time budget even when servers hang.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { checkLinks, retryAfterMs, type CheckOptions, type LinkResult } from '../../build/tools/external-links/check.ts';
import { answer, startFakeWeb, TLS_HOST, type FakeWeb } from './fake-web.ts';

const USER_AGENT = 'TestSiteLinkCheck/1.0 (+https://www.example.org/contact)';

describe('each kind of answer', () => {
  let web: FakeWeb;
  let results: Map<string, LinkResult>;
  const busyTries = new Map<string, number>();
  const urls = [
    'https://ok.test/',
    'https://headless.test/page',
    'https://moved.test/a',
    'https://temporary.test/old',
    'https://gone.test/missing',
    'https://gone.test/removed',
    'https://busy.test/once',
    'https://busy.test/always',
    'https://broken.test/',
    'https://hang.test/',
    'https://reset.test/',
    'https://loop.test/x',
    `https://${TLS_HOST}/`,
    'https://nowhere.test/',
    'https://moved-then-gone.test/a',
    'https://blocked.test/',
    'https://skipped.test/profile',
  ];

  beforeAll(async () => {
    web = await startFakeWeb({
      'ok.test': answer(200),
      // Refuses HEAD, as some servers do: the page is fine when asked with GET.
      'headless.test': (req, res) => answer(req.method === 'HEAD' ? 405 : 200)(req, res),
      'moved.test': (req, res) => {
        if (req.url === '/a') return answer(301, { location: '/b' })(req, res);
        if (req.url === '/b') return answer(308, { location: 'https://moved.test/c' })(req, res);
        return answer(200)(req, res);
      },
      'temporary.test': (req, res) => answer(req.url === '/old' ? 302 : 200, req.url === '/old' ? { location: '/new' } : {})(req, res),
      'gone.test': (req, res) => answer(req.url === '/missing' ? 404 : 410)(req, res),
      'busy.test': (req, res) => {
        const tries = (busyTries.get(req.url!) ?? 0) + 1;
        busyTries.set(req.url!, tries);
        if (req.url === '/once' && tries > 1) return answer(200)(req, res);
        return answer(429, { 'retry-after': '1' })(req, res);
      },
      'broken.test': answer(500),
      'hang.test': () => {},
      'reset.test': (req) => req.socket.destroy(),
      'loop.test': (req, res) => answer(301, { location: req.url === '/x' ? '/y' : '/x' })(req, res),
      'moved-then-gone.test': (req, res) => answer(req.url === '/a' ? 301 : 404, req.url === '/a' ? { location: '/b' } : {})(req, res),
      'blocked.test': answer(403),
      'skipped.test': answer(200),
    });
    const options: CheckOptions = {
      userAgent: USER_AGENT,
      network: web.network,
      // Long enough for a loaded machine to answer, short enough for the hanging server's test.
      timeoutMs: 8_000,
      hostDelayMs: 0,
      maxRetryAfterMs: 5_000,
      skip: new Map([['skipped.test', 'refuses automated visits']]),
    };
    const list = await checkLinks(urls, options);
    results = new Map(list.map((r) => [r.url, r]));
  });
  afterAll(() => web.close());

  const get = (url: string) => results.get(url)!;

  test('200, and HEAD refused but GET fine, are fine', () => {
    expect(get('https://ok.test/')).toMatchObject({ verdict: 'ok', status: 200 });
    expect(get('https://headless.test/page')).toMatchObject({ verdict: 'ok', status: 200 });
    expect(web.requests).toContain('HEAD headless.test/page');
    expect(web.requests).toContain('GET headless.test/page');
  });

  test('a chain of permanent redirects (301, 308) is "moved", with the final address as the fix', () => {
    const r = get('https://moved.test/a');
    expect(r).toMatchObject({ verdict: 'moved', status: 200, suggestion: 'https://moved.test/c' });
    expect(r.redirects.map((h) => h.status)).toEqual([301, 308]);
    expect(r.detail).toContain('https://moved.test/c');
  });

  test('a temporary redirect to a working page is fine (no fix to suggest)', () => {
    expect(get('https://temporary.test/old')).toMatchObject({ verdict: 'ok', status: 200 });
    expect(get('https://temporary.test/old').suggestion).toBeUndefined();
  });

  test('404 and 410 are broken, in words', () => {
    expect(get('https://gone.test/missing')).toMatchObject({ verdict: 'broken', problem: 'http', status: 404 });
    expect(get('https://gone.test/missing').detail).toContain('404 Not Found');
    expect(get('https://gone.test/removed')).toMatchObject({ verdict: 'broken', problem: 'http', status: 410 });
    expect(get('https://gone.test/removed').detail).toContain('removed for good');
  });

  test('429 with Retry-After is waited out and asked again; a host that keeps answering 429 is "not checked", not broken', () => {
    expect(get('https://busy.test/once')).toMatchObject({ verdict: 'ok', status: 200 });
    expect(busyTries.get('/once')).toBeGreaterThanOrEqual(2);
    expect(get('https://busy.test/always')).toMatchObject({ verdict: 'unchecked', problem: 'rate-limited', status: 429 });
    // HEAD, then asked again twice after waiting (the default retries).
    expect(busyTries.get('/always')).toBe(3);
  });

  test('500 is broken', () => {
    expect(get('https://broken.test/')).toMatchObject({ verdict: 'broken', problem: 'http', status: 500 });
  });

  test('a server that never answers is a timeout; one that drops the connection is a reset', () => {
    expect(get('https://hang.test/')).toMatchObject({ verdict: 'broken', problem: 'timeout' });
    expect(get('https://reset.test/')).toMatchObject({ verdict: 'broken', problem: 'reset' });
  });

  test('a redirect loop is broken and says so', () => {
    const r = get('https://loop.test/x');
    expect(r).toMatchObject({ verdict: 'broken', problem: 'redirects' });
    expect(r.detail).toContain('loop');
  });

  test('an invalid (self-signed) certificate is a TLS failure', () => {
    const r = get(`https://${TLS_HOST}/`);
    expect(r).toMatchObject({ verdict: 'broken', problem: 'tls' });
    expect(r.detail).toContain('certificate');
  });

  test('an unknown host is a DNS failure, while other hosts answer (so it is not "no network")', () => {
    const r = get('https://nowhere.test/');
    expect(r).toMatchObject({ verdict: 'broken', problem: 'dns' });
    expect(r.detail).toContain('does not exist');
  });

  test('a page that moved permanently and then fails is broken, with where it moved as a hint', () => {
    expect(get('https://moved-then-gone.test/a')).toMatchObject({ verdict: 'broken', status: 404, suggestion: 'https://moved-then-gone.test/b' });
  });

  test('403 (a site refusing robots) is "not checked" with how to skip it; a listed host is not visited at all', () => {
    expect(get('https://blocked.test/')).toMatchObject({ verdict: 'unchecked', problem: 'blocked', status: 403 });
    expect(get('https://blocked.test/').detail).toContain('build/tools/external-links/settings.yaml');
    expect(get('https://skipped.test/profile')).toMatchObject({ verdict: 'unchecked', problem: 'skipped' });
    expect(get('https://skipped.test/profile').detail).toContain('refuses automated visits');
    expect(web.requests.some((r) => r.includes('skipped.test'))).toBe(false);
  });

  test('every request carries the User-Agent naming the site and a contact address', () => {
    expect([...web.userAgents]).toEqual([USER_AGENT]);
  });
});

describe('limits', () => {
  test('one request per host at a time and no more than the global limit at once, in any order of links', async () => {
    const hosts = ['a.test', 'b.test', 'c.test', 'd.test', 'e.test'];
    const web = await startFakeWeb(Object.fromEntries(hosts.map((h) => [h, answer(200, {}, 100)])));
    try {
      // Six pages per host, interleaved and not: the limits must hold whatever the order.
      const urls = hosts.flatMap((h) => [1, 2, 3, 4, 5, 6].map((i) => `https://${h}/page-${i}`));
      const results = await checkLinks([...urls.filter((_, i) => i % 2 === 0), ...urls.filter((_, i) => i % 2 === 1)], { userAgent: USER_AGENT, network: web.network, concurrency: 3, hostDelayMs: 0 });
      expect(results.every((r) => r.verdict === 'ok')).toBe(true);
      for (const h of hosts) expect(web.maxInFlight.perHost.get(h), h).toBe(1);
      expect(web.maxInFlight.overall).toBeLessThanOrEqual(3);
      // The global limit is used (otherwise the run would be one request at a time).
      expect(web.maxInFlight.overall).toBeGreaterThan(1);
    } finally {
      await web.close();
    }
  });

  test('the run ends within its time budget when servers hang, and what it did not reach is "not checked", not broken', async () => {
    const web = await startFakeWeb({ 'slow-a.test': () => {}, 'slow-b.test': () => {} });
    try {
      const urls = [1, 2, 3, 4].flatMap((i) => [`https://slow-a.test/${i}`, `https://slow-b.test/${i}`]);
      const started = Date.now();
      // The per-request timeout alone would take 8 × 60 s; the budget is 2 s.
      const results = await checkLinks(urls, { userAgent: USER_AGENT, network: web.network, timeoutMs: 60_000, budgetMs: 2_000, hostDelayMs: 0 });
      expect(Date.now() - started).toBeLessThan(60_000);
      expect(results.map((r) => r.problem)).toEqual(urls.map(() => 'budget'));
      expect(results.every((r) => r.verdict === 'unchecked')).toBe(true);
    } finally {
      await web.close();
    }
  });

  test('without any network (no host resolves), every link is "could not check: no network", none broken', async () => {
    const web = await startFakeWeb({});
    try {
      const results = await checkLinks(['https://demo.example.dev/a', 'https://play.example.com/b', 'https://x.example.org/c'], { userAgent: USER_AGENT, network: web.network, hostDelayMs: 0 });
      expect(results.map((r) => [r.verdict, r.problem])).toEqual(results.map(() => ['unchecked', 'offline']));
      expect(results[0].detail).toMatch(/^could not check: no network/);
    } finally {
      await web.close();
    }
  });
});

test('with one outside host only, the site\'s own origin tells a dead host from no network', async () => {
  const web = await startFakeWeb({ 'www.our-site.test': answer(200) });
  const nowhere = await startFakeWeb({});
  try {
    const links = ['https://demo.gone.test/a', 'https://demo.gone.test/b'];
    const dead = await checkLinks(links, { userAgent: USER_AGENT, network: web.network, hostDelayMs: 0, probe: 'https://www.our-site.test/' });
    expect(dead.map((r) => [r.verdict, r.problem])).toEqual([['broken', 'dns'], ['broken', 'dns']]);
    const offline = await checkLinks(links, { userAgent: USER_AGENT, network: nowhere.network, hostDelayMs: 0, probe: 'https://www.our-site.test/' });
    expect(offline.map((r) => [r.verdict, r.problem])).toEqual([['unchecked', 'offline'], ['unchecked', 'offline']]);
  } finally {
    await Promise.all([web.close(), nowhere.close()]);
  }
});

test('Retry-After in seconds or as an HTTP date', () => {
  expect(retryAfterMs('3')).toBe(3000);
  expect(retryAfterMs(new Date(Date.UTC(2030, 0, 1, 0, 0, 10)).toUTCString(), Date.UTC(2030, 0, 1))).toBe(10_000);
  expect(retryAfterMs('soon')).toBeUndefined();
  expect(retryAfterMs(undefined)).toBeUndefined();
});
