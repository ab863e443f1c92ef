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
}

export function measureThroughput(url: string, load: Load): Promise<Throughput> {
  return new Promise((done, fail) => {
    autocannon(
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
        done({
          target: url,
          requestsPerSecond: result.requests.average,
          p50Ms: result.latency.p50,
          p99Ms: result.latency.p99,
          requests: result.requests.total,
          errors: result.errors,
          timeouts: result.timeouts,
          non2xx: result.non2xx,
        });
      },
    );
  });
}
