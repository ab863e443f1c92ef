/**
 * Production servers of the main build for the waitlist's specs: each with its own outbox file
 * (the team e-mails it "sent") and the team credential, on a database the spec chooses (a
 * throwaway Postgres, or an embedded folder), killable as a crash would kill it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, openSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

import { expect } from '@playwright/test';

import { proofFrom } from '@brp/testing/proof-of-work';

import { freePort } from './free-port';
import { readNdjson } from './ndjson';
import { SCRIPTED_SIGNUPS } from './scripted-signups';
import { stopProcessGroup } from './processes';

const SERVER = resolve(import.meta.dirname, '../../apps/web/.next/standalone/apps/web/server.js');

const TEAM_TOKEN = 'team-credential-for-the-e2e-tests-0123456789';

export interface WaitlistSite {
  url: string;
  /** The team e-mails this server's forms sent (its local outbox). */
  sentTo(): Promise<string[]>;
  /** The file its own e-mails to people are kept in (confirmations), without SMTP_URL. */
  mailFile: string;
  /** Ends the process with SIGKILL, as a crash or an OOM kill would: nothing is flushed. */
  kill(): Promise<void>;
  /** Starts the same server again, on the same port, database and outbox. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/** Ready: its health route answers 200 once the database's open at start has settled (a new
 * embedded one takes over 20 s on two busy cores), so no test's first signup waits for it. */
async function answers(url: string): Promise<boolean> {
  return fetch(`${url}/api/health`).then(
    (response) => response.ok,
    () => false,
  );
}

/**
 * Runs a server that is expected to refuse to start, and returns its exit code and everything it
 * printed. The limit is a hang guard: a server that starts instead is killed and fails the test.
 */
export async function runRefusedStart(
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [SERVER], {
    env: { PATH: process.env.PATH, PORT: String(await freePort()), HOSTNAME: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const guard = setTimeout(() => void stopProcessGroup(child), 60_000);
  const [code] = (await once(child, 'exit')) as [number | null];
  clearTimeout(guard);
  return { code, output };
}

/** Starts a server; `env` chooses its database (DATABASE_URL or WAITLIST_DB_DIR) and more;
 * `server` another build's (the main build's by default). */
export async function startWaitlistSite(
  env: Record<string, string>,
  logFile: string,
  server = SERVER,
): Promise<WaitlistSite> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const outbox = join(mkdtempSync(join(tmpdir(), 'waitlist-outbox-')), 'emails.ndjson');
  let child: ChildProcess;
  const start = async () => {
    const log = openSync(logFile, 'a');
    child = spawn(process.execPath, [server], {
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        HOSTNAME: '127.0.0.1',
        OUTBOX_ENABLED: '1',
        OUTBOX_FILE: outbox,
        // The links in its e-mails lead back to it.
        NEXT_PUBLIC_SITE_URL: url,
        WAITLIST_TEAM_TOKEN: TEAM_TOKEN,
        ...SCRIPTED_SIGNUPS,
        ...env,
      },
      stdio: ['ignore', log, log],
      detached: true,
    });
    await expect.poll(() => answers(url), { timeout: 90_000 }).toBe(true);
  };
  await start();
  return {
    url,
    mailFile: join(dirname(outbox), 'mail.ndjson'),
    sentTo: async () =>
      (await readNdjson<{ template_params: { user_email: string } }>(outbox)).map(
        (sent) => sent.template_params.user_email,
      ),
    kill: async () => {
      const exited = once(child, 'exit');
      process.kill(-child.pid!, 'SIGKILL');
      await exited;
    },
    restart: start,
    stop: () => stopProcessGroup(child),
  };
}

/** What the team's search answers for part of an e-mail (over HTTP, with the credential). */
export async function teamSearch(
  site: { url: string },
  email: string,
  token = TEAM_TOKEN,
): Promise<{ email: string; name: string; place: number; credits: number }[]> {
  const response = await fetch(`${site.url}/api/waitlist/team/search`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { signups: never[] }).signups;
}

/** How many people signed up, as the team's summary counts them: confirmed, and not yet. */
export async function teamTotals(site: {
  url: string;
}): Promise<{ confirmed: number; unconfirmed: number }> {
  const response = await fetch(`${site.url}/api/waitlist/team/summary`, {
    headers: { authorization: `Bearer ${TEAM_TOKEN}` },
  });
  expect(response.status).toBe(200);
  const { totals } = (await response.json()) as { totals: { all: number; unconfirmed: number } };
  return { confirmed: totals.all, unconfirmed: totals.unconfirmed };
}

/** The shops people nominated, as the team's list has them (over HTTP, with the credential). */
export async function teamNominations(site: { url: string }): Promise<{
  shops: {
    postalCode: string | null;
    name: string;
    place: string;
    website: string | null;
    people: number;
  }[];
}> {
  const response = await fetch(`${site.url}/api/waitlist/team/nominations`, {
    headers: { authorization: `Bearer ${TEAM_TOKEN}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as never;
}

/** The team's Readiness: each area's confirmed people (over HTTP, with the credential). */
export async function teamAreas(site: { url: string }): Promise<{
  areas: {
    city: string | null;
    postalCode: string | null;
    users: number;
    vendors: number;
    invited: number;
    accepted: number;
  }[];
}> {
  const response = await fetch(`${site.url}/api/waitlist/team/areas`, {
    headers: { authorization: `Bearer ${TEAM_TOKEN}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as never;
}

/** The team's "invite the next N" of an area (over HTTP, with the credential): how many. */
export async function teamInvite(
  site: { url: string },
  ask: { postalCode: string; count: number },
): Promise<number> {
  const response = await fetch(`${site.url}/api/waitlist/team/invitations`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TEAM_TOKEN}`, 'content-type': 'application/json' },
    // Without a GeoIP database the server places nobody in a city: the area is the ZIP code.
    body: JSON.stringify({ country: null, city: null, type: 'user', ...ask }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { batch: { invited: number } }).batch.invited;
}

/** A signup posted as the form posts it, with a challenge of the site's solved. */
export async function postSignup(
  site: { url: string },
  fields: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${site.url}/api/waitlist`, {
    method: 'POST',
    // A hang guard: a request the server never answers fails here, named, not at the test's end.
    signal: AbortSignal.timeout(60_000),
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({
      name: 'Ada',
      location: '94110',
      phone: '',
      type: 'user',
      company: '',
      notify: true,
      proof: await proofFrom(site.url),
      ...fields,
    }),
  });
}
