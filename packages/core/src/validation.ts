/**
 * The forms' values, as the visitor fills them in (spec section 3), and what the checks of
 * ./form-schemas.ts say of them. No zod here: the browser loads this with every page that has a
 * form, and the schemas only when someone starts filling one in.
 */
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

/** Each field's first problem, as the form shows it; one about the body as a whole under `request`. */
export function firstMessages<Field extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldErrors<Field | 'request'> {
  const errors: Record<string, string> = {};
  for (const { path, message } of issues) errors[String(path[0] ?? 'request')] ??= message;
  return errors as FieldErrors<Field | 'request'>;
}

/** Whether a form may be sent: nothing is sent while any error exists. */
export function hasErrors(errors: FieldErrors<string>): boolean {
  return Object.keys(errors).length > 0;
}
