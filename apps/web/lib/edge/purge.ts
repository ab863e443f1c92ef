/**
 * Purges the HTTP caches in front of the site by surrogate key, after a publish: Varnish with
 * xkey (deploy/varnish/default.vcl) and Fastly, each when configured (lib/env.ts `edgeCaches`).
 * A page names the content types it was made from in its keys (server/surrogate-keys.ts), so a
 * publish of a post purges every page that shows posts, and nothing else.
 */
import { setTimeout as sleep } from 'node:timers/promises';

import type { EdgeCaches } from '../env';

/** The header a purge names its keys in, as the VCL reads it. */
const PURGE_KEYS_HEADER = 'xkey-purge';
/** The header the VCL compares with its EDGE_PURGE_SECRET. */
const PURGE_SECRET_HEADER = 'x-purge-secret';

/** How long one purge request may take; a cache that does not answer by then is tried again. */
const ATTEMPT_TIMEOUT_MS = 5000;
/** The waits before the second and third attempts. */
const RETRY_DELAYS_MS = [250, 1000];

/** What became of one cache's purge. */
export interface PurgeOutcome {
  /** The cache, as the logs and the webhook's answer name it (no secret in it). */
  target: string;
  ok: boolean;
  attempts: number;
  /** The last failure, when `ok` is false. */
  error?: string;
}

interface Target {
  name: string;
  request: (keys: string[]) => { url: string; init: RequestInit };
}

function targetsOf({ varnish, fastly }: EdgeCaches): Target[] {
  const targets: Target[] = [];
  for (const url of varnish?.urls ?? []) {
    targets.push({
      name: `varnish ${url}`,
      request: (keys) => ({
        url,
        init: {
          method: 'PURGE',
          headers: { [PURGE_KEYS_HEADER]: keys.join(' '), [PURGE_SECRET_HEADER]: varnish!.secret },
        },
      }),
    });
  }
  if (fastly) {
    const url = new URL(`/service/${encodeURIComponent(fastly.serviceId)}/purge`, fastly.apiUrl);
    targets.push({
      name: `fastly ${fastly.serviceId}`,
      // Fastly's purge of several surrogate keys in one request.
      request: (keys) => ({
        url: url.href,
        init: {
          method: 'POST',
          headers: {
            'Fastly-Key': fastly.token,
            'Content-Type': 'application/json',
            Accept: 'application/json',
          },
          body: JSON.stringify({ surrogate_keys: keys }),
        },
      }),
    });
  }
  return targets;
}

async function purgeOne(target: Target, keys: string[]): Promise<PurgeOutcome> {
  const attempts = RETRY_DELAYS_MS.length + 1;
  let error = '';
  for (let attempt = 1; attempt <= attempts; attempt++) {
    if (attempt > 1) await sleep(RETRY_DELAYS_MS[attempt - 2]);
    const { url, init } = target.request(keys);
    try {
      const response = await fetch(url, {
        ...init,
        signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (response.ok) return { target: target.name, ok: true, attempts: attempt };
      error = `it answered ${response.status}`;
      // A refused secret or token is refused again: not retried.
      if (response.status === 401 || response.status === 403)
        return { target: target.name, ok: false, attempts: attempt, error };
    } catch (failure) {
      // fetch says "fetch failed"; why is in its cause (ECONNREFUSED, a timeout).
      const cause = failure instanceof Error ? (failure.cause ?? failure) : failure;
      error = cause instanceof Error ? cause.message : String(cause);
    }
  }
  return { target: target.name, ok: false, attempts, error };
}

/**
 * Purges `keys` from every configured cache at once, each tried up to three times; resolves with
 * one outcome per cache, failures included (it never rejects). With none configured, none.
 */
export async function purgeEdgeCaches(caches: EdgeCaches, keys: string[]): Promise<PurgeOutcome[]> {
  const outcomes = await Promise.all(targetsOf(caches).map((target) => purgeOne(target, keys)));
  for (const outcome of outcomes.filter((each) => !each.ok)) {
    console.warn(
      `⚠ Purge of ${keys.join(' ')} at ${outcome.target} failed after ${outcome.attempts} attempt(s): ${outcome.error}`,
    );
  }
  return outcomes;
}
