import { describe, expect, it } from 'vitest';

import { signUpConfirmed } from '../test/confirmed.ts';
import { databaseOn, ENGINES } from '../test/engines.ts';
import { person } from '../test/person.ts';
import { leaveWaitlist } from './erasure.ts';
import { insertSignup } from './signups.ts';
import { forgetOldRecords } from './team-records.ts';
import {
  relayWebhookEvents,
  startWebhookRelay,
  WEBHOOK_QUEUE,
  type WebhookJob,
} from './webhook-relay.ts';
import { webhookEvents } from './webhook-schema.ts';

const RECEIVERS = ['https://crm.example/hooks', 'https://automation.example/in'];

describe.each(ENGINES)('on $name', (engine) => {
  const database = databaseOn(engine);
  // One database for the file: each test starts with no event recorded.
  const fresh = async () => {
    const opened = database();
    await opened.db.delete(webhookEvents);
    return opened;
  };

  /** The events recorded and not yet relayed: type and whose row, oldest first. */
  const recorded = async (opened: ReturnType<typeof database>) =>
    (await opened.db.select().from(webhookEvents).orderBy(webhookEvents.at)).map(
      ({ type, signupId }) => [type, signupId],
    );

  it('records each change with it: a confirmation, the credit it earns, a confirmed person leaving', async () => {
    const opened = await fresh();
    const referrer = await signUpConfirmed(opened, person('referrer@events.example'));
    const friend = await signUpConfirmed(
      opened,
      person('friend@events.example'),
      referrer.signup.referralCode,
    );
    // Signed up, never confirmed: nobody outside heard of them, and their erasure says nothing.
    const { signup: stranger } = await insertSignup(
      opened.db,
      opened.relay,
      person('stranger@events.example'),
    );
    await leaveWaitlist(opened.db, friend.signup.leaveCode);
    await leaveWaitlist(opened.db, stranger.leaveCode);
    expect(await recorded(opened)).toEqual([
      ['waitlist.confirmed', referrer.signup.id],
      ['waitlist.confirmed', friend.signup.id],
      ['waitlist.credited', referrer.signup.id],
      ['waitlist.left', friend.signup.id],
    ]);
  });

  it('queues each event once per receiver, with its id, and forgets it', async () => {
    const opened = await fresh();
    const { boss } = opened.mail;
    const stop = await startWebhookRelay(opened.db, boss, { urls: RECEIVERS, everyMs: 3_600_000 });
    const { signup } = await signUpConfirmed(opened, person('queued@events.example'));
    const [event] = await opened.db.select().from(webhookEvents);
    expect(await relayWebhookEvents(opened.db, boss, RECEIVERS)).toBe(1);
    expect(await relayWebhookEvents(opened.db, boss, RECEIVERS)).toBe(0);
    const jobs = await boss.fetch<WebhookJob>(WEBHOOK_QUEUE, { batchSize: 10 });
    expect(jobs.map(({ data }) => data).sort((a, b) => a.url.localeCompare(b.url))).toEqual(
      [...RECEIVERS].sort().map((url) => ({
        eventId: event!.id,
        type: 'waitlist.confirmed',
        signupId: signup.id,
        at: event!.at.toISOString(),
        url,
      })),
    );
    expect(await recorded(opened)).toEqual([]);
    await stop();
  });

  it('forgets, after a day, the events no server relays (none has WEBHOOK_URLS)', async () => {
    const opened = await fresh();
    await signUpConfirmed(opened, person('unheard@events.example'));
    await forgetOldRecords(opened.db, new Date(Date.now() + 23 * 3600_000));
    expect(await recorded(opened)).toHaveLength(1);
    await forgetOldRecords(opened.db, new Date(Date.now() + 25 * 3600_000));
    expect(await recorded(opened)).toEqual([]);
  });
});
