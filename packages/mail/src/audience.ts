/**
 * Who a mail may say what to. A mail to an address that has not confirmed goes wherever a
 * stranger typed it, so it carries only the site's own words and links: nothing a visitor typed
 * (no name, location or company) can reach a stranger's inbox from the site's sender. Once the
 * address is confirmed, its owner typed what the row holds, and their mail may use it.
 */
import { SUPPORT_REFERENCE_PATTERN } from '@brp/core/support-links';
import { REFERRAL_CODE_PATTERN } from '@brp/core/waitlist-mail';

declare const SITE_MADE: unique symbol;

/** A string the site itself made (a code it generated, its own origin), never one a visitor typed. */
type SiteMade<Kind extends string> = string & { readonly [SITE_MADE]: Kind };

/** One of the site's codes in a link: a status code, a confirmation token, a leave code. */
export type SiteCode = SiteMade<'code'>;

/** The site's public address, e.g. https://example.com: every link in a mail starts with it. */
export type SiteOrigin = SiteMade<'origin'>;

/** A support message's reference, as the site made it (S-7K4Q2X). */
export type SupportReference = SiteMade<'reference'>;

/** The team's time zone (SUPPORT_TIME_ZONE), an IANA name: the one dates in mail are told in. */
export type SiteTimeZone = SiteMade<'time zone'>;

/**
 * The code as the site made it: 24 letters and digits of base32 (@brp/db's newCode), which
 * cannot spell a link, an address or a phone number. Throws for anything else.
 */
export function siteCode(value: string): SiteCode {
  if (!REFERRAL_CODE_PATTERN.test(value)) throw new Error('Not a code the site made');
  return value as SiteCode;
}

/**
 * The site's address as configured (NEXT_PUBLIC_SITE_URL, without its last slash). Throws for
 * anything else: another scheme, a query, a fragment, credentials, a trailing slash.
 */
export function siteOrigin(value: string): SiteOrigin {
  const url = new URL(value);
  const plain = !url.search && !url.hash && !url.username && !url.password;
  if (!/^https?:$/.test(url.protocol) || !plain || value.endsWith('/'))
    throw new Error(`Not the site's address: ${value}`);
  return value as SiteOrigin;
}

/** The reference as the site made it (@brp/db's newReference). Throws for anything else. */
export function supportReference(value: string): SupportReference {
  if (!SUPPORT_REFERENCE_PATTERN.test(value)) throw new Error('Not a reference the site made');
  return value as SupportReference;
}

/** A time zone this runtime knows, by its IANA name. Throws for anything else. */
export function siteTimeZone(value: string): SiteTimeZone {
  if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(value)) throw new Error(`Not a time zone: ${value}`);
  new Intl.DateTimeFormat('en-US', { timeZone: value });
  return value as SiteTimeZone;
}

/** A prop a mail to an unconfirmed address may take: anything but a free string. */
type SiteValue<V> = string extends V
  ? never
  : V extends number | boolean | Date | SiteMade<string>
    ? V
    : // A fixed set of the site's words, such as 'user' | 'vendor'.
      V extends string
      ? V
      : never;

/**
 * The props of a template for unconfirmed addresses, checked: every value a number, a date, one
 * of a fixed set of words or a string the site made. A prop typed `string` (which could hold a
 * name, a link or a phone number) becomes `never`, and the template does not compile.
 */
export type SiteWordsOnly<Props> = { [Key in keyof Props]: SiteValue<Props[Key]> };
