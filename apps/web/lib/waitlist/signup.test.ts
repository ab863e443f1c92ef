import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { FIELD_MESSAGES, WAITLIST_TEXT } from '@brp/core/messages';
import {
  confirmSignup,
  issueConfirmation,
  MAIL_QUEUE,
  newCode,
  type OpenedDatabase,
  openDatabase,
  searchByEmail,
  signupCount,
  spendChallenge,
  totals,
} from '@brp/db';
import { embeddedTemplate } from '@brp/db/test-template';
import { TEST_GEOIP_DB } from '@brp/testing/geoip';
import { solvedPayload } from '@brp/testing/proof-of-work';
import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  CHALLENGE_LIFETIME_MS,
  type ChallengeKeys,
  checkProof,
  newChallenge,
} from '../proof-of-work/challenge';
import { createClientLimiter, createSignupLimiter, SENT_REPORTS } from '../rate-limits/limits';

import { geoipLookup } from './geoip';
import { handleSignup, type SignupAnswer } from './signup';
import { handleTeamEmailSent } from './team-email-sent';

// The handlers against a real embedded Postgres (PGlite), as the site runs them without
// DATABASE_URL; only the request is made up.
let folder: string;
let opened: OpenedDatabase;
const database = () => Promise.resolve(opened);

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'waitlist-handler-'));
  opened = await openDatabase({ folder, template: embeddedTemplate() });
});
afterAll(async () => {
  await opened.close();
  rmSync(folder, { recursive: true, force: true });
});
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

const form = (email: string, extra: Record<string, unknown> = {}) => ({
  name: 'Ada',
  email,
  location: '94110',
  phone: '',
  type: 'user',
  company: '',
  notify: true,
  ...extra,
});

const post = (body: unknown, headers: Record<string, string> = {}) =>
  new Request('http://site.test/api/waitlist', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const unlimited = createSignupLimiter({ perAddress: 1_000_000, perNetwork: 1_000_000 });
const { locate } = geoipLookup(TEST_GEOIP_DB);

/** The signing keys of the challenges this server makes (the site keeps its own in the database). */
const KEYS: ChallengeKeys = { signature: 'test-signature-secret', key: 'test-key-secret' };
/** A proof the form would send: a challenge of this server's, solved (difficulty 1: at once). */
const solved = async (form: 'waitlist' = 'waitlist', keys = KEYS, now = Date.now()) =>
  solvedPayload(await newChallenge(form, 1, keys, now));
/** The route's check, spending each proof in the test's database. */
const proof = (payload: string | undefined) =>
  checkProof(payload, 'waitlist', KEYS, (id, expiresAt) =>
    spendChallenge(opened.db, id, expiresAt),
  );
const dependencies = { limit: unlimited, database, proof, locate };
/** A challenge signed with the server's keys for a form that is not the waitlist's. */
const otherFormChallenge = () =>
  createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: 1,
    counter: 1,
    deriveKey,
    data: { form: 'support' },
    expiresAt: new Date(Date.now() + 60_000),
    hmacSignatureSecret: KEYS.signature,
    hmacKeySignatureSecret: KEYS.key,
  });

/** From a client in Denver, as the test GeoIP database has it, with the form's solved proof. */
const signUp = async (body: Record<string, unknown>, headers?: Record<string, string>) =>
  handleSignup(post({ proof: await solved(), ...body }, headers), '203.0.113.7', dependencies);

const stored = async (email: string) => searchByEmail(opened.db, email);

/** Follows a fresh confirmation link of the signup of `email`, as its person would. */
async function confirm(email: string) {
  const [row] = await stored(email);
  const token = newCode();
  await issueConfirmation(opened.db, row!.id, token);
  expect(await confirmSignup(opened.db, opened.relay, token)).toMatchObject({
    outcome: 'confirmed',
  });
}

/** The kinds of mail queued for the signup of `email`, oldest first. */
async function queuedFor(email: string) {
  await opened.relay.flush();
  const [row] = await stored(email);
  const jobs = await opened.mail.boss.findJobs<{ kind: string; signupId: number }>(MAIL_QUEUE);
  return jobs.filter((job) => job.data.signupId === row!.id).map((job) => job.data.kind);
}

const reportSent = (receipt: unknown, limit = unlimited) =>
  handleTeamEmailSent(
    new Request('http://site.test/api/waitlist/sent', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(receipt === undefined ? {} : { receipt }),
    }),
    '203.0.113.7',
    { limit, database: () => Promise.resolve(opened.db) },
  );

describe('handleSignup', () => {
  it('records a signup with its consent, queues its confirmation, and answers a receipt only', async () => {
    const response = await signUp(form(' Ada@Example.com ', { geo: { city: 'Oakland' } }));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const answer = (await response.json()) as SignupAnswer;
    expect(answer).toEqual({ receipt: expect.stringMatching(/^[a-z2-7]{24}$/) as string });
    expect(await queuedFor('ada@example.com')).toEqual(['confirm']);
    const [row] = await stored('ada@example.com');
    expect(row).toMatchObject({
      email: 'ada@example.com',
      notify: true,
      consentText: WAITLIST_TEXT.notifyConsent,
      // Placed by the server from the client's address; the browser's lookup kept apart.
      geoCity: 'Denver',
      geoCountry: 'United States',
      geoLatitude: 39.7,
      geoLongitude: -105,
      reportedCity: 'Oakland',
      teamEmailSentAt: null,
      confirmedAt: null,
    });
    expect(row!.consentedAt).toBeInstanceOf(Date);
  });

  it('counts a city the browser claims nowhere: only the server places people', async () => {
    const forged = { city: 'Forged City', country: 'Nowhere' };
    for (const email of ['f1@example.com', 'f2@example.com']) {
      expect((await signUp(form(email, { geo: forged }))).status).toBe(200);
      await confirm(email);
    }
    const { byCity } = await totals(opened.db);
    expect(byCity.map(({ key }) => key)).not.toContain('Forged City');
    expect(byCity).toContainEqual({ key: 'Denver', count: expect.any(Number) as number });
    const [row] = await stored('f1@example.com');
    expect(row).toMatchObject({ geoCity: 'Denver', reportedCity: 'Forged City' });
  });

  it('records a signup whose lookup fails, placing nobody', async () => {
    const failing = () => Promise.reject(new Error('the database file vanished'));
    const body = { ...form('lost@example.com'), proof: await solved() };
    const response = await handleSignup(post(body), '203.0.113.7', {
      ...dependencies,
      locate: failing,
    });
    expect(response.status).toBe(200);
    expect(await stored('lost@example.com')).toMatchObject([{ geoCity: null, geoLatitude: null }]);
  });

  it('answers a repeat exactly as a new address, handing out nothing that acts on the signup', async () => {
    const first = await signUp(form('bo@example.com'));
    const { receipt } = (await first.clone().json()) as SignupAnswer;
    // Its mail queued (a repeat before then would share that mail).
    await opened.relay.flush();
    const repeat = await signUp(form('BO@example.com'));
    const fresh = await signUp(form('new-to-the-list@example.com'));
    for (const response of [repeat, fresh]) {
      expect(response.status).toBe(first.status);
      expect([...response.headers.keys()]).toEqual([...first.headers.keys()]);
      expect(Object.keys((await response.clone().json()) as object)).toEqual(['receipt']);
    }
    // The repeat's receipt is made up: reporting it marks nobody's e-mail sent.
    const made = ((await repeat.json()) as SignupAnswer).receipt;
    expect(made).not.toBe(receipt);
    expect((await reportSent(made)).status).toBe(204);
    expect(await stored('bo@example.com')).toMatchObject([{ teamEmailSentAt: null }]);
    expect((await reportSent(receipt)).status).toBe(204);
    expect((await stored('bo@example.com'))[0]!.teamEmailSentAt).toBeInstanceOf(Date);
    // The person hears of it in their own mailbox.
    expect(await queuedFor('bo@example.com')).toEqual(['confirm', 'confirm']);
    expect(await stored('bo@example.com')).toHaveLength(1);
  });

  it('keeps where the visit came from, bounded, and never lets a repeat rewrite it', async () => {
    const source = {
      utmSource: 'newsletter',
      utmCampaign: `launch<script>alert(1)</script>${'x'.repeat(500)}`,
      referrerHost: 'news.example.org',
      landingPath: '/blog/loyalty-app-security',
    };
    expect((await signUp(form('src@example.com', { source }))).status).toBe(200);
    const [row] = await stored('src@example.com');
    expect(row).toMatchObject({
      // The ZIP code in the location they typed: an area the team counts.
      postalCode: '94110',
      utmSource: 'newsletter',
      utmMedium: null,
      utmCampaign: `launch<script>alert(1)</script>${'x'.repeat(100 - 31)}`,
      referrerHost: 'news.example.org',
      landingPath: '/blog/loyalty-app-security',
    });
    // Someone who knows the address signs it up again from elsewhere: the row keeps its source.
    const forged = { utmSource: 'forged', referrerHost: 'evil.example', landingPath: '/x' };
    expect((await signUp(form('SRC@example.com', { source: forged }))).status).toBe(200);
    expect((await stored('src@example.com'))[0]).toMatchObject({
      utmSource: 'newsletter',
      referrerHost: 'news.example.org',
    });
  });

  it('credits the owner of the link a signup came through once that person confirms', async () => {
    await signUp(form('cy@example.com'));
    await confirm('cy@example.com');
    const code = (await stored('cy@example.com'))[0]!.referralCode;
    await signUp(form('friend@example.com', { ref: code }));
    expect((await stored('cy@example.com'))[0]!.credits).toBe(0);
    await confirm('friend@example.com');
    expect((await stored('cy@example.com'))[0]!.credits).toBe(1);
  });

  it('never confirms a third party: their signup waits, unconfirmed, out of every total', async () => {
    const before = await totals(opened.db);
    await signUp(form('victim@example.com', { notify: true }));
    const after = await totals(opened.db);
    expect(after.all).toBe(before.all);
    expect(after.unconfirmed).toBe(before.unconfirmed + 1);
    expect(await stored('victim@example.com')).toMatchObject([{ confirmedAt: null }]);
  });

  it('lets aliases of one mailbox earn nothing: the loop of +tags and dots is one person', async () => {
    await signUp(form('me@gmail.com'));
    await confirm('me@gmail.com');
    const code = (await stored('me@gmail.com'))[0]!.referralCode;
    // The issue's loop: the owner's own mailbox, spelt anew each time, through their own link.
    for (const alias of ['me+1@gmail.com', 'm.e@gmail.com', 'M.E+2@googlemail.com']) {
      expect((await signUp(form(alias, { ref: code }))).status).toBe(200);
    }
    // A +tag at another provider may be a mailbox of its own, but it earns its referrer nothing.
    await signUp(form('someone+1@example.com', { ref: code }));
    await confirm('someone+1@example.com');
    const [row] = await stored('me@gmail.com');
    expect(row).toMatchObject({ credits: 0, mailbox: 'me@gmail.com' });
    expect(await stored('me+1@gmail.com')).toEqual([]);
    expect(await stored('someone+1@example.com')).toMatchObject([{ referredBy: null }]);
  });

  it('answers malformed requests with a clear 4xx and records nothing', async () => {
    const before = await signupCount(opened.db);
    const cases: [Request, number, unknown][] = [
      [post('{"name":'), 400, { error: 'The body is not valid JSON' }],
      [post([1, 2]), 400, { fields: { request: 'Send the waitlist form as a JSON object' } }],
      [post(form('dee@example.com', { name: 42 })), 400, { fields: { name: 'Must be text' } }],
      [
        post(form('dee@example.com', { name: 'x'.repeat(10_000) })),
        413,
        { error: 'The body is larger than 8192 bytes' },
      ],
      [
        post(form('dee@example.com', { name: 'x'.repeat(5_000) })),
        400,
        { fields: { name: WAITLIST_TEXT.tooLong(200) } },
      ],
      [post(form('', { location: '' })), 400, { fields: { email: FIELD_MESSAGES.emailRequired } }],
      [
        post(form('dee@example.com'), { 'content-type': 'text/plain' }),
        415,
        { error: 'Send the body as JSON (Content-Type: application/json)' },
      ],
    ];
    for (const [request, status, body] of cases) {
      const response = await handleSignup(request, '203.0.113.7', dependencies);
      expect(response.status).toBe(status);
      expect(await response.json()).toMatchObject(body as object);
    }
    expect(await signupCount(opened.db)).toBe(before);
  });

  it('refuses throwaway addresses with a message under the e-mail field', async () => {
    const response = await signUp(form('ada@mailinator.com'));
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      fields: { email: WAITLIST_TEXT.throwawayEmail },
    });
    expect(await stored('mailinator')).toHaveLength(0);
  });

  it('limits signups per client, saying when to come back', async () => {
    const limit = createSignupLimiter({ perAddress: 2, perNetwork: 100 });
    const attempt = async (email: string) =>
      handleSignup(post({ ...form(email), proof: await solved() }), '198.51.100.1', {
        ...dependencies,
        limit,
      });
    expect((await attempt('e1@example.com')).status).toBe(200);
    expect((await attempt('e2@example.com')).status).toBe(200);
    const refused = await attempt('e3@example.com');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(await stored('e3@example.com')).toHaveLength(0);
  });

  it('answers a bot that filled the honeypot like anyone, recording nothing', async () => {
    const response = await signUp(form('bot@example.com', { website: 'http://spam.test' }));
    expect(response.status).toBe(200);
    expect(Object.keys((await response.json()) as object)).toEqual(['receipt']);
    expect(await stored('bot@example.com')).toHaveLength(0);
  });

  it('refuses a submission with no, a reused, an expired, a forged or another form’s proof', async () => {
    const reused = await solved();
    expect((await signUp(form('first@proof.example', { proof: reused }))).status).toBe(200);
    const forger = { signature: 'guessed', key: 'guessed' };
    const expired = await solved('waitlist', KEYS, Date.now() - CHALLENGE_LIFETIME_MS - 1000);
    const cases: [unknown, string][] = [
      [undefined, 'missing'],
      ['bm90IGEgcHJvb2Y=', 'missing'],
      [reused, 'used'],
      [expired, 'expired'],
      [await solved('waitlist', forger), 'wrong'],
      [await solvedPayload(await otherFormChallenge()), 'wrong'],
    ];
    for (const [payload, verdict] of cases) {
      const response = await handleSignup(
        post({ ...form('refused@proof.example'), proof: payload }),
        '203.0.113.7',
        dependencies,
      );
      expect(response.status, verdict).toBe(403);
      expect(await response.json()).toMatchObject({
        error: expect.stringContaining('proof of work') as string,
        proof: verdict,
      });
    }
    expect(await stored('refused@proof.example')).toEqual([]);
    expect(await stored('first@proof.example')).toHaveLength(1);
  });

  it('answers 503 while the database cannot be reached', async () => {
    const response = await handleSignup(
      post({ ...form('fay@example.com'), proof: await solved() }),
      '203.0.113.7',
      { ...dependencies, database: () => Promise.reject(new Error('connect ECONNREFUSED')) },
    );
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('30');
  });
});

describe('handleTeamEmailSent', () => {
  it('refuses what is not a receipt; one nobody holds is answered like any other', async () => {
    expect((await reportSent('../x')).status).toBe(400);
    expect((await reportSent(undefined)).status).toBe(400);
    expect((await reportSent('a'.repeat(24))).status).toBe(204);
  });

  it('takes only so many reports from one client an hour, real or not', async () => {
    const limit = createClientLimiter({ ...SENT_REPORTS, points: 2 }).spend;
    expect((await reportSent(newCode(), limit)).status).toBe(204);
    expect((await reportSent(newCode(), limit)).status).toBe(204);
    const refused = await reportSent(newCode(), limit);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
  });
});
