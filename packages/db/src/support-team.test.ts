import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ENGINES, type EmptyDatabase } from '../test/engines.ts';
import { openDatabase, type OpenedDatabase } from './client.ts';
import { recordSupportMessage } from './support.ts';
import {
  eraseSupportByTeam,
  markSupportMessage,
  supportCounts,
  supportMessageFor,
  supportPage,
} from './support-team.ts';
import { teamActionLog } from './team-records.ts';

const NOW = new Date('2026-12-10T15:00:00Z');
const WEEK = new Date('2026-12-07T05:00:00Z');
const hoursBefore = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000);

describe.each(ENGINES)('the team’s Support view on $name', (engine) => {
  let made: EmptyDatabase;
  let opened: OpenedDatabase;
  /** References by what the test made them to be. */
  const references = {} as Record<'late' | 'soon' | 'later' | 'answered' | 'closed', string>;

  beforeAll(async () => {
    made = await engine.create();
    opened = await openDatabase(made.location);
    const record = async (email: string, received: Date, due: Date) =>
      (
        await recordSupportMessage(
          opened.db,
          null,
          { submissionKey: randomUUID(), name: 'Ada', email, phone: null, message: 'Help' },
          { now: received, dueAt: due, handOver: false },
        )
      ).reference;
    references.answered = await record('answered@example.com', hoursBefore(60), hoursBefore(-10));
    references.closed = await record('closed@example.com', hoursBefore(50), hoursBefore(-20));
    references.later = await record('later@example.com', hoursBefore(2), hoursBefore(-70));
    references.soon = await record('soon@example.com', hoursBefore(20), hoursBefore(-5));
    references.late = await record('late@example.com', hoursBefore(90), hoursBefore(1));
    await markSupportMessage(opened.db, references.answered, 'answered', 'ada', hoursBefore(30));
    await markSupportMessage(opened.db, references.closed, 'closed', 'grace', hoursBefore(3));
  });
  afterAll(async () => {
    await opened?.close();
    await made?.dispose();
  });

  it('lists the late first, then the open by due moment, then the rest newest first', async () => {
    const page = await supportPage(opened.db, 'ada', {}, NOW);
    expect(page.map((message) => message.reference)).toEqual([
      references.late,
      references.soon,
      references.later,
      references.closed,
      references.answered,
    ]);
    expect(page[0]).not.toHaveProperty('message');
    const open = await supportPage(opened.db, 'ada', { state: 'open' }, NOW);
    expect(open).toHaveLength(3);
  });

  it('finds a message by its reference in any case, or by part of its address', async () => {
    const byReference = await supportPage(opened.db, 'ada', {
      search: references.soon.toLowerCase(),
    });
    expect(byReference.map((message) => message.reference)).toEqual([references.soon]);
    const byAddress = await supportPage(opened.db, 'ada', { search: 'LATE@' }, NOW);
    expect(byAddress.map((message) => message.reference)).toEqual([references.late]);
    expect(await supportPage(opened.db, 'ada', { search: '%' })).toEqual([]);
  });

  it('opens one whole, and notes who marked it and when', async () => {
    expect(await supportMessageFor(opened.db, 'ada', references.answered)).toMatchObject({
      message: 'Help',
      state: 'answered',
      answeredBy: 'ada',
      answeredAt: hoursBefore(30),
    });
    expect(await supportMessageFor(opened.db, 'ada', 'S-ZZZZZZ')).toBeUndefined();
    expect(await markSupportMessage(opened.db, 'S-ZZZZZZ', 'closed', 'ada')).toBe(false);
  });

  it('counts the open, the late, and those answered this week in time', async () => {
    expect(await supportCounts(opened.db, WEEK, NOW)).toEqual({
      open: 3,
      late: 1,
      answeredInTime: 1,
      answeredLate: 0,
    });
  });

  it('erases a message on request, and every read and change is on the record', async () => {
    expect(await eraseSupportByTeam(opened.db, references.closed, 'grace')).toBe(true);
    expect(await eraseSupportByTeam(opened.db, references.closed, 'grace')).toBe(false);
    const actions = (await teamActionLog(opened.db)).map((row) => `${row.member} ${row.action}`);
    expect(actions).toEqual(
      expect.arrayContaining([
        'grace support-erase',
        'ada support-read',
        'ada support-search',
        'ada support',
        'ada support-answered',
        'grace support-closed',
      ]),
    );
  });
});
