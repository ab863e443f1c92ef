/**
 * The waitlist, as stored: one row per person (the mailbox is the identity), in line once they
 * confirm their address (docs/waitlist.md). The
 * truth for the database: migrations are generated from this file (`pnpm --filter @brp/db
 * generate`, drizzle-kit) and committed in ../migrations.
 */
import { TEAM_ACTIONS } from '@brp/core/team-contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

import { moment } from './columns.ts';

export const signupType = pgEnum('signup_type', ['user', 'vendor']);

/**
 * How far one credited referral moves its referrer up the line: as if they had confirmed this
 * many confirmations earlier (docs/waitlist.md). A person's queue score is
 * `line_number - REFERRAL_BONUS * credits`; their place is one more than the number of confirmed
 * people with a lower score (at the same score, more credits go first, then the earlier number).
 */
export const REFERRAL_BONUS = 3;

export const signups = pgTable(
  'signups',
  {
    /** Signup order (increasing, not gapless: a sequence skips values on a rollback or a
     * restart). Places count from lineNumber instead. */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** As typed, trimmed, Unicode-normalised (NFKC) and case-folded: where mail goes. */
    email: text('email').notNull().unique(),
    /** The mailbox it reaches (mailboxOf in @brp/core: Gmail's dots and +tags folded away): one
     * person, one row. Null only on a row recorded before mailboxes were folded whose mailbox an
     * earlier row had (migration 0002 keeps both; the team sees them). */
    mailbox: text('mailbox').unique(),
    name: text('name').notNull(),
    /** The visitor's own words: a city, a neighbourhood or a ZIP code. */
    location: text('location').notNull(),
    /** The ZIP code in those words, if any (postalCodeIn in @brp/core): an area the team counts. */
    postalCode: text('postal_code'),
    phone: text('phone'),
    type: signupType('type').notNull(),
    /** Vendors only. */
    company: text('company'),
    /** Consent on record: the choice, the words shown beside it, and when. */
    notify: boolean('notify').notNull(),
    consentText: text('consent_text').notNull(),
    consentedAt: moment('consented_at').notNull(),
    /** Where they are, as this server reads it from the trusted client address (GEOIP_DB): what
     * the team's totals count. Coordinates to one decimal, an area of about 11 km. */
    geoCity: text('geo_city'),
    geoCountry: text('geo_country'),
    geoLatitude: doublePrecision('geo_latitude'),
    geoLongitude: doublePrecision('geo_longitude'),
    /** What the visitor's browser said its own lookup found: kept apart as reported, anyone can
     * write anything there, and it never feeds a total. */
    reportedCity: text('reported_city'),
    reportedCountry: text('reported_country'),
    /** Where the visit that signed them up came from, as its first page saw it
     * (@brp/core/visit-source): the campaign's UTM parameters, the referring site's host, the
     * landing path. Bounded plain text, written once with the signup; a repeat changes nothing. */
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    utmContent: text('utm_content'),
    utmTerm: text('utm_term'),
    referrerHost: text('referrer_host'),
    landingPath: text('landing_path'),
    /** When they followed the link we mailed them: from then on they are in line, count in the
     * team's totals, and earn their referrer a credit. Null: unconfirmed, erased at confirmBy. */
    confirmedAt: moment('confirmed_at'),
    /** Their number in line: the n-th confirmation, taken from the one-row counter (waitlistLine)
     * by the statement that confirms them, so numbers are dense and unique: no sequence gaps, and
     * a confirmation rolled back gives its number back. Null until confirmed. */
    lineNumber: bigint('line_number', { mode: 'number' }).unique(),
    /** SHA-256 of the newest confirmation link's token: the token itself is only in their
     * mailbox. Kept once used, so that the link, followed again, is known as used. */
    confirmTokenHash: text('confirm_token_hash').unique(),
    /** When every link of theirs stops working and, unconfirmed, the signup is erased: fixed at
     * signup, WAITLIST_UNCONFIRMED_DAYS later, whatever comes after (a repeat never moves it). */
    confirmBy: moment('confirm_by'),
    /** Their private status link's code, mailed only to them once confirmed. */
    statusCode: text('status_code').notNull().unique(),
    /** Their erase link's code, in every mail: a secret of its own, so that a status link shown
     * to someone else cannot erase them. */
    leaveCode: text('leave_code').notNull().unique(),
    /** The person's own link's code: random, unguessable, saying nothing about them. */
    referralCode: text('referral_code').notNull().unique(),
    /** How many credited people came through their link (and are still on the list). */
    credits: integer('credits').notNull().default(0),
    /** Who referred them: the referrer of the signup whose confirmation link was mailed last
     * (each mailed link carries its own signup's referrer), fixed once they confirm. An erased
     * referrer leaves nobody. */
    referredBy: bigint('referred_by', { mode: 'number' }).references(
      (): AnyPgColumn => signups.id,
      { onDelete: 'set null' },
    ),
    /** The referrer of the latest signup of this mailbox while unconfirmed: the next mailed link
     * carries it (it becomes referredBy when that link is issued), so whoever signed the address
     * up first through their own link earns nothing unless its owner confirms from that mail. */
    nextReferredBy: bigint('next_referred_by', { mode: 'number' }).references(
      (): AnyPgColumn => signups.id,
      { onDelete: 'set null' },
    ),
    /** That signup's network key (networkKey), carried along with it. */
    nextNetworkKey: text('next_network_key'),
    /** Whether their confirmation earned their referrer a credit: not past the referrer's daily
     * cap (WAITLIST_CREDITS_PER_DAY). An erasure takes back only a credit given. */
    credited: boolean('credited').notNull().default(false),
    /** When the team voided that credit (a burst of friends from one network, flagged in their
     * tool): the referrer loses it, and it counts towards no cap. */
    creditVoidedAt: moment('credit_voided_at'),
    /** The UTC day (YYYY-MM-DD) of their latest credit, and how many they earned that day: the
     * daily cap is checked on their row by the statement that credits them (concurrent
     * confirmations wait for the row and see one another's credits). */
    creditDay: text('credit_day'),
    creditsThatDay: integer('credits_that_day').notNull().default(0),
    /** Referred signups only: the client's network (IPv4 /24, IPv6 /48) hashed under the day's
     * salt (networkSalts), never the address. Equal keys mean one network on one day: several
     * friends of one referrer from one network are flagged for the team. Once the salt is
     * forgotten, nobody can tell which network a key was. */
    networkKey: text('network_key'),
    /** When the team's notification e-mail went out; null until the form reports it sent
     * (teamEmailReports). */
    teamEmailSentAt: moment('team_email_sent_at'),
    /** A mail to them is due (set in the statement that signs up or confirms them): the relay
     * hands it to the mail queue and clears it (mail-relay.ts). What it says is decided when it
     * is sent: a link while unconfirmed, their place once confirmed. */
    mailDueAt: moment('mail_due_at'),
    /** Until when a repeat signup mails them nothing more (REPEAT_MAIL_SLOT_SECONDS): a stranger
     * who knows the address cannot flood it. */
    mailQuietUntil: moment('mail_quiet_until'),
    /** How many times a repeat signup mailed them before they confirmed (REPEAT_MAILS_MAX): a
     * stranger who knows the address can make it receive only so many links. */
    repeatMails: integer('repeat_mails').notNull().default(0),
    /** What the form shows to report that e-mail sent: handed only to a signup still without
     * it (the referral code is shared, so it cannot serve). */
    receipt: text('receipt').notNull().unique(),
    /** When the team invited them to the pilot (invitations.ts): once, in line order within
     * their area; null while not invited. Set with the batch's id by the one transaction that
     * queues their invitation mail. */
    invitedAt: moment('invited_at'),
    invitationBatch: bigint('invitation_batch', { mode: 'number' }).references(
      (): AnyPgColumn => invitationBatches.id,
      { onDelete: 'set null' },
    ),
    /** SHA-256 of the newest invitation link's token (each mail of it sends a new one): the
     * token is only in their mailbox. Kept once used, so the link, followed again, is known. */
    invitationTokenHash: text('invitation_token_hash').unique(),
    /** When they accepted, from the invitation's link: from then on onboarding is theirs. */
    acceptedAt: moment('accepted_at'),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('signups_created_at_idx').on(table.createdAt),
    index('signups_referred_by_idx').on(table.referredBy),
    // An erased referrer's pending referees are unnamed by the foreign key: found by this index.
    index('signups_next_referred_by_idx')
      .on(table.nextReferredBy)
      .where(sql`${table.nextReferredBy} is not null`),
    // Places are counted along the queue key of confirmed people (QUEUE_KEY in line.ts: score,
    // more credits first, earlier number first): one index range, an index-only count.
    index('signups_line_idx')
      .on(
        sql`(${table.lineNumber} - ${sql.raw(String(REFERRAL_BONUS))} * ${table.credits})`,
        sql`(-${table.credits})`,
        table.lineNumber,
        // Not needed for the order (numbers are unique): it lets the count be index-only, which
        // Postgres allows only when every column the query names is in the index as itself.
        table.credits,
      )
      .where(sql`${table.lineNumber} is not null`),
    // The relay's look for mail that is due.
    index('signups_mail_due_idx')
      .on(table.mailDueAt)
      .where(sql`${table.mailDueAt} is not null`),
    // A confirmed person's own area on their status page and in their standing mail
    // (area-standing.ts): its city's confirmed people, or those of one ZIP code there.
    index('signups_area_idx')
      .on(table.geoCity, table.postalCode, table.type)
      .where(sql`${table.confirmedAt} is not null`),
    // The next people of an area to invite, in line order: its confirmed, not yet invited.
    index('signups_invitable_idx')
      .on(table.geoCity, table.postalCode, table.type)
      .where(sql`${table.lineNumber} is not null and ${table.invitedAt} is null`),
    // The retention task's sweep of unconfirmed signups past their deadline.
    index('signups_confirm_by_idx')
      .on(table.confirmBy)
      .where(sql`${table.confirmedAt} is null`),
  ],
);

/**
 * The line's counter: one row, the number the latest confirmation took, and how many numbered
 * people have been erased since (so the list holds `last_number - erased` people, known without
 * counting them). A confirmation bumps it (`UPDATE … RETURNING`, which reads the row after any
 * wait for it) in the statement that confirms, an erasure in its transaction; each holds the row
 * until it commits.
 */
export const waitlistLine = pgTable(
  'waitlist_line',
  {
    id: integer('id').primaryKey().default(1).$type<1>(),
    lastNumber: bigint('last_number', { mode: 'number' }).notNull().default(0),
    erased: bigint('erased', { mode: 'number' }).notNull().default(0),
  },
  (table) => [check('waitlist_line_one_row', sql`${table.id} = 1`)],
);

/**
 * One random salt per UTC day for the network keys of that day's referred signups, kept two days
 * (the retention task forgets older ones): long enough to see a burst, too short to trace anyone.
 */
export const networkSalts = pgTable('network_salts', {
  /** YYYY-MM-DD, UTC. */
  day: text('day').primaryKey(),
  salt: text('salt').notNull(),
});

/**
 * What the team did with the list, and who: an export, an erasure, a voided credit, thresholds
 * set; every read of people (the overview, a page of people, a search, the sources' referrers);
 * and every credential refused (unknown, or its holder's expired), while the throttle allowed it.
 * Never whom: a row names the member and the time only. Kept two years (TEAM_ACTIONS_KEPT_DAYS).
 */
export const teamActions = pgTable(
  'team_actions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: moment('at').notNull().defaultNow(),
    /** The member's name, as their credential was issued (docs/waitlist.md); a credential
     * nobody holds is named as such. */
    member: text('member').notNull(),
    // Plain text in the database: a new kind is a change of TEAM_ACTIONS alone, no migration.
    action: text('action', { enum: TEAM_ACTIONS }).notNull(),
    /** What an action's record needs beyond its kind, never whom: an invitation batch's area,
     * kind and how many. Null for the rest. */
    detail: text('detail'),
  },
  (table) => [index('team_actions_at_idx').on(table.at)],
);

/**
 * The receipts the form reported its team e-mail sent with (POST /api/waitlist/sent), a real one
 * or the made-up one a repeat signup was answered with: each report writes one row here whatever
 * it names, so the answer takes the same time either way and tells nobody whether an address is
 * listed. A real one also stamps its signup's teamEmailSentAt in the same statement. Kept a day.
 */
export const teamEmailReports = pgTable(
  'team_email_reports',
  {
    receipt: text('receipt').primaryKey(),
    reportedAt: moment('reported_at').notNull().defaultNow(),
  },
  (table) => [index('team_email_reports_reported_at_idx').on(table.reportedAt)],
);

/**
 * How many e-mails to addresses nobody has confirmed went to the queue in each clock hour, across
 * every server, per `pool`: `unconfirmed` (the waitlist's links, past
 * WAITLIST_UNCONFIRMED_MAILS_PER_HOUR) and `support` (acknowledgements of support messages, past
 * SUPPORT_ACKNOWLEDGEMENTS_PER_HOUR). Past its cap the rest wait for the next hour (their rows
 * stay due), and the first server to see it warns once (`warned`). Kept a day.
 */
export const mailBudget = pgTable(
  'mail_budget',
  {
    hour: moment('hour').notNull(),
    pool: text('pool').notNull().default('unconfirmed'),
    sent: integer('sent').notNull().default(0),
    warned: boolean('warned').notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.hour, table.pool] })],
);

/**
 * The proof-of-work challenges already spent on a submission, until they expire: a solution
 * counts once (the form's next submission solves a new one). Swept hourly.
 */
export const spentChallenges = pgTable(
  'spent_challenges',
  {
    id: text('id').primaryKey(),
    expiresAt: moment('expires_at').notNull(),
  },
  (table) => [index('spent_challenges_expires_at_idx').on(table.expiresAt)],
);

/**
 * Secrets every server shares, made by the first that needs one (the proof-of-work challenges'
 * signing key): several servers verify each other's challenges with nothing to configure.
 */
export const siteSecrets = pgTable('site_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

/**
 * The team's readiness thresholds: the fewest confirmed users and vendors an area needs before
 * the team calls it ready for the pilot. One row, shared by every member's tool; none until
 * someone first sets them (the defaults hold until then).
 */
export const pilotThresholds = pgTable(
  'pilot_thresholds',
  {
    id: integer('id').primaryKey().default(1).$type<1>(),
    users: integer('users').notNull(),
    vendors: integer('vendors').notNull(),
    /** Who set them last, as their credential was issued, and when. */
    setBy: text('set_by').notNull(),
    setAt: moment('set_at').notNull().defaultNow(),
  },
  (table) => [
    check('pilot_thresholds_one_row', sql`${table.id} = 1`),
    check('pilot_thresholds_counts', sql`${table.users} >= 0 AND ${table.vendors} >= 0`),
  ],
);

/**
 * Local shops confirmed people would like in the network (@brp/core/nominations), as each named
 * one: what they wrote, and the shop as the team's list counts it (its folded name and the ZIP
 * code in its street). A person names a shop once (a retry records nothing new); their
 * nominations leave with them.
 */
export const shopNominations = pgTable(
  'shop_nominations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    signupId: bigint('signup_id', { mode: 'number' })
      .notNull()
      .references((): AnyPgColumn => signups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Its street or ZIP code, as written. */
    place: text('place').notNull(),
    website: text('website'),
    nameKey: text('name_key').notNull(),
    /** The ZIP code in `place`, or '' without one. */
    postalCode: text('postal_code').notNull(),
    at: moment('at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('shop_nominations_once_idx').on(table.signupId, table.nameKey, table.postalCode),
    index('shop_nominations_shop_idx').on(table.nameKey, table.postalCode),
  ],
);

/**
 * Each "invite the next N" of the team's Readiness view: who asked, for which area and kind of
 * person, how many they asked for and how many were invited (fewer when the area had fewer left).
 * The people carry its id (signups.invitation_batch). Kept as the team's record is.
 */
export const invitationBatches = pgTable('invitation_batches', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  at: moment('at').notNull().defaultNow(),
  member: text('member').notNull(),
  country: text('country'),
  city: text('city'),
  /** Null: the whole city. */
  postalCode: text('postal_code'),
  type: signupType('type').notNull(),
  asked: integer('asked').notNull(),
  invited: integer('invited').notNull(),
});

export type Signup = typeof signups.$inferSelect;
export type NewSignup = typeof signups.$inferInsert;

export * from './support-schema.ts';
export * from './webhook-schema.ts';
