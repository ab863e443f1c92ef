/**
 * What the site's server accepts as a waitlist signup, as one schema that parses the request and
 * types it: the form's own fields checked by the form's own validator (so the server says exactly
 * what the browser says), each text capped at the length the form allows, every other field
 * ignored. What it parses to is the part of the row the request decides.
 */
import { FIELD_LIMITS, TEMPLATE_PARAM_LIMITS } from '@brp/core/field-limits';
import { mailboxOf } from '@brp/core/mailbox';
import { postalCodeIn } from '@brp/core/postal-code';
import {
  EMPTY_WAITLIST_FORM,
  emailIdentity,
  type FieldErrors,
  validateWaitlist,
  type WaitlistForm,
} from '@brp/core/validation';
import { readVisitSource } from '@brp/core/visit-source';
import { REFERRAL_CODE_PATTERN } from '@brp/core/waitlist-mail';
import { z } from 'zod';

import { checkedAsTheFormChecks, FORM_GUARDS, formText } from '../forms/form-request';
import { HONEYPOT_FIELD } from '../forms/honeypot';

/** A third party's answer, kept when it is text, trimmed and cut to the template's limit. */
const geoText = (limit: number) =>
  z
    .string()
    .nullish()
    .catch(null)
    .transform((value) => value?.trim().slice(0, limit) || null);

export const signupRequest = z
  .object(
    {
      name: formText(FIELD_LIMITS.name),
      // Checked as it will be stored: NFKC can turn one character into several, `＠` into `@`.
      email: formText(FIELD_LIMITS.email).transform(emailIdentity),
      location: formText(FIELD_LIMITS.location),
      phone: formText(FIELD_LIMITS.phone),
      company: formText(FIELD_LIMITS.company),
      type: z
        .enum(['user', 'vendor'], { error: 'Choose user or vendor' })
        .nullish()
        .transform((type) => type ?? 'user'),
      notify: z
        .boolean({ error: 'Must be true or false' })
        .nullish()
        .transform((notify) => notify ?? true),
      // The visitor's approximate place, from the form's IP lookup, when it answered.
      geo: z
        .object({
          city: geoText(TEMPLATE_PARAM_LIMITS.user_geo_city!),
          country: geoText(TEMPLATE_PARAM_LIMITS.user_geo_country!),
        })
        .catch({ city: null, country: null }),
      // The code of the link the visitor came through, when it has a code's shape.
      ref: z.string().regex(REFERRAL_CODE_PATTERN).optional().catch(undefined),
      source: z.unknown().optional().transform(readVisitSource),
      ...FORM_GUARDS,
    },
    { error: 'Send the waitlist form as a JSON object' },
  )
  .superRefine(...checkedAsTheFormChecks(EMPTY_WAITLIST_FORM, validateWaitlist))
  .transform(({ geo, ref, source, proof, [HONEYPOT_FIELD]: honeypot, ...form }) => ({
    signup: {
      ...form,
      mailbox: mailboxOf(form.email),
      postalCode: postalCodeIn(form.location),
      phone: form.phone || null,
      // Only a vendor has a company: whatever else the form held is not kept.
      company: form.type === 'vendor' ? form.company : null,
      // The browser's own lookup: anyone can write anything there, so it is only kept.
      reportedCity: geo.city,
      reportedCountry: geo.country,
      ...source,
    },
    referralCode: ref,
    proof,
    /** The field people never see was filled in: a bot. */
    honeypot,
  }));

/** The request's fields that may carry an error: the form's, and the request as a whole. */
type SignupField = keyof WaitlistForm | 'request';

/** Each field's first problem, as the form shows it; the request's own under `request`. */
export function signupErrors({ issues }: z.ZodError): FieldErrors<SignupField> {
  const errors: FieldErrors<SignupField> = {};
  for (const { path, message } of issues) {
    errors[(path[0] ?? 'request') as SignupField] ??= message;
  }
  return errors;
}
