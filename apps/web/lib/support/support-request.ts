/**
 * What the site's server accepts as a support message, as one schema that parses the request and
 * types it: the contact form's own fields checked by the form's own validator (so the server says
 * exactly what the browser says), each text capped at the length the form allows, the form's key
 * for this submission, its proof of work and its honeypot; every other field ignored.
 */
import { FIELD_LIMITS } from '@brp/core/field-limits';
import { WAITLIST_TEXT } from '@brp/core/messages';
import {
  type ContactForm,
  EMPTY_CONTACT_FORM,
  type FieldErrors,
  validateContact,
} from '@brp/core/validation';
import { z } from 'zod';

import { HONEYPOT_FIELD } from '../forms/honeypot';

/** A form field's text as sent (absent is empty), within the form's limit, kept trimmed. */
const text = (limit: number) =>
  z
    .string({ error: 'Must be text' })
    .max(limit, { error: WAITLIST_TEXT.tooLong(limit) })
    .trim()
    .nullish()
    .transform((value) => value ?? '');

/** The form's key for one submission: a UUID its browser made, kept across that one's retries. */
const SUBMISSION_KEY = z.uuid({ error: 'Send the form’s submission key' });

export const supportRequest = z
  .object(
    {
      name: text(FIELD_LIMITS.name),
      email: text(FIELD_LIMITS.email),
      phone: text(FIELD_LIMITS.phone),
      message: text(FIELD_LIMITS.message),
      key: SUBMISSION_KEY,
      // The form's solved proof of work (lib/proof-of-work), checked apart.
      proof: z.string().max(4096).optional().catch(undefined),
      [HONEYPOT_FIELD]: z
        .string()
        .optional()
        .catch(undefined)
        .transform((value) => Boolean(value)),
    },
    { error: 'Send the contact form as a JSON object' },
  )
  .superRefine(
    (value, context) => {
      // The form's own checks come second: a field keeps the first thing wrong with it.
      const wrong = new Set(context.issues.map(({ path }) => path?.[0]));
      const form = Object.fromEntries(
        Object.entries(EMPTY_CONTACT_FORM).map(([field, empty]) => [
          field,
          wrong.has(field) ? empty : value[field as keyof ContactForm],
        ]),
      ) as unknown as ContactForm;
      for (const [field, message] of Object.entries(validateContact(form))) {
        if (!wrong.has(field)) context.addIssue({ code: 'custom', path: [field], message });
      }
    },
    { when: ({ issues }) => issues.every(({ path }) => Boolean(path?.length)) },
  )
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
