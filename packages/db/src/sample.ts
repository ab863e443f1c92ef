/**
 * Fictional people for a fresh clone's Waitlist tool: a few hundred confirmed users and vendors
 * across several cities, sources and days, so the map, readiness and sources views have
 * something to show. Every one is marked: an address at `sample.example` (a domain reserved by
 * RFC 2606, where no mail can go) and "(sample)" after the name. Never for a production list:
 * the CLI refuses one (apps/web/scripts/waitlist-sample.ts).
 */
import { eq, inArray, like, not, sql } from 'drizzle-orm';

import type { Database } from './client.ts';
import { signups, webhookEvents } from './schema.ts';
import { insertSignup, type SignupInput } from './signups.ts';

const SAMPLE_DOMAIN = 'sample.example';
const SAMPLE_ADDRESSES = like(signups.email, `%@${SAMPLE_DOMAIN}`);

/** Cities as a GeoIP City database gives them (coordinates to one decimal), with ZIP codes. */
const CITIES = [
  {
    city: 'Oakland',
    country: 'United States',
    at: [37.8, -122.3],
    zips: ['94607', '94610', '94612'],
    weight: 30,
  },
  {
    city: 'Berkeley',
    country: 'United States',
    at: [37.9, -122.3],
    zips: ['94704', '94710'],
    weight: 12,
  },
  {
    city: 'San Francisco',
    country: 'United States',
    at: [37.8, -122.4],
    zips: ['94110', '94103'],
    weight: 18,
  },
  {
    city: 'Austin',
    country: 'United States',
    at: [30.3, -97.7],
    zips: ['78704', '78702'],
    weight: 15,
  },
  { city: 'Portland', country: 'United States', at: [45.5, -122.7], zips: ['97214'], weight: 10 },
  { city: 'Denver', country: 'United States', at: [39.7, -105], zips: ['80205'], weight: 8 },
  {
    city: 'Brooklyn',
    country: 'United States',
    at: [40.7, -73.9],
    zips: ['11211', '11215'],
    weight: 7,
  },
] as const;

/** Where visits came from: UTM parameters, a referring site, or nothing at all. */
const SOURCES: readonly (Partial<SignupInput> & { weight: number })[] = [
  {
    utmSource: 'newsletter',
    utmMedium: 'email',
    utmCampaign: 'spring-launch',
    landingPath: '/',
    weight: 25,
  },
  {
    utmSource: 'instagram',
    utmMedium: 'social',
    utmCampaign: 'spring-launch',
    landingPath: '/about',
    weight: 20,
  },
  {
    utmSource: 'google',
    utmMedium: 'cpc',
    utmCampaign: 'local-shops',
    utmTerm: 'loyalty app',
    landingPath: '/',
    weight: 12,
  },
  { referrerHost: 'news.ycombinator.com', landingPath: '/blog/one-currency', weight: 10 },
  { referrerHost: 'www.reddit.com', landingPath: '/', weight: 8 },
  { landingPath: '/', weight: 25 },
];

/** A seeded generator (mulberry32): the same sample on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function pick<T extends { weight: number }>(items: readonly T[], next: () => number): T {
  let left = next() * items.reduce((sum, { weight }) => sum + weight, 0);
  for (const item of items) {
    left -= item.weight;
    if (left < 0) return item;
  }
  return items.at(-1)!;
}

const DAY_MS = 86_400_000;

/**
 * Adds `count` fictional people who signed up over the 60 days before `now`, nine in ten
 * confirmed, one in six a vendor, some through another's referral link. No mail is due to any
 * of them (run it while no server's mail relay works the list: the relay could see a welcome
 * mail due in the moment between taking a place and this clearing it). The same `seed` gives the
 * same people.
 */
export async function addSamplePeople(
  db: Database,
  { count = 300, now = new Date(), seed = 54 }: { count?: number; now?: Date; seed?: number } = {},
): Promise<number> {
  const next = random(seed);
  // Drawn first, then recorded in the order they joined: numbers in line follow the days.
  const people = Array.from({ length: count }, (_, index) => {
    const place = pick(CITIES, next);
    const { weight: _weight, ...visit } = pick(SOURCES, next);
    const vendor = next() < 1 / 6;
    const joined = new Date(now.getTime() - Math.floor(next() * 60 * DAY_MS));
    const zip = place.zips[Math.floor(next() * place.zips.length)]!;
    const email = `person-${String(index + 1).padStart(3, '0')}@${SAMPLE_DOMAIN}`;
    const input: SignupInput = {
      email,
      mailbox: email,
      name: `${vendor ? 'Shop' : 'Person'} ${index + 1} (sample)`,
      location: `${place.city} ${zip}`,
      postalCode: zip,
      phone: null,
      type: vendor ? 'vendor' : 'user',
      company: vendor ? `Sample shop ${index + 1}` : null,
      notify: next() < 0.8,
      consentText: 'Sample person: fictional, never contacted.',
      consentedAt: joined,
      geoCity: place.city,
      geoCountry: place.country,
      geoLatitude: place.at[0],
      geoLongitude: place.at[1],
      ...visit,
      confirmedAt: next() < 0.9 ? new Date(joined.getTime() + 3_600_000) : null,
    };
    return { input, referred: next() < 0.2, pickReferrer: next() };
  }).sort((a, b) => a.input.consentedAt.getTime() - b.input.consentedAt.getTime());

  const codes: string[] = [];
  let added = 0;
  for (const { input, referred, pickReferrer } of people) {
    const referrer = referred ? codes[Math.floor(pickReferrer * codes.length)] : undefined;
    // No mail relay: nothing is mailed, and the confirmed take their place at once.
    const { signup, alreadyListed } = await insertSignup(db, null, input, referrer, undefined, {
      now: input.consentedAt,
    });
    if (alreadyListed) continue;
    // Dated the day they joined (a signup is stamped when it is recorded), and nothing to mail:
    // taking a place makes a welcome mail due, which a sample must never get.
    await db
      .update(signups)
      .set({ createdAt: input.consentedAt, mailDueAt: null })
      .where(eq(signups.id, signup.id));
    added++;
    if (input.confirmedAt) codes.push(signup.referralCode);
  }
  // Nor does any other tool hear of them: their events (confirmed, credited) are gone before a
  // relay queues them.
  await db
    .delete(webhookEvents)
    .where(
      inArray(
        webhookEvents.signupId,
        db.select({ id: signups.id }).from(signups).where(SAMPLE_ADDRESSES),
      ),
    );
  return added;
}

/** How many people on the list are not samples: a list with any is no place for samples. */
export async function realPeopleCount(db: Database): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(signups)
    .where(not(SAMPLE_ADDRESSES));
  return row?.count ?? 0;
}

/** Erases every sample person; how many there were. */
export async function removeSamplePeople(db: Database): Promise<number> {
  const removed = await db.delete(signups).where(SAMPLE_ADDRESSES).returning({ id: signups.id });
  return removed.length;
}
