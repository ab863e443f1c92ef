/**
 * The waitlist's personal links, which its pages, its routes and its e-mails (@brp/mail) share.
 * Only the mailbox's owner ever sees them (docs/waitlist.md).
 */

/** A code of those links (and a signup's receipt): 24 letters and digits of base32 (@brp/db's
 * newCode). */
export const REFERRAL_CODE_PATTERN = /^[a-z2-7]{24}$/;

export const confirmPath = (token: string) => `/waitlist/confirm/${token}`;
export const statusPath = (code: string) => `/waitlist/status/${code}`;
export const referralPath = (code: string) => `/?ref=${code}#waitlist`;
export const leavePath = (code: string) => `/waitlist/leave/${code}`;
export const acceptPath = (token: string) => `/waitlist/accept/${token}`;
/** Where a mail client's one-click unsubscribe posts (RFC 8058). */
export const oneClickLeavePath = (code: string) => `/api/waitlist/leave?code=${code}`;
