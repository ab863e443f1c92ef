/**
 * A form's submissions through the site's API under load: autocannon's connections each post one
 * new submission after another (every request a different e-mail, with a proof of work solved
 * ahead), and every one the site acknowledges (a 200 whose answer says so) is kept, to be looked
 * for in the database afterwards. The waitlist's signups and the support messages both run here.
 */
import { randomBytes, randomUUID } from 'node:crypto';

import { proofFrom } from '@brp/testing/proof-of-work';
import { postUnderLoad } from './throughput.ts';

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
  /** The e-mails of the submissions the site acknowledged, each with the moment it was (ms
   * since the epoch): its mail's wait is counted from there. */
  acknowledged: Map<string, number>;
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

async function loadFormPosts(
  siteUrl: string,
  form: FormPosts,
  load: FormLoad,
): Promise<FormLoadResult> {
  // Unique to this run: a rerun against the same database is new people too.
  const run = randomBytes(4).toString('hex');
  let sent = 0;
  const acknowledged = new Map<string, number>();
  let malformed = 0;
  const result = await postUnderLoad<InFlight>(siteUrl, {
    connections: load.connections,
    seconds: load.seconds,
    path: form.path,
    contentType: 'application/json',
    body: (context) => {
      context.email = `load-${run}-${sent}@brp-loadtest.dev`;
      return form.body(context.email, load.proofs[sent++]);
    },
    onResponse: (status, body, context) => {
      if (status !== 200) return;
      const answer = JSON.parse(body) as Record<string, unknown>;
      if (form.acknowledges(answer) && context.email) acknowledged.set(context.email, Date.now());
      else malformed += 1;
    },
  });
  return {
    perSecond: acknowledged.size / result.duration,
    p50Ms: result.p50Ms,
    p99Ms: result.p99Ms,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    malformed,
    acknowledged,
  };
}
