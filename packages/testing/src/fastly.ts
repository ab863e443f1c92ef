/**
 * A local stand-in for Fastly's purge API, for the site's CDN adapter (apps/web/lib/edge): the one
 * call it makes, `POST /service/{service_id}/purge` with a `Fastly-Key` token and a JSON body of
 * `surrogate_keys`, answered as Fastly documents it (200 with a purge id per key, 401 for a token
 * it does not know). It records every purge, and can be told to fail the next calls.
 */
import { listen, type LocalServer, readBody, sendJson } from './http';

export interface FakeFastly extends LocalServer {
  /** The keys of every accepted purge, in order. */
  purged: string[][];
  /** Answers the next `count` purges with `status` (a Fastly outage: 503). */
  failNext(count: number, status?: number): void;
}

export async function startFakeFastly({
  token,
  serviceId,
}: {
  token: string;
  serviceId: string;
}): Promise<FakeFastly> {
  const purged: string[][] = [];
  let failures: { count: number; status: number } = { count: 0, status: 503 };
  const server = await listen(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://fastly').pathname;
    if (request.method !== 'POST' || path !== `/service/${serviceId}/purge`) {
      return sendJson(response, 404, { msg: 'Record not found' });
    }
    if (request.headers['fastly-key'] !== token) {
      return sendJson(response, 401, { msg: 'Provided credentials are missing or invalid' });
    }
    if (failures.count > 0) {
      failures = { ...failures, count: failures.count - 1 };
      return sendJson(response, failures.status, { msg: 'Service unavailable' });
    }
    const { surrogate_keys: keys } = JSON.parse(await readBody(request)) as {
      surrogate_keys?: unknown;
    };
    if (!Array.isArray(keys) || keys.some((key) => typeof key !== 'string')) {
      return sendJson(response, 400, { msg: 'surrogate_keys must be a list of strings' });
    }
    purged.push(keys as string[]);
    sendJson(
      response,
      200,
      Object.fromEntries(
        (keys as string[]).map((key, index) => [key, `purge-${purged.length}-${index}`]),
      ),
    );
  });
  return {
    ...server,
    purged,
    failNext: (count, status = 503) => {
      failures = { count, status };
    },
  };
}
