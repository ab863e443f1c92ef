import {
  type IRateLimiterOptions,
  RateLimiterMemory,
  type RateLimiterRes,
} from 'rate-limiter-flexible';

/** Clients one limit counts in a server's memory at most: about 550 B each (measured with
 * rate-limiter-flexible 11.4, IPv6 /64 keys), so some 22 MB a limit when full. */
const MEMORY_CLIENTS_MAX = 40_000;

/**
 * rate-limiter-flexible's memory limiter, holding at most `maxClients` clients. The library keeps
 * each key until its window ends (an hour for signups) and has no cap (its maintainer:
 * animir/node-rate-limiter-flexible#152), so a flood of distinct addresses would grow it without
 * bound. Past the cap the client counted longest ago is forgotten first: only a sender of more
 * distinct addresses than the cap, who escapes a per-address limit anyway, can push anyone out.
 */
export class BoundedMemoryLimiter extends RateLimiterMemory {
  readonly #clients = new Set<string>();
  readonly #maxClients: number;

  constructor(options: IRateLimiterOptions, maxClients = MEMORY_CLIENTS_MAX) {
    super(options);
    this.#maxClients = maxClients;
  }

  override consume(
    key: string | number,
    points?: number,
    options?: Record<string, unknown>,
  ): Promise<RateLimiterRes> {
    const client = String(key);
    // Counted again: to the end of the set's insertion order, where forgetting reaches it last.
    this.#clients.delete(client);
    this.#clients.add(client);
    for (const oldest of this.#clients) {
      if (this.#clients.size <= this.#maxClients) break;
      this.#clients.delete(oldest);
      void this.delete(oldest);
    }
    return super.consume(key, points, options);
  }
}
