/**
 * Support messages, as stored: each message the contact form sends is recorded here before
 * anything else happens to it, so none is lost to a mail service that is down (docs/support.md).
 * Part of schema.ts, which drizzle-kit reads.
 */
import { sql } from 'drizzle-orm';
import { bigint, index, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';

import { moment } from './columns.ts';

/** Where a message stands for the team: waiting for a reply, replied to, or done with. */
export const supportState = pgEnum('support_state', ['open', 'answered', 'closed']);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** What the sender, the team and the helpdesk call it: `S-` and six letters and digits. */
    reference: text('reference').notNull().unique(),
    /** The form's own key for one submission, kept across its retries: a retry (after a
     * failure, a double click, a dropped connection) finds the message it already recorded. */
    submissionKey: text('submission_key').notNull().unique(),
    /** The form's fields, as the visitor typed them (trimmed). */
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    message: text('message').notNull(),
    receivedAt: moment('received_at').notNull().defaultNow(),
    /** When the reply is due: the end of the third business day after it came, in the team's
     * time zone, skipping weekends and the configured country's public holidays. */
    dueAt: moment('due_at').notNull(),
    state: supportState('state').notNull().default('open'),
    /** Who marked it answered or closed (as their credential was issued), and when. */
    answeredAt: moment('answered_at'),
    answeredBy: text('answered_by'),
    closedAt: moment('closed_at'),
    closedBy: text('closed_by'),
    /** The sender's own secret: the link in their acknowledgement that erases the message. */
    eraseCode: text('erase_code').notNull().unique(),
    /** Mail that is due, marked in the statement that records the message; the relay queues it
     * and clears the mark (mail-relay.ts): the sender's acknowledgement, the helpdesk's copy. */
    acknowledgementDueAt: moment('acknowledgement_due_at'),
    inboxCopyDueAt: moment('inbox_copy_due_at'),
    /** When each went out (the mail worker), for the team. */
    acknowledgedAt: moment('acknowledged_at'),
    handedOverAt: moment('handed_over_at'),
  },
  (table) => [
    index('support_messages_received_at_idx').on(table.receivedAt),
    index('support_messages_open_idx')
      .on(table.dueAt)
      .where(sql`${table.state} = 'open'`),
    index('support_messages_mail_due_idx')
      .on(sql`least(${table.acknowledgementDueAt}, ${table.inboxCopyDueAt})`)
      .where(sql`${table.acknowledgementDueAt} is not null or ${table.inboxCopyDueAt} is not null`),
    // The retention task's sweep of messages closed long ago.
    index('support_messages_closed_at_idx')
      .on(table.closedAt)
      .where(sql`${table.closedAt} is not null`),
  ],
);

export type SupportMessage = typeof supportMessages.$inferSelect;
