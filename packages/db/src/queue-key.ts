/**
 * The queue key of a confirmed person (line.ts has the rule): their score, then more credits
 * first, then the earlier number. Its own module: the line's statements and the relay's count of
 * a batch's places (tail-places.ts) order by it alike.
 */
import { REFERRAL_BONUS } from './schema.ts';

/** The queue key, as signups_line_idx indexes it (the constant inline, or the index is not it). */
export const QUEUE_KEY_COLUMNS = `"line_number" - ${REFERRAL_BONUS} * "credits", -"credits", "line_number"`;
export const QUEUE_KEY = `(${QUEUE_KEY_COLUMNS})`;
