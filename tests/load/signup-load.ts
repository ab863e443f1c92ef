/**
 * Signups through the site's API under load: autocannon's connections each post one new person
 * after another to `POST /api/waitlist` (every request a different e-mail), and every signup the
 * site acknowledges (a 200 with a receipt) is kept, to be looked for in the database afterwards.
 */
import { randomBytes } from 'node:crypto';

import { proofFrom } from '@brp/testing/proof-of-work';
import autocannon from 'autocannon';

import { warmLatencies } from './throughput.ts';

export interface SignupLoadResult {
  signupsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Connection errors and timeouts. */
  errors: number;
  non2xx: number;
  /** 200s whose body was not a signup's answer. */
  malformed: number;
  /** The e-mails of the signups the site acknowledged. */
  acknowledged: string[];
}

export interface SignupLoad {
  connections: number;
  seconds: number;
  /** Solved proofs of work (solvedProofs), one per signup: solved before the timed window, as a
   * browser solves its own while its visitor types. */
  proofs: string[];
}

/**
 * `count` challenges of the site solved, `parallel` at a time: what that many visitors' browsers
 * would have ready when they submit (the site runs at WAITLIST_CHALLENGE_DIFFICULTY=1 here).
 */
export async function solvedProofs(siteUrl: string, count: number, parallel = 20) {
  const proofs: string[] = [];
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (proofs.length < count) proofs.push(await proofFrom(siteUrl));
    }),
  );
  return proofs;
}

/** The form's fields, as a browser sends them. */
function signupBody(email: string, proof: string | undefined): string {
  return JSON.stringify({
    name: 'Load Test',
    email,
    location: 'Portland',
    phone: '',
    type: 'user',
    company: '',
    notify: true,
    geo: { city: 'Portland', country: 'United States' },
    proof,
  });
}

/** What a connection remembers of its request in flight (autocannon keeps one per connection). */
interface InFlight {
  email?: string;
}

export function loadSignups(siteUrl: string, load: SignupLoad): Promise<SignupLoadResult> {
  // Unique to this run: a rerun against the same database is new people too.
  const run = randomBytes(4).toString('hex');
  let sent = 0;
  const acknowledged: string[] = [];
  let malformed = 0;
  return new Promise((done, fail) => {
    const instance = autocannon(
      {
        url: siteUrl,
        connections: load.connections,
        duration: load.seconds,
        requests: [
          {
            method: 'POST',
            path: '/api/waitlist',
            headers: { 'content-type': 'application/json', origin: siteUrl },
            setupRequest: (request, context: InFlight) => {
              context.email = `load-${run}-${sent}@brp-loadtest.dev`;
              return { ...request, body: signupBody(context.email, load.proofs[sent++]) };
            },
            onResponse: (status, body, context: InFlight) => {
              if (status !== 200) return;
              const answer = JSON.parse(body) as { receipt?: unknown };
              if (typeof answer.receipt === 'string' && context.email) {
                acknowledged.push(context.email);
              } else {
                malformed += 1;
              }
            },
          },
        ],
      },
      (error, result) => {
        if (error) return fail(error instanceof Error ? error : new Error(String(error)));
        const { p50Ms, p99Ms } = warm();
        done({
          signupsPerSecond: acknowledged.length / result.duration,
          p50Ms,
          p99Ms,
          requests: result.requests.total,
          errors: result.errors + result.timeouts,
          non2xx: result.non2xx,
          malformed,
          acknowledged,
        });
      },
    );
    const warm = warmLatencies(instance);
  });
}
