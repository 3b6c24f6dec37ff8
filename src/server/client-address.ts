/**
 * The client's address behind proxies, and the key the rate limit counts it under.
 *
 * Each proxy appends the address it received the request from to X-Forwarded-For, so the list is
 * only trustworthy from the right: the socket's peer is the nearest proxy, the rightmost entry is
 * what that proxy saw, and so on. Whatever the client wrote itself is further left. We walk from
 * the socket leftwards past the trusted proxies; the first address not trusted is the client.
 */
import { isIP } from 'node:net';
import type { TrustProxy } from './config.ts';

/** An address as written by a proxy: without IPv6 brackets or a port, IPv4-mapped IPv6 as IPv4. */
export function plainAddress(value: string): string | undefined {
  let v = value.trim();
  if (v.startsWith('[')) v = v.slice(1, v.indexOf(']') > 0 ? v.indexOf(']') : undefined);
  else if (v.indexOf(':') > 0 && v.indexOf(':') === v.lastIndexOf(':')) v = v.slice(0, v.indexOf(':')); // IPv4 with a port
  if (v.toLowerCase().startsWith('::ffff:') && isIP(v.slice(7)) === 4) v = v.slice(7);
  return isIP(v) ? v : undefined;
}

/**
 * The client address, or `undefined` when a trusted proxy's entry is not an address (the request
 * is then refused). `socket` is the peer of the TCP connection.
 */
export function clientAddress(socket: string | undefined, forwardedFor: string | undefined, trust: TrustProxy): string | undefined {
  const peer = socket === undefined ? 'unknown' : (plainAddress(socket) ?? socket);
  const trusted = (address: string, index: number) => ('hops' in trust ? index < trust.hops : trust.addresses.includes(address));
  if (!trusted(peer, 0) || !forwardedFor) return peer;
  const chain = forwardedFor.split(',');
  let current = peer;
  // index 0 is the socket; index i ≥ 1 is the i-th entry from the right.
  for (let i = 1; i <= chain.length; i++) {
    const address = plainAddress(chain[chain.length - i]);
    if (address === undefined) return undefined;
    current = address;
    if (!trusted(current, i)) return current;
  }
  return current; // every hop trusted: the farthest one known
}

/**
 * The rate limit's key for an address: IPv6 clients usually hold a whole /64 (and can pick any
 * address in it), so they are counted per /64; IPv4 per address.
 */
export function rateLimitKey(address: string): string {
  if (isIP(address) !== 6) return address;
  const [head, tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((g) => parseInt(g, 16).toString(16)).join(':')}::/64`;
}
