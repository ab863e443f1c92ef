/**
 * A form's submissions through the site's API under load: autocannon's connections each post one
 * new submission after another (every request a different e-mail, with a proof of work solved
 * ahead), and every one the site acknowledges (a 200 whose answer says so) is kept, to be looked
 * for in the database afterwards. The waitlist's signups and the support messages both run here.
 */
import { randomBytes, randomUUID } from 'node:crypto';

import { proofFrom } from '@brp/testing/proof-of-work';
import autocannon from 'autocannon';

import { warmLatencies } from './throughput.ts';

export interface FormLoadResult {
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Connection errors and timeouts. */
  errors: number;
  non2xx: number;
  /** 200s whose body was not the form's answer. */
  malformed: number;
  /** The e-mails of the submissions the site acknowledged. */
  acknowledged: string[];
}

export interface FormLoad {
  connections: number;
  seconds: number;
  /** Solved proofs of work (solvedProofs), one per submission: solved before the timed window,
   * as a browser solves its own while its visitor types. */
  proofs: string[];
}

/** What is posted, and how its answer reads. */
interface FormPosts {
  path: string;
  /** The form's fields as a browser sends them, for a submission from `email`. */
  body: (email: string, proof: string | undefined) => string;
  /** Whether a 200's answer acknowledges the submission. */
  acknowledges: (answer: Record<string, unknown>) => boolean;
}

const SIGNUPS: FormPosts = {
  path: '/api/waitlist',
  body: (email, proof) =>
    JSON.stringify({
      name: 'Load Test',
      email,
      location: 'Portland',
      phone: '',
      type: 'user',
      company: '',
      notify: true,
      geo: { city: 'Portland', country: 'United States' },
      proof,
    }),
  acknowledges: (answer) => typeof answer.receipt === 'string',
};

const SUPPORT_MESSAGES: FormPosts = {
  path: '/api/support',
  body: (email, proof) =>
    JSON.stringify({
      name: 'Load Test',
      email,
      phone: '',
      message: 'My points did not arrive after my purchase at the bakery.',
      key: randomUUID(),
      proof,
    }),
  acknowledges: (answer) => typeof answer.reference === 'string',
};

/**
 * `count` challenges of the site's `form` solved, `parallel` at a time: what that many visitors'
 * browsers would have ready when they submit (the site runs at WAITLIST_CHALLENGE_DIFFICULTY=1).
 */
export async function solvedProofs(
  siteUrl: string,
  count: number,
  form: 'waitlist' | 'support' = 'waitlist',
  parallel = 20,
) {
  const proofs: string[] = [];
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (proofs.length < count) proofs.push(await proofFrom(siteUrl, form));
    }),
  );
  return proofs;
}

export const loadSignups = (siteUrl: string, load: FormLoad) =>
  loadFormPosts(siteUrl, SIGNUPS, load);

export const loadSupportMessages = (siteUrl: string, load: FormLoad) =>
  loadFormPosts(siteUrl, SUPPORT_MESSAGES, load);

/** What a connection remembers of its request in flight (autocannon keeps one per connection). */
interface InFlight {
  email?: string;
}

function loadFormPosts(siteUrl: string, form: FormPosts, load: FormLoad): Promise<FormLoadResult> {
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
            path: form.path,
            headers: { 'content-type': 'application/json', origin: siteUrl },
            setupRequest: (request, context: InFlight) => {
              context.email = `load-${run}-${sent}@brp-loadtest.dev`;
              return { ...request, body: form.body(context.email, load.proofs[sent++]) };
            },
            onResponse: (status, body, context: InFlight) => {
              if (status !== 200) return;
              const answer = JSON.parse(body) as Record<string, unknown>;
              if (form.acknowledges(answer) && context.email) {
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
          perSecond: acknowledged.length / result.duration,
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
