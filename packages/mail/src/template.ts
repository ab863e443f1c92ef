import type { ReactNode } from 'react';

import type { SiteCode, SiteOrigin, SiteWordsOnly } from './audience';

/** What every mail needs: where its links point, and the code of the link that erases the person. */
export interface MailBase {
  origin: SiteOrigin;
  /** The erase link's code (the leave page and the one-click unsubscribe). */
  leaveCode: SiteCode;
}

/** Whether the address has been confirmed by its owner: see audience.ts. */
export type Audience = 'unconfirmed' | 'confirmed';

interface MailParts<Props> {
  /** The subject, also the mail's heading. */
  subject: (props: Props) => string;
  /** The summary a mail client shows after the subject in its list. */
  preview: (props: Props) => string;
  /** What the mail says between its heading and the line that erases the person. */
  body: (props: Props) => ReactNode;
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
