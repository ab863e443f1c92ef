import { DEFAULT_INVITATION_WORDS, invitationFor } from '@brp/core/invitations';
import { describe, expect, it } from 'vitest';

import { siteCode, siteOrigin } from './audience';
import { type InvitationProps, invitationMail } from './invitation';
import { htmlLinks } from './mail-words';
import { renderMail } from './render-mail';

const props: InvitationProps = {
  origin: siteOrigin('https://site.test'),
  leaveCode: siteCode('l'.repeat(24)),
  words: invitationFor(
    { ...DEFAULT_INVITATION_WORDS, body: 'First, {name}.\n\n  \n\nSecond <i>line</i>.' },
    { name: '<b>Ada</b>', area: '97201' },
  ),
  token: siteCode('t'.repeat(24)),
};

describe('the invitation mail', () => {
  it("says marketing's words, a paragraph per blank line, and links the one way to accept", async () => {
    const mail = await renderMail(invitationMail, props);
    expect(mail.subject).toBe('Your invitation to the pilot in 97201');
    expect(mail.text).toContain('You are invited, <b>Ada</b>');
    expect(mail.text).toContain('First, <b>Ada</b>.\n\nSecond <i>line</i>.');
    expect(mail.html).not.toContain('<i>');
    expect(mail.text).toContain(
      `Accept my invitation: https://site.test/waitlist/accept/${'t'.repeat(24)}`,
    );
    expect(htmlLinks(mail.html)).toEqual([
      `https://site.test/waitlist/accept/${'t'.repeat(24)}`,
      `https://site.test/waitlist/leave/${'l'.repeat(24)}`,
    ]);
  });
});
