import type { SignupInput } from '../src/signups.ts';

/** A signup as the form sends it (its e-mail normalised), named after the e-mail. */
export function person(email: string, extra: Partial<SignupInput> = {}): SignupInput {
  return {
    email,
    // The package stores the mailbox it is given; folding it is the caller's (@brp/core).
    mailbox: email,
    name: email.split('@')[0]!,
    location: 'Portland',
    phone: null,
    type: 'user',
    company: null,
    notify: true,
    consentText: 'Send me launch updates',
    consentedAt: new Date('2026-11-01T10:00:00Z'),
    geoCity: 'Portland',
    geoCountry: 'United States',
    ...extra,
  };
}
