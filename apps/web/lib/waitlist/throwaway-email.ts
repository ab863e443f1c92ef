import { disposableEmailBlocklistSet } from 'disposable-email-domains-js';

/**
 * Whether an address is at a throwaway (disposable) mail domain, by the maintained list of
 * disposable-email-domains (~5,000 domains, updated weekly upstream). The package's own checks
 * rebuild the set on every call; this builds it once. A subdomain of a listed domain
 * (`x.mailinator.com`) is one too: such services hand out any name under theirs.
 */
let blocklist: Set<string> | undefined;

export function isThrowawayEmail(email: string): boolean {
  blocklist ??= disposableEmailBlocklistSet();
  const labels = email
    .slice(email.lastIndexOf('@') + 1)
    .toLowerCase()
    .split('.');
  for (let start = 0; start < labels.length - 1; start += 1) {
    if (blocklist.has(labels.slice(start).join('.'))) return true;
  }
  return false;
}
