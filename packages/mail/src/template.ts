import type { ReactNode } from 'react';

import type { SiteCode, SiteOrigin, SiteWordsOnly } from './audience';

/** What every mail needs: where its links point. */
export interface MailBase {
  origin: SiteOrigin;
}

/** What a waitlist mail needs besides: the code of the link that erases the person. */
export interface WaitlistMailBase extends MailBase {
  /** The erase link's code (the leave page and the one-click unsubscribe). */
  leaveCode: SiteCode;
}

/**
 * Who reads a mail: the owner of an address nobody has confirmed, the owner of one who has (see
 * audience.ts), or the team, at the inbox its operator configured.
 */
export type Audience = 'unconfirmed' | 'confirmed' | 'team';

/** The line a mail ends with: what erasing does, and the link on the site that does it. */
export interface EraseLine {
  words: string;
  label: string;
  path: string;
}

interface MailParts<Props> {
  /** The subject, also the mail's heading. */
  subject: (props: Props) => string;
  /** The summary a mail client shows after the subject in its list. */
  preview: (props: Props) => string;
  /** What the mail says between its heading and the line that erases the person. */
  body: (props: Props) => ReactNode;
  /** The line that lets its reader erase what we keep (none in the team's own mail). */
  erase?: (props: Props) => EraseLine;
  /** Headers of its own (the waitlist's one-click unsubscribe). */
  headers?: (props: Props) => Record<string, string>;
  /** Where a reply goes, when not to the sender (the team's copy replies to the visitor). */
  replyTo?: (props: Props) => { name: string; address: string };
}

/** One mail the site sends: its words as a React Email tree, and to whom it may go. */
export interface MailTemplate<Props extends MailBase> extends MailParts<Props> {
  readonly audience: Audience;
}

/**
 * A mail to an address that has not confirmed: its props may hold only the site's own values
 * (SiteWordsOnly), so nothing a visitor typed can reach a stranger through it.
 */
export function mailToUnconfirmed<Props extends MailBase & SiteWordsOnly<Props>>(
  parts: MailParts<Props>,
): MailTemplate<Props> {
  return { audience: 'unconfirmed', ...parts };
}

/** A mail to a confirmed address: its owner's own details may appear in it. */
export function mailToConfirmed<Props extends MailBase>(
  parts: MailParts<Props>,
): MailTemplate<Props> {
  return { audience: 'confirmed', ...parts };
}

/** A mail to the team's own inbox (SUPPORT_INBOX): what a visitor typed may appear in it. */
export function mailToTeam<Props extends MailBase>(parts: MailParts<Props>): MailTemplate<Props> {
  return { audience: 'team', ...parts };
}
