/**
 * Events other tools follow (docs/waitlist.md, "Events other tools can follow"), as stored: one
 * row per change, written by the statement or transaction that makes it, so an event is recorded
 * exactly when its change commits. The webhook relay (webhook-relay.ts) moves them into the queue,
 * one delivery per receiver; a row nobody relays (no WEBHOOK_URLS) is forgotten after a day. No
 * personal data: the kind of change and whose row, by id. Part of schema.ts, which drizzle-kit
 * reads.
 */
import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';

import { moment } from './columns.ts';

export const WEBHOOK_EVENT_TYPES = [
  'waitlist.confirmed',
  'waitlist.credited',
  'waitlist.invited',
  'waitlist.accepted',
  'waitlist.left',
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const webhookEvents = pgTable(
  'webhook_events',
  {
    /** The event's own id: its `webhook-id` (`msg_` and these hex digits), the same on every
     * attempt and to every receiver. */
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').$type<WebhookEventType>().notNull(),
    /** Whose row changed: a signup's id, which may be erased by the time it is sent. Never sent
     * as such: receivers see an opaque id derived from it (webhook-subject.ts). */
    signupId: bigint('signup_id', { mode: 'number' }).notNull(),
    at: moment('at')
      .notNull()
      .default(sql`now()`),
  },
  (table) => [index('webhook_events_at_idx').on(table.at)],
);
