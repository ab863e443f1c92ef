/**
 * One run of wrk (Debian's `wrk`, installed with apt when missing), for loads a JavaScript client
 * cannot generate: through an HTTP cache in front, autocannon's own parsing tops out near 8,000
 * requests/s on this machine's two cores, where wrk measured 35,000 from the same cache.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

import { aptInstall } from '../support/apt-install.ts';
import { BROWSER_ACCEPT_ENCODING, type Load, type Throughput } from './throughput.ts';

const WRK = '/usr/bin/wrk';

/** Seconds a request may take before it counts as timed out, as autocannon counts them. */
const TIMEOUT_S = 10;

function ensureWrk(): void {
  if (existsSync(WRK) || (aptInstall(['wrk']) && existsSync(WRK))) return;
  throw new Error('wrk is not installed: sudo apt-get install -y wrk');
}

/** Milliseconds from wrk's "12.34ms", "1.02s" or "850.00us". */
function ms(value: string): number {
  const [, number, unit] = /^([\d.]+)(us|ms|s)$/.exec(value) ?? [];
  const factor = unit === 's' ? 1000 : unit === 'us' ? 0.001 : 1;
  return Number(number) * factor;
}

export function measureWithWrk(url: string, { connections, duration }: Load): Throughput {
  ensureWrk();
  const output = execFileSync(
    WRK,
    [
      '-t2',
      `-c${connections}`,
      `-d${duration}s`,
      `--timeout`,
      `${TIMEOUT_S}s`,
      '--latency',
      '-H',
      `Accept-Encoding: ${BROWSER_ACCEPT_ENCODING}`,
      url,
    ],
    { encoding: 'utf8' },
  );
  const number = (pattern: RegExp) => Number(pattern.exec(output)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    output,
  );
  const [connect, read, write, timeouts] = (socket?.slice(1) ?? []).map(Number);
  return {
    target: url,
    requestsPerSecond: number(/Requests\/sec:\s+([\d.]+)/),
    p50Ms: ms(/^\s+50%\s+(\S+)\s*$/m.exec(output)?.[1] ?? '0ms'),
    p99Ms: ms(/^\s+99%\s+(\S+)\s*$/m.exec(output)?.[1] ?? '0ms'),
    requests: number(/(\d+) requests in/),
    errors: (connect ?? 0) + (read ?? 0) + (write ?? 0) + (timeouts ?? 0),
    timeouts: timeouts ?? 0,
    non2xx: number(/Non-2xx or 3xx responses: (\d+)/),
  };
}
