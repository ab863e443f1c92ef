import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { signUpConfirmed } from '../test/confirmed.ts';
import { ENGINES } from '../test/engines.ts';
import { person } from '../test/person.ts';
import { openDatabase, type OpenedDatabase } from './client.ts';
import { inviteNext, nextToInvite } from './invitations.ts';
import { MAIL_QUEUE, type MailJob } from './mail-queue.ts';
import { addSamplePeople, realPeopleCount, removeSamplePeople } from './sample.ts';
import { mapPlaces } from './team-map.ts';
import { allSignups } from './team-queries.ts';
import { webhookEvents } from './webhook-schema.ts';

async function everyone(opened: OpenedDatabase) {
  const rows = [];
  for await (const batch of allSignups(opened.db)) rows.push(...batch);
  return rows;
}

const embedded = ENGINES.find(({ name }) => name === 'embedded')!;

describe('sample people', () => {
  let opened: OpenedDatabase;
  let dispose: (() => Promise<void>) | undefined;
  const now = new Date('2026-11-28T12:00:00Z');

  beforeAll(async () => {
    const created = await embedded.create();
    dispose = created.dispose;
    opened = await openDatabase(created.location);
  });
  afterAll(async () => {
    await opened?.close();
    await dispose?.();
  });

  it('adds fictional people across cities, sources and days, marked, mailing nobody', async () => {
    expect(await addSamplePeople(opened.db, { count: 80, now })).toBe(80);
    const rows = await everyone(opened);
    expect(rows).toHaveLength(80);
    for (const row of rows) {
      expect(row.email).toMatch(/^person-\d{3}@sample\.example$/);
      expect(row.name).toMatch(/\(sample\)$/);
      expect(row.mailDueAt).toBeNull();
      expect(row.createdAt.getTime()).toBe(row.consentedAt.getTime());
      expect(now.getTime() - row.createdAt.getTime()).toBeLessThan(60 * 86_400_000);
    }
    const confirmed = rows.filter((row) => row.confirmedAt);
    expect(confirmed.length).toBeGreaterThan(60);
    // Their numbers in line are dense, in the order they joined.
    const numbers = confirmed
      .toSorted((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
      .map((row) => row.lineNumber);
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
    expect(new Set(rows.map((row) => row.utmSource)).size).toBeGreaterThan(3);
    expect(rows.some((row) => row.referredBy !== null)).toBe(true);
    expect(rows.some((row) => row.type === 'vendor')).toBe(true);
    expect((await mapPlaces(opened.db)).length).toBeGreaterThanOrEqual(5);
    expect(await realPeopleCount(opened.db)).toBe(0);
    // No other tool hears of them either.
    expect(await opened.db.select().from(webhookEvents)).toEqual([]);
  });

  it('counts the real people apart, and removes only the samples', async () => {
    await signUpConfirmed(opened, person('real@example.org'));
    expect(await realPeopleCount(opened.db)).toBe(1);
    expect(await removeSamplePeople(opened.db)).toBe(80);
    const left = await everyone(opened);
    expect(left.map((row) => row.email)).toEqual(['real@example.org']);
  });
});

describe('invitations among the sample people (`pnpm waitlist:sample`)', () => {
  let opened: OpenedDatabase;
  let dispose: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const created = await embedded.create();
    dispose = created.dispose;
    opened = await openDatabase(created.location);
    await addSamplePeople(opened.db);
  });
  afterAll(async () => {
    await opened?.close();
    await dispose?.();
  });

  it('"invite 20" in one area mails exactly its 20 best placed, then the next 20, nobody twice', async () => {
    const area = {
      country: 'United States',
      city: 'Oakland',
      postalCode: null,
      type: 'user' as const,
    };
    const inLine = await nextToInvite(opened.db, { ...area, count: 500 });
    expect(inLine.length).toBeGreaterThanOrEqual(40);
    const invitedIds = async () =>
      (await opened.mail.boss.findJobs<MailJob>(MAIL_QUEUE))
        .flatMap(({ data }) => (data.kind === 'invitation' ? [data.signupId] : []))
        .sort((a, b) => a - b);
    const ids = (people: { id: number }[]) => people.map(({ id }) => id).sort((a, b) => a - b);

    expect(await inviteNext(opened.db, opened.mail, { ...area, count: 20 }, 'Ada')).toMatchObject({
      invited: 20,
    });
    expect(await invitedIds()).toEqual(ids(inLine.slice(0, 20)));
    expect(await inviteNext(opened.db, opened.mail, { ...area, count: 20 }, 'Ada')).toMatchObject({
      invited: 20,
    });
    expect(await invitedIds()).toEqual(ids(inLine.slice(0, 40)));
    // In line order: everyone of the first batch stood ahead of everyone of the second.
    const places = inLine.map(({ place }) => place);
    expect(places).toEqual(places.toSorted((a, b) => a - b));
  });
});
