import { isIPv4, isIPv6 } from 'node:net';

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

/**
 * Who sent a request, as the routes and their rate limits know it: the first address of
 * X-Forwarded-For, which the production server has rewritten by trustedClientAddress
 * (server/trusted-client.ts) and `next start` sets from the connection. Under `next dev` a client
 * can write it, so no limit there is a defence.
 */
export function clientAddress(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || request.headers.get('x-real-ip') || 'unknown';
}

/** The address as its family files it: an IPv4 client of a dual-stack socket (`::ffff:a.b.c.d`)
 * is the IPv4 address; a port some proxies append (`a.b.c.d:port`, `[v6]:port`) is dropped. */
export function plainAddress(address: string): string {
  const bare = address
    .trim()
    .replace(/^\[([^\]]+)\](?::\d+)?$/, '$1')
    .replace(/^(\d+\.\d+\.\d+\.\d+):\d+$/, '$1');
  return bare.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
}

/** The eight groups of an IPv6 address, `::` expanded, each without leading zeros. */
function ipv6Groups(address: string): string[] {
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return groups.map((group) => Number.parseInt(group, 16).toString(16));
}

/**
 * The key a rate limit counts a client by: its IPv4 address, or its IPv6 /64 (one household's or
 * machine's whole network: counting each of its 2^64 addresses apart would count nothing).
 */
export function rateLimitKey(address: string): string {
  const plain = plainAddress(address);
  if (!isIPv6(plain)) return plain;
  return `${ipv6Groups(plain).slice(0, 4).join(':')}::/64`;
}

/**
 * The network a client is in, for spotting a burst of referred signups from one place: its IPv4
 * /24 or its IPv6 /48 (a site: an office, or a household given several /64s).
 */
export function clientNetwork(address: string): string {
  const plain = plainAddress(address);
  if (isIPv4(plain)) return `${plain.split('.').slice(0, 3).join('.')}.0/24`;
  if (isIPv6(plain)) return `${ipv6Groups(plain).slice(0, 3).join(':')}::/48`;
  return plain;
}
