/**
 * One autocannon run against a site, as browsers would ask for it (compressed), shared by the
 * load test and the benchmark's requests-per-second column.
 */
import autocannon from 'autocannon';

/** What Chromium sends: the server chooses its coding from this. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

export interface Throughput {
  target: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

export interface Load {
  /** Concurrent connections. */
  connections: number;
  /** Seconds. */
  duration: number;
  /** Paths each connection cycles through; the URL's own path when left out. */
  paths?: readonly string[];
  /** p50 and p99 of warm connections only (warmLatencies); autocannon's own otherwise. */
  warm?: boolean;
}

/** The value below which `share` of the sorted values fall (nearest rank). */
export function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

/**
 * The latencies of every answer of a run but each connection's first, as p50 and p99 once it is
 * done. Saturated by 100 fresh connections, the server (a no-op route's as much as a signup's)
 * answered some connections' first request only seconds later: in runs after the first, 50 to 70
 * answers of about 4,000 took over a second, every one of them a connection's first, so they
 * alone set the p99, differently from run to run (docs/waitlist.md, Under a rush). Every answer
 * still counts in the rate and the errors.
 */
function warmLatencies(instance: autocannon.Instance): () => { p50Ms: number; p99Ms: number } {
  const connected = new WeakSet<object>();
  const latencies: number[] = [];
  instance.on('response', (client, _status, _bytes, milliseconds) => {
    if (connected.has(client)) latencies.push(milliseconds);
    else connected.add(client);
  });
  return () => {
    latencies.sort((a, b) => a - b);
    return { p50Ms: percentile(latencies, 0.5), p99Ms: percentile(latencies, 0.99) };
  };
}

export function measureThroughput(url: string, load: Load): Promise<Throughput> {
  return new Promise((done, fail) => {
    const instance = autocannon(
      {
        url,
        connections: load.connections,
        duration: load.duration,
        headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING },
        ...(load.paths && {
          requests: load.paths.map((path) => ({ method: 'GET' as const, path })),
        }),
      },
      (error, result) => {
        if (error) return fail(error instanceof Error ? error : new Error(String(error)));
        const { p50Ms, p99Ms } = load.warm
          ? warm()
          : { p50Ms: result.latency.p50, p99Ms: result.latency.p99 };
        done({
          target: url,
          requestsPerSecond: result.requests.average,
          p50Ms,
          p99Ms,
          requests: result.requests.total,
          errors: result.errors,
          timeouts: result.timeouts,
          non2xx: result.non2xx,
        });
      },
    );
    const warm = warmLatencies(instance);
  });
}

/** A stream of POSTs to one path: each connection sends the body `body` makes, one request
 * after another, and `onResponse` counts each answer. */
export interface PostLoad<Context extends object> {
  connections: number;
  seconds: number;
  path: string;
  contentType: string;
  body: (context: Context) => string;
  onResponse: (status: number, body: string, context: Context) => void;
}

/** Runs a PostLoad; autocannon's totals with the warm connections' p50 and p99. */
export function postUnderLoad<Context extends object>(
  siteUrl: string,
  load: PostLoad<Context>,
): Promise<autocannon.Result & { p50Ms: number; p99Ms: number }> {
  return new Promise((done, fail) => {
    const instance = autocannon(
      {
        url: siteUrl,
        connections: load.connections,
        duration: load.seconds,
        requests: [
          {
            method: 'POST',
            path: load.path,
            headers: { 'content-type': load.contentType, origin: siteUrl },
            // autocannon keeps one context per connection, typed as any object.
            setupRequest: (request, context) => ({
              ...request,
              body: load.body(context as Context),
            }),
            onResponse: (status, body, context) =>
              load.onResponse(status, body, context as Context),
          },
        ],
      },
      (error, result) => {
        if (error) return fail(error instanceof Error ? error : new Error(String(error)));
        done({ ...result, ...warm() });
      },
    );
    const warm = warmLatencies(instance);
  });
}
