/**
 * What the site's server accepts as a waitlist signup, as one schema that parses the request and
 * types it: the form's own schema (@brp/core/form-schemas, so the server says exactly what the
 * browser says), the details the form adds (the visitor's place, the referral code, where the
 * visit began), the proof of work and the honeypot; every other field ignored. What it parses to
 * is the part of the row the request decides.
 */
import { TEMPLATE_PARAM_LIMITS } from '@brp/core/field-limits';
import { mailboxOf } from '@brp/core/mailbox';
import { postalCodeIn } from '@brp/core/postal-code';
import { COMPANY_FOR_VENDORS, WAITLIST_FIELDS } from '@brp/core/form-schemas';
import { readVisitSource } from '@brp/core/visit-source';
import { REFERRAL_CODE_PATTERN } from '@brp/core/waitlist-mail';
import { z } from 'zod';

import { FORM_GUARDS } from '../forms/form-request';
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
      ...WAITLIST_FIELDS,
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
  .check(COMPANY_FOR_VENDORS)
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
