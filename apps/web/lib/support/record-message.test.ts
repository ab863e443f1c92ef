import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { FIELD_MESSAGES } from '@brp/core/messages';
import { type OpenedDatabase, openDatabase, spendChallenge } from '@brp/db';
import { embeddedTemplate } from '@brp/db/test-template';
import { supportMessages } from '@brp/db/schema';
import { solvedPayload } from '@brp/testing/proof-of-work';
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';

import { type ChallengeKeys, checkProof, newChallenge } from '../proof-of-work/challenge';
import { createSignupLimiter } from '../rate-limits/limits';

import { businessCalendar } from './business-days';
import {
  handleSupportMessage,
  type SupportAnswer,
  type SupportDependencies,
} from './record-message';

// The handler against a real embedded Postgres (PGlite), as the site runs it without
// DATABASE_URL; only the request and the clock are made up.
let folder: string;
let opened: OpenedDatabase;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'support-handler-'));
  opened = await openDatabase({ folder, template: embeddedTemplate() });
});
afterAll(async () => {
  await opened.close();
  rmSync(folder, { recursive: true, force: true });
});
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

const KEYS: ChallengeKeys = { signature: 'test-signature-secret', key: 'test-key-secret' };
const solved = async (form: 'support' | 'waitlist' = 'support') =>
  solvedPayload(await newChallenge(form, 1, KEYS));

/** A Friday evening in New York: the reply is due the Wednesday after. */
const FRIDAY = new Date('2026-12-04T23:30:00Z');

const dependencies: SupportDependencies = {
  limit: createSignupLimiter({ perAddress: 1_000_000, perNetwork: 1_000_000 }),
  database: () => Promise.resolve(opened),
  proof: (payload) =>
    checkProof(payload, 'support', KEYS, (id, expiresAt) =>
      spendChallenge(opened.db, id, expiresAt),
    ),
  calendar: businessCalendar('America/New_York', 'US'),
  timeZone: 'America/New_York',
  handOver: true,
  mail: true,
  now: () => FRIDAY,
};

const form = (extra: Record<string, unknown> = {}) => ({
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '',
  message: 'My points did not arrive.',
  key: randomUUID(),
  ...extra,
});

const post = (body: unknown) =>
  new Request('http://site.test/api/support', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const send = async (body: Record<string, unknown>, with_ = dependencies) =>
  handleSupportMessage(post({ proof: await solved(), ...body }), '203.0.113.7', with_);

const storedCount = async () => (await opened.db.select().from(supportMessages)).length;

it('records a message and answers its reference and the day its reply is due', async () => {
  const before = await storedCount();
  const response = await send(form());
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  const answer = (await response.json()) as SupportAnswer;
  expect(answer.reference).toMatch(/^S-[2-9A-HJ-NP-Z]{6}$/);
  expect(answer).toMatchObject({
    dueAt: '2026-12-10T04:59:59.999Z',
    dueDay: 'Wednesday, December 9, 2026',
  });
  expect(await storedCount()).toBe(before + 1);
});

it('records a retry of one submission once, with a new proof each time', async () => {
  const once = form();
  const before = await storedCount();
  const answers = await Promise.all(
    [0, 1, 2].map(async () => (await (await send(once)).json()) as SupportAnswer),
  );
  expect(new Set(answers.map((answer) => answer.reference)).size).toBe(1);
  expect(await storedCount()).toBe(before + 1);
});

it('says what is missing in the form’s own words, and records nothing', async () => {
  const before = await storedCount();
  const response = await send(form({ name: ' ', email: 'not-an-address', message: '' }));
  expect(response.status).toBe(400);
  expect(((await response.json()) as { fields: unknown }).fields).toEqual({
    name: FIELD_MESSAGES.nameRequired,
    email: FIELD_MESSAGES.emailInvalid,
    message: FIELD_MESSAGES.messageRequired,
  });
  expect(await storedCount()).toBe(before);
});

it('refuses a missing, forged, reused or other form’s proof, and records nothing', async () => {
  const before = await storedCount();
  const reused = await solved();
  expect((await send(form({ proof: reused }))).status).toBe(200);
  for (const proof of [undefined, 'Zm9yZ2Vk', reused, await solved('waitlist')]) {
    const response = await handleSupportMessage(
      post({ ...form(), proof }),
      '203.0.113.7',
      dependencies,
    );
    expect(response.status).toBe(403);
  }
  expect(await storedCount()).toBe(before + 1);
});

it('tells a bot that filled the honeypot what everyone hears, and records nothing', async () => {
  const before = await storedCount();
  const response = await send(form({ website: 'https://spam.example' }));
  expect(response.status).toBe(200);
  expect(((await response.json()) as SupportAnswer).reference).toMatch(/^S-/);
  expect(await storedCount()).toBe(before);
});

it('refuses a client over its hourly limit before reading its body', async () => {
  const limited = { ...dependencies, limit: createSignupLimiter({ perAddress: 1, perNetwork: 1 }) };
  expect((await send(form(), limited)).status).toBe(200);
  const response = await send(form(), limited);
  expect(response.status).toBe(429);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
});

it('answers 503 while the database is down, and 413 for a body past its cap', async () => {
  const down = { ...dependencies, database: () => Promise.reject(new Error('ECONNREFUSED')) };
  const response = await send(form(), down);
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toBe('30');
  expect((await send(form({ message: 'x'.repeat(40_000) }))).status).toBe(413);
});
