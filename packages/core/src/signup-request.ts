/**
 * What the site's server accepts as a waitlist signup: the form's own fields checked by the form's
 * own validator (so the server says exactly what the browser says), each text capped at the
 * length the form allows, every other field ignored. Pure, so the browser and the tests read the
 * same rules the server applies.
 */
import { FIELD_LIMITS, TEMPLATE_PARAM_LIMITS } from './field-limits';
import { WAITLIST_TEXT } from './messages';
import {
  emailIdentity,
  type FieldErrors,
  type SignupType,
  validateWaitlist,
  type WaitlistForm,
} from './validation';
import { readVisitSource, type VisitSource } from './visit-source';

/** A signup as the server records it: trimmed, the e-mail reduced to its identity. */
export interface SignupRequest {
  form: WaitlistForm;
  /** The visitor's approximate place, from the form's IP lookup, when it answered. */
  geo: { city: string | null; country: string | null };
  /** The code of the link the visitor came through, when it has a code's shape. */
  referralCode: string | undefined;
  /** Where the visit came from (its first page's campaign, referring site and path). */
  source: VisitSource;
  /** The field people never see was filled in: a bot. */
  honeypot: boolean;
}

/** The request's fields that may carry an error: the form's, and the request as a whole. */
export type SignupField = keyof WaitlistForm | 'request';

export type ParsedSignup =
  { ok: true; signup: SignupRequest } | { ok: false; errors: FieldErrors<SignupField> };

/** A referral code: 24 letters and digits of base32 (@brp/db's newCode). */
export const REFERRAL_CODE_PATTERN = /^[a-z2-7]{24}$/;

/** The name of the field people never see and bots fill in. */
export const HONEYPOT_FIELD = 'website';

const TEXT_FIELDS = ['name', 'email', 'location', 'phone', 'company'] as const;

const NOT_AN_OBJECT = 'Send the waitlist form as a JSON object';
const NOT_TEXT = 'Must be text';
const NOT_A_TYPE = 'Choose user or vendor';
const NOT_A_CHOICE = 'Must be true or false';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A third party's answer, kept when it is text, trimmed and cut to the template's limit. */
function geoText(value: unknown, limit: number): string | null {
  return typeof value === 'string' && value.trim() ? value.trim().slice(0, limit) : null;
}

function readGeo(value: unknown): SignupRequest['geo'] {
  const geo = isRecord(value) ? value : {};
  return {
    city: geoText(geo.city, TEMPLATE_PARAM_LIMITS.user_geo_city!),
    country: geoText(geo.country, TEMPLATE_PARAM_LIMITS.user_geo_country!),
  };
}

/** Checks a request body (parsed JSON) as the waitlist form; every problem at once. */
export function parseSignupRequest(body: unknown): ParsedSignup {
  if (!isRecord(body)) return { ok: false, errors: { request: NOT_AN_OBJECT } };
  const errors: FieldErrors<SignupField> = {};
  const texts = {} as Record<(typeof TEXT_FIELDS)[number], string>;
  for (const field of TEXT_FIELDS) {
    const value = body[field] ?? '';
    if (typeof value !== 'string') errors[field] = NOT_TEXT;
    else if (value.length > FIELD_LIMITS[field])
      errors[field] = WAITLIST_TEXT.tooLong(FIELD_LIMITS[field]);
    texts[field] = typeof value === 'string' ? value.trim() : '';
  }
  const type = body.type ?? 'user';
  if (type !== 'user' && type !== 'vendor') errors.type = NOT_A_TYPE;
  const notify = body.notify ?? true;
  if (typeof notify !== 'boolean') errors.notify = NOT_A_CHOICE;
  const form: WaitlistForm = {
    ...texts,
    type: type === 'vendor' ? 'vendor' : ('user' satisfies SignupType),
    company: type === 'vendor' ? texts.company : '',
    notify: notify !== false,
  };
  // The form's own checks come second: a field keeps the first thing wrong with it. The e-mail is
  // checked as it will be stored (NFKC can turn one character into several, `＠` into `@`).
  const stored = { ...form, email: emailIdentity(form.email) };
  for (const [field, message] of Object.entries(validateWaitlist(stored))) {
    errors[field as keyof WaitlistForm] ??= message;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const ref = body.ref;
  return {
    ok: true,
    signup: {
      form: stored,
      geo: readGeo(body.geo),
      referralCode: typeof ref === 'string' && REFERRAL_CODE_PATTERN.test(ref) ? ref : undefined,
      source: readVisitSource(body.source),
      honeypot: typeof body[HONEYPOT_FIELD] === 'string' && body[HONEYPOT_FIELD] !== '',
    },
  };
}
