/**
 * What the site's server accepts as a support message, as one schema that parses the request and
 * types it: the contact form's own fields checked by the form's own validator (so the server says
 * exactly what the browser says), each text capped at the length the form allows, the form's key
 * for this submission, its proof of work and its honeypot; every other field ignored.
 */
import { FIELD_LIMITS } from '@brp/core/field-limits';
import {
  type ContactForm,
  EMPTY_CONTACT_FORM,
  type FieldErrors,
  validateContact,
} from '@brp/core/validation';
import { z } from 'zod';

import { checkedAsTheFormChecks, FORM_GUARDS, formText } from '../forms/form-request';
import { HONEYPOT_FIELD } from '../forms/honeypot';

/** The form's key for one submission: a UUID its browser made, kept across that one's retries. */
const SUBMISSION_KEY = z.uuid({ error: 'Send the form’s submission key' });

export const supportRequest = z
  .object(
    {
      name: formText(FIELD_LIMITS.name),
      email: formText(FIELD_LIMITS.email),
      phone: formText(FIELD_LIMITS.phone),
      message: formText(FIELD_LIMITS.message),
      key: SUBMISSION_KEY,
      ...FORM_GUARDS,
    },
    { error: 'Send the contact form as a JSON object' },
  )
  .superRefine(...checkedAsTheFormChecks(EMPTY_CONTACT_FORM, validateContact))
  .transform(({ key, proof, [HONEYPOT_FIELD]: honeypot, ...form }) => ({
    message: { ...form, phone: form.phone || null, submissionKey: key },
    proof,
    /** The field people never see was filled in: a bot. */
    honeypot,
  }));

/** Each field's first problem, as the form shows it; the request's own under `request`. */
export function supportErrors({
  issues,
}: z.ZodError): FieldErrors<keyof ContactForm | 'key' | 'request'> {
  const errors: Record<string, string> = {};
  for (const { path, message } of issues) errors[String(path[0] ?? 'request')] ??= message;
  return errors;
}
