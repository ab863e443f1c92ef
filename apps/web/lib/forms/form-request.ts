/**
 * What the site's routes for its forms (the waitlist's, support's) read besides the form's own
 * fields (@brp/core/validation): the proof of work and the honeypot.
 */
import { z } from 'zod';

import { HONEYPOT_FIELD } from './honeypot';

/** The fields every form's request carries besides its own. */
export const FORM_GUARDS = {
  // The form's solved proof of work (lib/proof-of-work), checked apart.
  proof: z.string().max(4096).optional().catch(undefined),
  // The field people never see: filled in, a bot.
  [HONEYPOT_FIELD]: z
    .string()
    .optional()
    .catch(undefined)
    .transform((value) => Boolean(value)),
};
