import type { SignupType } from '@brp/core/validation';

/**
 * How a call to action tells the waitlist form who is joining. The buttons are real links
 * (`/?join=vendor#waitlist`), so they work before JavaScript loads; once it has, they announce
 * the choice with this event, which the form listens for, and scroll to it.
 */
export const WAITLIST_INTENT_EVENT = 'brp:waitlist-intent';
const JOIN_PARAM = 'join';

export function waitlistHref(type: SignupType): string {
  return `/?${JOIN_PARAM}=${type}#waitlist`;
}

export function announceWaitlistIntent(type: SignupType): void {
  window.dispatchEvent(new CustomEvent<SignupType>(WAITLIST_INTENT_EVENT, { detail: type }));
}

/** The type a link to the landing page's waitlist asks for (`/?join=vendor#waitlist`), if any. */
export function intentFromHref(href: string): SignupType | undefined {
  if (!href.startsWith('/?')) return undefined;
  const url = new URL(href, 'https://site.invalid');
  return url.pathname === '/' && url.hash === '#waitlist'
    ? intentFromLocation(url.search)
    : undefined;
}

/** The type a link asked for in the address (`?join=vendor`), if any. */
export function intentFromLocation(search: string): SignupType | undefined {
  const value = new URLSearchParams(search).get(JOIN_PARAM);
  return value === 'vendor' || value === 'user' ? value : undefined;
}
