import { type InvitationAsk, invitationAsk } from '@brp/core/invitations';
import {
  inviteNext,
  nextToInvite,
  type OpenedDatabase,
  recordTeamAction,
  type TeamAnswers,
} from '@brp/db';

import { json, refusal } from './answers';
import { readJson } from './read-json';

/** The largest body the team's invitation routes read: an area, a kind and a number. */
const ASK_BYTES = 1024;

/** The request's area, kind and count, or the 4xx that says what is wrong, field by field. */
async function readAsk(request: Request): Promise<InvitationAsk | Response> {
  const read = await readJson(request, ASK_BYTES);
  if ('refused' in read) return read.refused;
  const parsed = invitationAsk.safeParse(read.body);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'body');
    fields[field] ??= FIELD_WORDS[field] ?? 'Not a field of an invitation';
  }
  return refusal(400, 'Choose an area, a kind of person and how many to invite', fields);
}

const FIELD_WORDS: Record<string, string> = {
  country: 'A country, or null',
  city: 'A city, or null',
  postalCode: 'A ZIP code, or null for the whole city',
  type: 'Must be user or vendor',
  count: 'A whole number from 1 to 500',
};

/**
 * POST invitations/preview {country, city, postalCode, type, count}: who the next batch would
 * invite, best placed first (their names and addresses: recorded as `member`'s read of people).
 */
export async function previewInvitations(
  { db }: OpenedDatabase,
  request: Request,
  member: string,
): Promise<Response> {
  const ask = await readAsk(request);
  if (ask instanceof Response) return ask;
  await recordTeamAction(db, member, 'people');
  return json(200, { people: await nextToInvite(db, ask) } satisfies TeamAnswers['invitees']);
}

/**
 * POST invitations {country, city, postalCode, type, count}: invites the area's next `count`
 * people as `member` (@brp/db's inviteNext: one transaction, nobody twice), each an e-mail.
 */
export async function invite(
  { db, mail }: OpenedDatabase,
  request: Request,
  member: string,
): Promise<Response> {
  const ask = await readAsk(request);
  if (ask instanceof Response) return ask;
  return json(200, {
    batch: await inviteNext(db, mail, ask, member),
  } satisfies TeamAnswers['invitationBatch']);
}
