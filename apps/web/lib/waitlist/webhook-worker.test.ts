import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import {
  confirmSignup,
  failingReceivers,
  insertSignup,
  issueConfirmation,
  leaveWaitlist,
  newCode,
  type OpenedDatabase,
  openDatabase,
} from '@brp/db';
import { embeddedTemplate } from '@brp/db/test-template';
import { person } from '@brp/db/test-person';
import {
  type Delivery,
  startWebhookReceiver,
  type WebhookReceiver,
} from '@brp/testing/webhook-receiver';
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';

import { deliver, startWebhooks } from './webhook-worker';

// The relay and the worker against a real embedded database and a real HTTP receiver on
// loopback that verifies each delivery as a receiver would, with the standardwebhooks package.
const SECRET = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;

let receiver: WebhookReceiver;
let folder: string;
let opened: OpenedDatabase;
let stop: () => Promise<void>;

beforeAll(async () => {
  receiver = await startWebhookReceiver(SECRET);
  folder = mkdtempSync(join(tmpdir(), 'webhooks-'));
  opened = await openDatabase({ folder, template: embeddedTemplate() });
  stop = await startWebhooks(opened, {
    urls: [receiver.url],
    secret: SECRET,
    retryDelaySeconds: 1,
  });
});
afterAll(async () => {
  await stop();
  await opened.close();
  await receiver.close();
  rmSync(folder, { recursive: true, force: true });
});
beforeEach(() => {
  receiver.deliveries.length = 0;
  receiver.statuses.length = 0;
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

async function confirmed(email: string, referralCode?: string) {
  const { signup } = await insertSignup(opened.db, opened.relay, person(email), referralCode);
  const token = newCode();
  await issueConfirmation(opened.db, signup.id, token);
  await confirmSignup(opened.db, opened.relay, token);
  return signup;
}

it('delivers a signed waitlist.confirmed, its person by an opaque id', async () => {
  const signup = await confirmed('ada@hooks.example');
  await vi.waitFor(() => expect(receiver.deliveries).toHaveLength(1), { timeout: 15_000 });
  const [{ id, event }] = receiver.deliveries as [Delivery];
  expect(id).toMatch(/^msg_[0-9a-f]{32}$/);
  expect(event.type).toBe('waitlist.confirmed');
  expect(event.timestamp).toMatch(/^\d{4}-\d\d-\d\dT/);
  expect(event.data).toMatchObject({ email: 'ada@hooks.example', type: 'user' });
  expect(event.data.id).toMatch(/^wl_[\w-]{22}$/);
  expect(JSON.stringify(event)).not.toContain(`"${signup.id}"`);
});

it('tries again with the same webhook-id until the receiver takes it, the team seeing it fail', async () => {
  receiver.statuses.push(500, 503, 500);
  await confirmed('grace@hooks.example');
  // After the third failure the delivery waits for its fourth try: the team's overview names it.
  await vi.waitFor(() => expect(receiver.deliveries).toHaveLength(3), { timeout: 30_000 });
  await vi.waitFor(
    async () =>
      expect(await failingReceivers(opened.db)).toEqual([
        {
          host: new URL(receiver.url).host,
          retrying: 1,
          failed: 0,
          mostTries: 3,
          lastError: 'HTTP 500',
        },
      ]),
    { timeout: 10_000 },
  );
  await vi.waitFor(() => expect(receiver.deliveries).toHaveLength(4), { timeout: 30_000 });
  expect(new Set(receiver.deliveries.map(({ id }) => id)).size).toBe(1);
  await vi.waitFor(async () => expect(await failingReceivers(opened.db)).toEqual([]));
  expect(console.error).toHaveBeenCalledWith(
    expect.stringMatching(/to 127\.0\.0\.1:\d+ failed: HTTP 503$/),
  );
});

it('tells a referrer’s credit, and a leaving person by their id alone', async () => {
  const referrer = await confirmed('lin@hooks.example');
  await vi.waitFor(() => expect(receiver.deliveries).toHaveLength(1), { timeout: 15_000 });
  const referrerId = receiver.deliveries[0]!.event.data.id;
  const friend = await confirmed('kay@hooks.example', referrer.referralCode);
  await vi.waitFor(() => expect(receiver.deliveries).toHaveLength(3), { timeout: 15_000 });
  expect(receiver.deliveries.slice(1).map(({ event }) => [event.type, event.data])).toEqual(
    expect.arrayContaining([
      ['waitlist.confirmed', expect.objectContaining({ email: 'kay@hooks.example' })],
      ['waitlist.credited', { id: referrerId, credits: 1 }],
    ]),
  );
  await leaveWaitlist(opened.db, friend.leaveCode);
  await vi.waitFor(() => expect(receiver.deliveries).toHaveLength(4), { timeout: 15_000 });
  const left = receiver.deliveries[3]!.event;
  expect(left.type).toBe('waitlist.left');
  expect(Object.keys(left.data)).toEqual(['id']);
});

it('gives up on a receiver that does not answer in time, as a failure the queue retries', async () => {
  const hanging = await startWebhookReceiver(SECRET, { hang: true });
  const at = hanging.url;
  const job = {
    eventId: '00000000-0000-4000-8000-000000000000',
    type: 'waitlist.left' as const,
    signupId: 1,
    at: new Date().toISOString(),
    url: at,
  };
  await expect(
    deliver(opened, job, { urls: [at], secret: SECRET, timeoutMs: 200 }),
  ).rejects.toThrow(/timeout|aborted/i);
  await hanging.close();
});
