import type { InvitationWords } from '@brp/core/invitations';
import { acceptPath } from '@brp/core/waitlist-mail';

import type { SiteCode } from './audience';
import { Action, Paragraph } from './parts';
import { mailToConfirmed, type WaitlistMailBase } from './template';
import { leaveTheWaitlist, oneClickLeave } from './waitlist-parts';

/** The invitation's props: it goes to a confirmed address, in marketing's words for that person
 * (@brp/core/invitations' invitationFor: their name and area filled in). */
export interface InvitationProps extends WaitlistMailBase {
  words: InvitationWords;
  /** The single-use token of the link that accepts. */
  token: SiteCode;
}

/** The team's invitation to the pilot: marketing's words, and the one link that accepts it. */
export const invitationMail = mailToConfirmed<InvitationProps>({
  erase: leaveTheWaitlist,
  headers: oneClickLeave,
  subject: ({ words }) => words.subject,
  preview: ({ words }) => words.heading,
  body: ({ origin, words, token }) => (
    <>
      <Paragraph>
        <strong>{words.heading}</strong>
      </Paragraph>
      {words.body
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean)
        .map((paragraph, index) => (
          <Paragraph key={index}>{paragraph}</Paragraph>
        ))}
      <Action href={`${origin}${acceptPath(token)}`}>{words.button}</Action>
    </>
  ),
});
