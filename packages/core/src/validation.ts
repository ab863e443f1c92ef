import { FIELD_MESSAGES } from './messages';

export { FIELD_MESSAGES, FORM_TEXT } from './messages';

/** Who is signing up: a shopper ("user") or a local merchant ("vendor"). */
export type SignupType = 'user' | 'vendor';

/** The waitlist form as the visitor fills it in (spec section 3). */
export interface WaitlistForm {
  name: string;
  email: string;
  /** A place name or ZIP code. */
  location: string;
  /** Optional. */
  phone: string;
  type: SignupType;
  /** Required for vendors only. */
  company: string;
  /** Whether to send launch updates; on by default. */
  notify: boolean;
}

/** The support contact form (spec section 3). */
export interface ContactForm {
  name: string;
  email: string;
  /** Optional. */
  phone: string;
  message: string;
}

/** Field name → the message to show under it. A field without an error is absent. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export const EMPTY_WAITLIST_FORM: WaitlistForm = {
  name: '',
  email: '',
  location: '',
  phone: '',
  type: 'user',
  company: '',
  notify: true,
};

export const EMPTY_CONTACT_FORM: ContactForm = { name: '', email: '', phone: '', message: '' };

const WHITESPACE = /\s/;

/**
 * Whether a string looks like name@domain.tld: one "@" with something before it, and after it a
 * domain of at least two dot-separated labels, none empty; no whitespace anywhere. Written
 * without a backtracking pattern so that it runs in linear time on any input.
 */
export function isValidEmail(value: string): boolean {
  const at = value.indexOf('@');
  if (at <= 0 || at !== value.lastIndexOf('@') || WHITESPACE.test(value)) return false;
  const labels = value.slice(at + 1).split('.');
  return labels.length >= 2 && labels.every((label) => label !== '');
}

/**
 * The identity of an e-mail address, for "one person, one place in line": Unicode-normalised
 * (NFKC, so a full-width `＠` or `Ａ` is the ASCII one), trimmed and case-folded (locale-free:
 * `I` is `i` everywhere). Nothing else is folded: dots and `+tags` are the mailbox's to read.
 */
export function emailIdentity(value: string): string {
  return value.normalize('NFKC').trim().toLowerCase();
}

function isBlank(value: string): boolean {
  return value.trim() === '';
}

function emailError(email: string): string | undefined {
  if (isBlank(email)) return FIELD_MESSAGES.emailRequired;
  return isValidEmail(email.trim()) ? undefined : FIELD_MESSAGES.emailInvalid;
}

/** Drops the fields whose check passed, so an empty object means "valid". */
function compact<Field extends string>(
  checks: Record<Field, string | undefined>,
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const field of Object.keys(checks) as Field[]) {
    const message = checks[field];
    if (message !== undefined) errors[field] = message;
  }
  return errors;
}

/** Checks a waitlist signup on submit (spec section 5); blank after trimming counts as empty. */
export function validateWaitlist(form: WaitlistForm): FieldErrors<keyof WaitlistForm> {
  return compact({
    name: isBlank(form.name) ? FIELD_MESSAGES.nameRequired : undefined,
    email: emailError(form.email),
    location: isBlank(form.location) ? FIELD_MESSAGES.locationRequired : undefined,
    company:
      form.type === 'vendor' && isBlank(form.company) ? FIELD_MESSAGES.companyRequired : undefined,
  });
}

/** Checks a support message on submit (spec section 5); blank after trimming counts as empty. */
export function validateContact(form: ContactForm): FieldErrors<keyof ContactForm> {
  return compact({
    name: isBlank(form.name) ? FIELD_MESSAGES.nameRequired : undefined,
    email: emailError(form.email),
    message: isBlank(form.message) ? FIELD_MESSAGES.messageRequired : undefined,
  });
}

/** Whether a form may be sent: nothing is sent while any error exists. */
export function hasErrors(errors: FieldErrors<string>): boolean {
  return Object.keys(errors).length > 0;
}
