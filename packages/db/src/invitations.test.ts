import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import type { Database } from './client.ts';
import { databaseOn, ENGINES } from '../test/engines.ts';
import { leaveWaitlist } from './erasure.ts';
import {
  acceptInvitation,
  type InvitationAsk,
  invitationState,
  inviteNext,
  issueInvitation,
  nextToInvite,
} from './invitations.ts';
import { MAIL_QUEUE, type MailJob } from './mail-queue.ts';
import { newCode } from './signups.ts';
import { areaCounts } from './team-areas.ts';
import { webhookPayload } from './webhook-payload.ts';
import type { WebhookJob } from './webhook-relay.ts';

interface Group {
  prefix: string;
  count: number;
  city: string;
  postalCode: string | null;
  type?: 'user' | 'vendor';
  confirmed?: boolean;
  /** Credits of the n-th (1-based) person of the group, as a function of n. */
  credits?: (n: number) => number;
}

/** Adds people straight to the table, numbered after those already in line. */
async function addPeople(db: Database, group: Group) {
  const { prefix, count, city, postalCode, type = 'user', confirmed = true } = group;
  const credits = group.credits ?? (() => 0);
  for (let n = 1; n <= count; n++) {
    const email = `${prefix}-${n}@invite.example`;
    await db.execute(sql`
      INSERT INTO signups (email, mailbox, name, location, type, notify, consent_text,
        consented_at, referral_code, receipt, status_code, leave_code, geo_country, geo_city,
        postal_code, credits, confirmed_at, line_number)
      SELECT ${email}, ${email}, ${`${prefix} ${n}`}, ${city}, ${type}::signup_type, true,
        'Notify me', now(), ${`r-${email}`}, ${`c-${email}`}, ${`s-${email}`}, ${`l-${email}`},
        'United States', ${city}, ${postalCode}, ${credits(n)},
        ${confirmed ? sql`now()` : null},
        ${confirmed ? sql`(SELECT "last_number" + 1 FROM "waitlist_line")` : null}`);
    if (confirmed) await db.execute(sql`UPDATE waitlist_line SET last_number = last_number + 1`);
  }
}

const names = (people: { name: string }[]) => people.map(({ name }) => name);

async function rowsOf<Row>(db: Database, query: ReturnType<typeof sql>): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  return Array.isArray(result) ? (result as Row[]) : (result as { rows: Row[] }).rows;
}

describe.each(ENGINES)('invitations, on $name', (engine) => {
  const database = databaseOn(engine);
  const area = (postalCode: string | null, type: 'user' | 'vendor' = 'user') => ({
    country: 'United States',
    city: 'Portland',
    postalCode,
    type,
  });

  it('invites the next N of an area in line order, then the next, nobody twice', async () => {
    const { db, mail } = database();
    // Ten users in 97201: the sixth has two credits, which puts them ahead of the first.
    await addPeople(db, {
      prefix: 'pdx',
      count: 10,
      city: 'Portland',
      postalCode: '97201',
      credits: (n) => (n === 6 ? 2 : 0),
    });
    await addPeople(db, { prefix: 'east', count: 3, city: 'Portland', postalCode: '97214' });
    await addPeople(db, {
      prefix: 'shop',
      count: 2,
      city: 'Portland',
      postalCode: '97201',
      type: 'vendor',
    });
    await addPeople(db, { prefix: 'sea', count: 2, city: 'Seattle', postalCode: '98101' });
    await addPeople(db, {
      prefix: 'pending',
      count: 2,
      city: 'Portland',
      postalCode: '97201',
      confirmed: false,
    });
    // Whoever left is gone from the list, and from every batch.
    const [left] = await rowsOf<{ leaveCode: string }>(
      db,
      sql`SELECT leave_code AS "leaveCode" FROM signups WHERE email = 'pdx-2@invite.example'`,
    );
    await leaveWaitlist(db, left!.leaveCode);

    const ask: InvitationAsk = { ...area('97201'), count: 4 };
    const preview = await nextToInvite(db, ask);
    expect(names(preview)).toEqual(['pdx 6', 'pdx 1', 'pdx 3', 'pdx 4']);
    expect(preview.map(({ place }) => place)).toEqual(
      [...preview.map(({ place }) => place)].sort((a, b) => a - b),
    );

    expect(await inviteNext(db, mail, ask, 'Ada')).toMatchObject({ invited: 4 });
    expect(names(await nextToInvite(db, ask))).toEqual(['pdx 5', 'pdx 7', 'pdx 8', 'pdx 9']);
    // The area has five left: ten asked, five invited.
    expect(await inviteNext(db, mail, { ...ask, count: 10 }, 'Grace')).toMatchObject({
      invited: 5,
    });
    expect(await inviteNext(db, mail, ask, 'Ada')).toMatchObject({ invited: 0 });
    // The whole city: the ZIP code's people are all invited, the next are 97214's.
    expect(names(await nextToInvite(db, { ...area(null), count: 5 }))).toEqual([
      'east 1',
      'east 2',
      'east 3',
    ]);

    const invited = await rowsOf<{ name: string }>(
      db,
      sql`SELECT name FROM signups WHERE invited_at IS NOT NULL ORDER BY name`,
    );
    expect(names(invited)).toEqual([
      'pdx 1',
      'pdx 10',
      'pdx 3',
      'pdx 4',
      'pdx 5',
      'pdx 6',
      'pdx 7',
      'pdx 8',
      'pdx 9',
    ]);
    // One mail and one event each; the batches and the team's record say who and how many.
    const jobs = await mail.boss.findJobs<MailJob>(MAIL_QUEUE);
    const mailed = jobs.filter(({ data }) => data.kind === 'invitation');
    expect(mailed).toHaveLength(9);
    expect(new Set(mailed.map(({ data }) => 'signupId' in data && data.signupId)).size).toBe(9);
    const events = await rowsOf<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM webhook_events WHERE type = 'waitlist.invited'`,
    );
    expect(events[0]!.n).toBe(9);
    expect(
      await rowsOf(
        db,
        sql`SELECT member, postal_code AS "postalCode", type, asked, invited
          FROM invitation_batches ORDER BY id`,
      ),
    ).toEqual([
      { member: 'Ada', postalCode: '97201', type: 'user', asked: 4, invited: 4 },
      { member: 'Grace', postalCode: '97201', type: 'user', asked: 10, invited: 5 },
      { member: 'Ada', postalCode: '97201', type: 'user', asked: 4, invited: 0 },
    ]);
    const actions = await rowsOf<{ member: string; detail: string }>(
      db,
      sql`SELECT member, detail FROM team_actions WHERE action = 'invite' ORDER BY id`,
    );
    expect(actions).toEqual([
      { member: 'Ada', detail: '4 users of 4 asked, 97201, Portland, United States' },
      { member: 'Grace', detail: '5 users of 10 asked, 97201, Portland, United States' },
      { member: 'Ada', detail: '0 users of 4 asked, 97201, Portland, United States' },
    ]);

    const [row] = (await areaCounts(db)).filter(
      ({ city, postalCode }) => city === 'Portland' && postalCode === '97201',
    );
    expect(row).toMatchObject({ users: 9, vendors: 2, invited: 9, accepted: 0 });
  });

  it('two batches at once invite disjoint people, the first in line between them', async () => {
    const { db, mail } = database();
    await addPeople(db, { prefix: 'eug', count: 12, city: 'Eugene', postalCode: '97401' });
    const ask = {
      country: 'United States',
      city: 'Eugene',
      postalCode: '97401',
      type: 'user' as const,
    };
    const firstTen = names(await nextToInvite(db, { ...ask, count: 10 }));
    const batches = await Promise.all([
      inviteNext(db, mail, { ...ask, count: 5 }, 'Ada'),
      inviteNext(db, mail, { ...ask, count: 5 }, 'Grace'),
    ]);
    expect(batches.map(({ invited }) => invited)).toEqual([5, 5]);
    const invited = await rowsOf<{ name: string; batch: number }>(
      db,
      sql`SELECT name, invitation_batch::int AS batch FROM signups
        WHERE geo_city = 'Eugene' AND invited_at IS NOT NULL`,
    );
    expect(names(invited).sort()).toEqual([...firstTen].sort());
    for (const { id } of batches) {
      expect(invited.filter(({ batch }) => batch === id)).toHaveLength(5);
    }
  });

  it("an invitation's link accepts once; a newer link replaces it", async () => {
    const { db, mail } = database();
    await addPeople(db, { prefix: 'sal', count: 2, city: 'Salem', postalCode: '97301' });
    const ask = {
      country: 'United States',
      city: 'Salem',
      postalCode: '97301',
      type: 'user' as const,
    };
    const [first, second] = await nextToInvite(db, { ...ask, count: 2 });
    // Not invited yet: no link can be issued.
    expect(await issueInvitation(db, first!.id, newCode())).toBeUndefined();
    await inviteNext(db, mail, { ...ask, count: 1 }, 'Ada');

    const replaced = newCode();
    expect(await issueInvitation(db, first!.id, replaced)).toMatchObject({ id: first!.id });
    const token = newCode();
    await issueInvitation(db, first!.id, token);
    expect(await invitationState(db, replaced)).toBe('unknown');
    expect(await invitationState(db, token)).toBe('pending');

    expect(await acceptInvitation(db, token)).toBe('accepted');
    expect(await acceptInvitation(db, token)).toBe('again');
    expect(await acceptInvitation(db, replaced)).toBe('unknown');
    expect(await acceptInvitation(db, newCode())).toBe('unknown');
    expect(await invitationState(db, token)).toBe('accepted');
    // Accepted, no new link is issued for them.
    expect(await issueInvitation(db, first!.id, newCode())).toBeUndefined();
    expect(second).toBeDefined();

    const events = await rowsOf<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM webhook_events WHERE type = 'waitlist.accepted'`,
    );
    expect(events[0]!.n).toBe(1);
    // What receivers hear: the person's opaque id and the moment, nothing more.
    for (const type of ['waitlist.invited', 'waitlist.accepted'] as const) {
      const payload = await webhookPayload(db, 'secret', {
        type,
        signupId: first!.id,
        at: '2027-01-01T00:00:00.000Z',
      } as WebhookJob);
      expect(Object.keys(payload!.data)).toEqual([
        'id',
        type === 'waitlist.invited' ? 'invitedAt' : 'acceptedAt',
      ]);
      expect(Object.values(payload!.data)[1]).toMatch(/^\d{4}-\d\d-\d\dT/);
    }
    const [row] = (await areaCounts(db)).filter(({ postalCode }) => postalCode === '97301');
    expect(row).toMatchObject({ users: 2, invited: 1, accepted: 1 });
  });
});
