import { isIPv6 } from 'node:net';

/**
 * Who sent a request, as far as the operator's setup lets us know. Each proxy in front appends
 * the address it was reached from to X-Forwarded-For, so with `hops` trusted proxies the client
 * is the entry `hops` from the end; anything further left was written by the client itself and
 * proves nothing. With no proxy (hops 0) it is the connection's own address.
 */
export function trustedClientAddress(
  forwardedFor: string | undefined,
  socketAddress: string | undefined,
  hops: number,
): string {
  const fallback = socketAddress ?? 'unknown';
  if (hops === 0) return fallback;
  const entries = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  // Fewer entries than proxies: the request came round the proxies, and the leftmost is the best
  // that is known of it.
  return entries.at(-hops) ?? entries[0] ?? fallback;
}

/** The address as its family files it: an IPv4 client of a dual-stack socket (`::ffff:a.b.c.d`)
 * is the IPv4 address. */
export function plainAddress(address: string): string {
  return address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
}

/**
 * The key a rate limit counts a client by: its IPv4 address, or its IPv6 /64 (one household's or
 * machine's whole network: counting each of its 2^64 addresses apart would count nothing).
 */
export function rateLimitKey(address: string): string {
  const plain = plainAddress(address);
  if (!isIPv6(plain)) return plain;
  const [head = '', tail = ''] = plain.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = plain.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
