/** The in-memory rate limiter and the client address behind proxies, without a server. */
import { describe, expect, it } from 'vitest';
import { clientAddress, rateLimitKey } from '../../src/server/client-address.ts';
import { parseTrustProxy } from '../../src/server/config.ts';
import { createRateLimiter } from '../../src/server/rate-limit.ts';
import { startServerProcess } from '../helpers/server-process.ts';

describe('rate limiter', () => {
  it('allows the limit per window, then says when to come back', () => {
    let now = 0;
    const limiter = createRateLimiter(2, 60_000, () => now);
    expect(limiter.take('a')).toEqual({ ok: true });
    expect(limiter.take('a')).toEqual({ ok: true });
    expect(limiter.take('a')).toEqual({ ok: false, retryAfterSeconds: 60 });
    expect(limiter.take('b')).toEqual({ ok: true });
    now = 59_500;
    expect(limiter.take('a')).toEqual({ ok: false, retryAfterSeconds: 1 });
    now = 60_000;
    expect(limiter.take('a')).toEqual({ ok: true });
  });

  it('keeps a bounded number of clients and costs the same per request with many of them', () => {
    const limiter = createRateLimiter(1, 600_000, () => 0, 10_000);
    // CPU time per request, not wall time: on a loaded machine the wall time of a loop is mostly
    // waiting for a core, and one wait in the long loop failed the comparison.
    const timeOf = (keys: number, offset: number) => {
      const started = process.cpuUsage();
      for (let i = 0; i < keys; i++) limiter.take(`client-${offset + i}`);
      const { user, system } = process.cpuUsage(started);
      return (user + system) / 1000 / keys;
    };
    timeOf(10_000, 0); // full
    // One more client: the oldest window is forgotten (its client may post again), the newest is kept.
    expect(limiter.take('client-10000')).toEqual({ ok: true });
    expect(limiter.take('client-0')).toEqual({ ok: true });
    expect(limiter.take('client-9999')).toMatchObject({ ok: false });
    // 200 000 new clients against a full table: per request no dearer than filling it (the old limiter scanned all 10 000 each time).
    const full = timeOf(200_000, 20_000);
    const small = timeOf(10_000, 500_000);
    expect(full).toBeLessThan(small * 5 + 0.002);
  });
});

describe('client address', () => {
  it('is the socket peer unless proxies are trusted', () => {
    expect(clientAddress('203.0.113.1', '1.1.1.1', parseTrustProxy(undefined))).toBe('203.0.113.1');
    expect(clientAddress('::ffff:203.0.113.1', undefined, parseTrustProxy('false'))).toBe('203.0.113.1');
  });

  it('counts trusted hops from the right, never taking what the client wrote on the left', () => {
    const chain = '6.6.6.6, 198.51.100.2, 10.0.0.9';
    expect(clientAddress('10.0.0.1', chain, parseTrustProxy('true'))).toBe('10.0.0.9');
    expect(clientAddress('10.0.0.1', chain, parseTrustProxy('1'))).toBe('10.0.0.9');
    expect(clientAddress('10.0.0.1', chain, parseTrustProxy('2'))).toBe('198.51.100.2');
    expect(clientAddress('10.0.0.1', '198.51.100.2', parseTrustProxy('3'))).toBe('198.51.100.2');
    expect(clientAddress('10.0.0.1', chain, parseTrustProxy('10.0.0.1, 10.0.0.9'))).toBe('198.51.100.2');
    expect(clientAddress('192.0.2.1', chain, parseTrustProxy('10.0.0.1'))).toBe('192.0.2.1');
    expect(clientAddress('10.0.0.1', '[2001:db8::1]:4711, 198.51.100.2:80', parseTrustProxy('2'))).toBe('2001:db8::1');
    expect(clientAddress('10.0.0.1', 'unknown', parseTrustProxy('1'))).toBeUndefined();
  });

  it('refuses a TRUST_PROXY that is neither a count nor addresses', () => {
    expect(() => parseTrustProxy('yes please')).toThrow('TRUST_PROXY is "yes please": give the number of proxies in front of the server (such as 1), or their IP addresses separated by commas; "yes please" is not an IP address.');
  });

  it('stops the server at start with one sentence, no stack trace, for a TRUST_PROXY it cannot read', async () => {
    const failure = await startServerProcess({ TRUST_PROXY: 'the load balancer' }).then(
      () => 'started',
      (err: Error) => err.message,
    );
    expect(failure).toBe('the server exited (1) before listening:\nTRUST_PROXY is "the load balancer": give the number of proxies in front of the server (such as 1), or their IP addresses separated by commas; "the load balancer" is not an IP address.\n');
  });

  it('counts IPv6 clients per /64 and IPv4 clients per address', () => {
    expect(rateLimitKey('2001:db8:1:2::1')).toBe(rateLimitKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff'));
    expect(rateLimitKey('2001:db8:1:2::1')).not.toBe(rateLimitKey('2001:db8:1:3::1'));
    expect(rateLimitKey('203.0.113.1')).not.toBe(rateLimitKey('203.0.113.2'));
  });
});
