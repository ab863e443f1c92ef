/**
 * What the site's routes for its forms (the waitlist's, support's) share in reading a request:
 * a field's text as the form sends it, the proof of work and the honeypot, and the form's own
 * validator run on what was sent, so the server says exactly what the browser says.
 */
import { WAITLIST_TEXT } from '@brp/core/messages';
import type { FieldErrors } from '@brp/core/validation';
import { z } from 'zod';

import { HONEYPOT_FIELD } from './honeypot';

/** A form field's text as sent (absent is empty), within the form's limit, kept trimmed. */
export const formText = (limit: number) =>
  z
    .string({ error: 'Must be text' })
    .max(limit, { error: WAITLIST_TEXT.tooLong(limit) })
    .trim()
    .nullish()
    .transform((value) => value ?? '');

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

/**
 * The form's own checks, as a refinement of its request's schema: they come second, so a field
 * keeps the first thing wrong with it, and one sent as anything but text is checked as the form's
 * empty one, so every problem shows at once. Run also when a field was wrong; not when the body
 * was no object at all.
 */
export function checkedAsTheFormChecks<Form extends object>(
  empty: Form,
  validate: (form: Form) => FieldErrors<Extract<keyof Form, string>>,
) {
  return [
    (value: Record<string, unknown>, context: z.RefinementCtx) => {
      const wrong = new Set(context.issues.map(({ path }) => path?.[0]));
      const form = Object.fromEntries(
        Object.entries(empty).map(([field, blank]) => [
          field,
          wrong.has(field) ? blank : value[field],
        ]),
      ) as Form;
      const errors: Partial<Record<string, string>> = validate(form);
      for (const [field, message] of Object.entries(errors)) {
        if (!wrong.has(field)) context.addIssue({ code: 'custom', path: [field], message });
      }
    },
    {
      when: ({ issues }: { issues: { path?: PropertyKey[] }[] }) =>
        issues.every(({ path }) => Boolean(path?.length)),
    },
  ] as const;
}
