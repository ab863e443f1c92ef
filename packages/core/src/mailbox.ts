import { emailIdentity } from './validation';

/**
 * Providers that deliver every spelling of a mailbox to it: dots in the local part and a `+tag`
 * after it are ignored, and the domains named here are one. The source is the provider's own
 * word, and nothing is folded on a guess: Gmail Help, "Dots don't matter in Gmail addresses" and
 * "Create task-specific email addresses" (a `+` and any words after the username); googlemail.com
 * is Gmail's other domain (the same help pages).
 */
const DOTS_AND_TAGS_IGNORED: ReadonlyMap<string, string> = new Map([
  ['gmail.com', 'gmail.com'],
  ['googlemail.com', 'gmail.com'],
]);

function parts(address: string): { local: string; domain: string } {
  const at = address.lastIndexOf('@');
  return { local: address.slice(0, at), domain: address.slice(at + 1) };
}

/**
 * The mailbox an address reaches, for "one mailbox, one person": its identity (emailIdentity:
 * NFKC, trimmed, case-folded) with what the provider ignores folded away, so that
 * `A.da+pilot@googlemail.com` and `ada@gmail.com` are one person. Elsewhere a `+tag` may be a
 * mailbox of its own and is kept; it never earns a referral credit (hasSubaddress).
 */
export function mailboxOf(typed: string): string {
  const address = emailIdentity(typed);
  const { local, domain } = parts(address);
  const canonical = DOTS_AND_TAGS_IGNORED.get(domain);
  if (!canonical) return address;
  return `${local.split('+')[0]!.replaceAll('.', '')}@${canonical}`;
}

/**
 * Whether the address carries a `+tag` (a subaddress, RFC 5233): at most providers one mailbox
 * has endless such addresses, so a signup through one never credits a referrer.
 */
export function hasSubaddress(typed: string): boolean {
  return parts(emailIdentity(typed)).local.includes('+');
}
