/**
 * What the site's server accepts as a support message, as one schema that parses the request and
 * types it: the contact form's own schema (@brp/core/form-schemas, so the server says exactly what
 * the browser says), the form's key for this submission, its proof of work and its honeypot;
 * every other field ignored.
 */
import { CONTACT_FIELDS } from '@brp/core/form-schemas';
import { z } from 'zod';

import { FORM_GUARDS } from '../forms/form-request';
import { HONEYPOT_FIELD } from '../forms/honeypot';

/** The form's key for one submission: a UUID its browser made, kept across that one's retries. */
const SUBMISSION_KEY = z.uuid({ error: 'Send the form’s submission key' });

export const supportRequest = z
  .object(
    { ...CONTACT_FIELDS, key: SUBMISSION_KEY, ...FORM_GUARDS },
    { error: 'Send the contact form as a JSON object' },
  )
  .transform(({ key, proof, [HONEYPOT_FIELD]: honeypot, ...form }) => ({
    message: { ...form, phone: form.phone || null, submissionKey: key },
    proof,
    /** The field people never see was filled in: a bot. */
    honeypot,
  }));
