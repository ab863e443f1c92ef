import 'server-only';

import {
  NOMINATION_TEXT,
  nominationErrors,
  nominationForm,
  nominationKey,
} from '@brp/core/nominations';
import { describeFailure, nominateShop } from '@brp/db';

import { redisUrl } from '../env';
import { isCode } from '../own-pages/link-form';
import { clientAddress } from '../rate-limits/client-address';
import { createClientLimiter, NOMINATIONS } from '../rate-limits/limits';
import { json, refusal, unavailable } from './answers';
import { readJson } from './read-json';
import { openedDatabase } from './service';

/** The form's fields at their longest, their JSON and the status code, with room to spare. */
const MAX_BODY_BYTES = 2048;

const networkLimit = createClientLimiter(NOMINATIONS, redisUrl).spend;

/**
 * POST /api/waitlist/nominate: a confirmed person names a local shop from their status page
 * (`{ code, name, where, website }`, JSON). Checked by the form's own schema (@brp/core/
 * nominations), limited per client network an hour and per person a day, recorded once per shop.
 * Nothing is sent to the shop, and the answer says nothing of what others named.
 */
export async function handleNomination(request: Request): Promise<Response> {
  const read = await readJson(request, MAX_BODY_BYTES);
  if ('refused' in read) return read.refused;
  const { body } = read;
  const fields = typeof body === 'object' && body ? (body as Record<string, unknown>) : {};
  const code = typeof fields.code === 'string' ? fields.code : '';
  if (!isCode(code)) return refusal(404, 'Not a status link');
  const errors = nominationErrors(fields);
  if (Object.keys(errors).length > 0) {
    return refusal(400, 'Check the fields marked', errors);
  }
  const verdict = await networkLimit(clientAddress(request));
  if (!verdict.allowed) {
    return refusal(
      429,
      NOMINATION_TEXT.tooMany,
      {},
      {
        'retry-after': String(verdict.retryAfterSeconds),
      },
    );
  }
  const shop = nominationForm.parse(fields);
  try {
    const { db } = await openedDatabase();
    const outcome = await nominateShop(db, code, {
      name: shop.name,
      place: shop.where,
      website: shop.website,
      ...nominationKey(shop),
    });
    if (outcome === 'unknown') return refusal(404, 'Not a status link');
    if (outcome === 'limit') return refusal(429, NOMINATION_TEXT.tooMany);
    return json(200, { message: NOMINATION_TEXT.thanks });
  } catch (error) {
    console.error(`A shop nomination failed: ${describeFailure(error)}`);
    return unavailable();
  }
}
