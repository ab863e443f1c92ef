/**
 * The production build's standalone server (`pnpm build` first: nothing is built here), started on
 * a free port for the load tests, as it is deployed.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { freePort } from '../support/free-port.ts';
import { stopProcessGroup } from '../support/processes.ts';

const server = join(
  resolve(import.meta.dirname, '../..'),
  'apps/web/.next/standalone/apps/web/server.js',
);

/** The `whsec_` secret of a load test's server and its webhook receiver. */
export const LOAD_WEBHOOK_SECRET = `whsec_${Buffer.alloc(32, 3).toString('base64')}`;

/**
 * A load's settings: one client address sends every signup, so the hourly limits would refuse
 * all but 20 and the hourly cap on mail would hold back all but the first 5,000 links; each
 * signup solves and spends a proof of work at its least (solved ahead, untimed); the site mails
 * through `smtpUrl`.
 */
export function loadSettings(smtpUrl: string): Record<string, string> {
  return {
    SMTP_URL: smtpUrl,
    MAIL_FROM: 'Waitlist <waitlist@brp-loadtest.dev>',
    WAITLIST_SIGNUPS_PER_HOUR: '100000000',
    WAITLIST_SIGNUPS_PER_HOUR_PER_NETWORK: '100000000',
    WAITLIST_UNCONFIRMED_MAILS_PER_HOUR: '100000000',
    WAITLIST_CHALLENGE_DIFFICULTY: '1',
  };
}

export interface BuiltSite {
  url: string;
  port: number;
  stop(): Promise<void>;
}

const reports = join(resolve(import.meta.dirname, '../..'), '.reports');

/** Starts it, resolved once it answers; `env` is added to this process's environment. Its output
 * goes to `.reports/loadtest-site-<port>.log`: a run's warnings and failures are read after it. */
export async function startBuiltSite(env: Record<string, string> = {}): Promise<BuiltSite> {
  if (!existsSync(server)) throw new Error(`${server} does not exist: run \`pnpm build\` first`);
  const port = await freePort();
  mkdirSync(reports, { recursive: true });
  const log = openSync(join(reports, `loadtest-site-${port}.log`), 'w');
  const child = spawn(process.execPath, [server], {
    env: {
      ...process.env,
      // Confirmation on: the confirmations go to a local outbox file.
      OUTBOX_ENABLED: '1',
      OUTBOX_FILE: join(tmpdir(), `brp-load-${port}`, 'emails.ndjson'),
      ...env,
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', log, log],
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (
    !(await fetch(url).then(
      (response) => response.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null) throw new Error('The standalone server exited');
    if (Date.now() > deadline) throw new Error(`The standalone server never answered at ${url}`);
    await new Promise((done) => setTimeout(done, 200));
  }
  return { url, port, stop: () => stopProcessGroup(child) };
}
