/**
 * One schema per form (spec sections 3 and 5), read by the browser before it sends and by the
 * server when it parses the request: both say the same things, in the same order, for any body.
 * Written with zod/mini, whose cost the browser pays only once someone starts filling a form in
 * (docs/architecture.md, "Forms"); the server's request schemas add their own fields to these.
 */
import * as z from 'zod/mini';

import { FIELD_LIMITS } from './field-limits';
import { FIELD_MESSAGES, WAITLIST_TEXT } from './messages';
import {
  emailIdentity,
  type FieldErrors,
  firstMessages,
  isValidEmail,
  type SignupType,
} from './validation';

/**
 * A field's text as the form sends it: absent is empty, longer than the form allows is refused
 * (saying how long it may be; a hand-made request, the inputs stop at the limit), kept trimmed.
 * Anything but text is refused and checked no further: one problem per field.
 */
function formText(limit: number) {
  return z.pipe(
    z.nullish(
      z.string({ error: 'Must be text' }).check(z.maxLength(limit, WAITLIST_TEXT.tooLong(limit))),
    ),
    z.transform((value) => value?.trim() ?? ''),
  );
}

/** A field that must not be blank after trimming. (No check here sets `abort`: zod then skips the
 * form's own checks, COMPANY_FOR_VENDORS, and a vendor's missing company went unsaid.) */
const required = (limit: number, message: string) => formText(limit).check(z.minLength(1, message));

/** An address's checks, made on its identity (NFKC can turn one character into several, `＠`
 * into `@`), so a form never refuses what the waitlist would store, or the reverse. */
const EMAIL_CHECKS = [
  z.minLength(1, FIELD_MESSAGES.emailRequired),
  // Blank is said once, above.
  z.refine<string>(
    (value) => value === '' || isValidEmail(emailIdentity(value)),
    FIELD_MESSAGES.emailInvalid,
  ),
] as const;

/** The waitlist keeps the address as its identity: one person, one place in line. */
const emailIdentityField = formText(FIELD_LIMITS.email).check(
  z.overwrite(emailIdentity),
  ...EMAIL_CHECKS,
);

/** Support keeps the address as typed (trimmed): it is where the answer goes, nothing more. */
const emailAsTyped = formText(FIELD_LIMITS.email).check(...EMAIL_CHECKS);

/** The waitlist form's fields, for the server's request schema to build on. */
export const WAITLIST_FIELDS = {
  name: required(FIELD_LIMITS.name, FIELD_MESSAGES.nameRequired),
  email: emailIdentityField,
  location: required(FIELD_LIMITS.location, FIELD_MESSAGES.locationRequired),
  phone: formText(FIELD_LIMITS.phone),
  company: formText(FIELD_LIMITS.company),
  type: z.pipe(
    z.nullish(z.enum(['user', 'vendor'], { error: 'Choose user or vendor' })),
    z.transform((type): SignupType => type ?? 'user'),
  ),
  notify: z.pipe(
    z.nullish(z.boolean({ error: 'Must be true or false' })),
    z.transform((notify) => notify ?? true),
  ),
};

/**
 * A vendor names their company. Checked beside the fields' own problems, so every problem shows
 * at once; a company or type that was itself wrong is not checked again. Not when the body was
 * no object at all (an issue without a field).
 */
export const COMPANY_FOR_VENDORS = z.refine<{ type: unknown; company: unknown }>(
  (form) => form.type !== 'vendor' || form.company !== '',
  {
    error: FIELD_MESSAGES.companyRequired,
    path: ['company'],
    when: ({ issues }) => issues.every(({ path }) => path?.length),
  },
);

export const waitlistForm = z.object(WAITLIST_FIELDS).check(COMPANY_FOR_VENDORS);

/** The contact form's fields, for the server's request schema to build on. */
export const CONTACT_FIELDS = {
  name: required(FIELD_LIMITS.name, FIELD_MESSAGES.nameRequired),
  email: emailAsTyped,
  phone: formText(FIELD_LIMITS.phone),
  message: required(FIELD_LIMITS.message, FIELD_MESSAGES.messageRequired),
};

export const contactForm = z.object(CONTACT_FIELDS);

/** What a form's schema says of its values: an empty object when they may be sent. */
export function formErrors<Values extends object>(
  schema: z.ZodMiniType<unknown, Values>,
  values: Values,
): FieldErrors<Extract<keyof Values, string>> {
  const parsed = schema.safeParse(values);
  return parsed.success ? {} : firstMessages(parsed.error.issues);
}
