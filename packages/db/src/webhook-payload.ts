/**
 * What one event tells a receiver (docs/waitlist.md, "Events other tools can follow"): Standard
 * Webhooks' `{ type, timestamp, data }`. The data is read when the delivery is made: a person
 * erased since has no more events but `waitlist.left`, which carries nothing but their id.
 */
import { createHmac } from 'node:crypto';

import { eq } from 'drizzle-orm';

import type { Database } from './client.ts';
import { signups } from './schema.ts';
import type { WebhookJob } from './webhook-relay.ts';

/** The shared secret (site_secrets) receivers' ids of people are derived with. */
export const SUBJECT_SECRET = 'webhook-subjects';

/**
 * A person's id as receivers know it: the same in every event about them, derived from their
 * row with a secret of the database, so it tells nothing about them or how many joined before.
 */
export function subjectId(secret: string, signupId: number): string {
  return `wl_${createHmac('sha256', secret).update(String(signupId)).digest('base64url').slice(0, 22)}`;
}

export interface WebhookPayload {
  type: WebhookJob['type'];
  timestamp: string;
  data: Record<string, unknown>;
}

/** The payload of `job`; undefined when its person was erased before it went (the event is
 * then dropped: their `waitlist.left` follows). */
export async function webhookPayload(
  db: Database,
  secret: string,
  { type, signupId, at }: WebhookJob,
): Promise<WebhookPayload | undefined> {
  const id = subjectId(secret, signupId);
  const envelope = (data: Record<string, unknown>) => ({ type, timestamp: at, data });
  if (type === 'waitlist.left') return envelope({ id });
  const [person] = await db.select().from(signups).where(eq(signups.id, signupId));
  if (!person) return undefined;
  if (type === 'waitlist.credited') return envelope({ id, credits: person.credits });
  if (type === 'waitlist.invited') {
    return envelope({ id, invitedAt: person.invitedAt?.toISOString() ?? null });
  }
  if (type === 'waitlist.accepted') {
    return envelope({ id, acceptedAt: person.acceptedAt?.toISOString() ?? null });
  }
  return envelope({
    id,
    type: person.type,
    name: person.name,
    email: person.email,
    company: person.company,
    postalCode: person.postalCode,
    city: person.geoCity,
    country: person.geoCountry,
    notify: person.notify,
    confirmedAt: person.confirmedAt?.toISOString() ?? null,
  });
}
