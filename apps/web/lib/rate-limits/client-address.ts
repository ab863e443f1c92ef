import ipaddr from 'ipaddr.js';

/**
 * Who sent a request, as far as the operator's setup lets us know. Each proxy in front appends
 * the address it was reached from to X-Forwarded-For, so with `hops` trusted proxies the client
 * is the entry `hops` from the end; anything further left was written by the client itself and
 * proves nothing. With no proxy (hops 0), or fewer entries than proxies (the request came round
 * them, so every entry is the client's own writing), it is the connection's own address.
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
  return entries.length >= hops ? entries.at(-hops)! : fallback;
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

/** The network of `bits` leading bits an address is in, written `address/bits`; or the text as
 * it came, for something that is no address ("unknown"). */
function networkOf(address: string, bits: { v4: number; v6: number }): string {
  const plain = plainAddress(address);
  if (!ipaddr.isValid(plain)) return plain;
  const parsed = ipaddr.parse(plain);
  const width = parsed.kind() === 'ipv4' ? bits.v4 : bits.v6;
  const bytes = parsed.toByteArray().map((byte, index) => {
    const kept = Math.min(8, Math.max(0, width - index * 8));
    return byte & (0xff << (8 - kept));
  });
  return `${ipaddr.fromByteArray(bytes).toString()}/${width}`;
}

/**
 * The key a rate limit counts one client by: its IPv4 address, or its IPv6 /64 (one household's or
 * machine's whole network: counting each of its 2^64 addresses apart would count nothing).
 */
export function rateLimitKey(address: string): string {
  const plain = plainAddress(address);
  return ipaddr.IPv4.isValidFourPartDecimal(plain) ? plain : networkOf(plain, { v4: 32, v6: 64 });
}

/**
 * The network a client is in, for spotting a burst of referred signups from one place and for the
 * widest rate limits: its IPv4 /24 or its IPv6 /48 (a site: an office, or a customer of a
 * provider that hands out /48s; a script renting one holds 65,536 /64s).
 */
export function clientNetwork(address: string): string {
  return networkOf(address, { v4: 24, v6: 48 });
}

/**
 * Between the two, for IPv6 only: the /56 most providers hand one customer (256 /64s). Undefined
 * for an IPv4 client, whose one address is already the narrowest key.
 */
export function customerNetwork(address: string): string | undefined {
  const plain = plainAddress(address);
  return ipaddr.IPv6.isValid(plain) ? networkOf(plain, { v4: 32, v6: 56 }) : undefined;
}
