import { describe, expect, it } from 'vitest';

import { siteCode, siteOrigin } from './audience';
import { type ConfirmationProps, confirmationMail } from './confirmation';
import { htmlLinks } from './mail-words';
import { renderMail } from './render-mail';

const props: ConfirmationProps = {
  origin: siteOrigin('https://site.test'),
  leaveCode: siteCode('l'.repeat(24)),
  token: siteCode('t'.repeat(24)),
  confirmBy: new Date('2026-12-11T12:00:00Z'),
  type: 'vendor',
};

describe('the confirmation mail', () => {
  it('says what was asked, by whom it may have been asked, and how to confirm', async () => {
    const mail = await renderMail(confirmationMail, props);
    expect(mail.subject).toBe('Confirm your place on the waitlist');
    expect(mail.text).toContain(
      'You (or someone who typed your address) asked to join the vendor waitlist for the neighbourhood rewards pilot at site.test.',
    );
    expect(mail.text).toContain(
      `Confirm my address: https://site.test/waitlist/confirm/${'t'.repeat(24)}`,
    );
    expect(mail.text).toContain('The link works once, until December 11, 2026.');
    expect(mail.text).toContain('If you did not ask to join, ignore this e-mail');
    expect(htmlLinks(mail.html)).toEqual([
      `https://site.test/waitlist/confirm/${'t'.repeat(24)}`,
      `https://site.test/waitlist/leave/${'l'.repeat(24)}`,
    ]);
  });

  it('names the list a user joined', async () => {
    const mail = await renderMail(confirmationMail, { ...props, type: 'user' });
    expect(mail.text).toContain('asked to join the waitlist for the neighbourhood rewards pilot');
  });

  it('erases with the leave code, not any other code', async () => {
    const mail = await renderMail(confirmationMail, props);
    expect(mail.text).toContain(`https://site.test/waitlist/leave/${'l'.repeat(24)}`);
    expect(mail.headers['List-Unsubscribe']).toBe(
      `<https://site.test/api/waitlist/leave?code=${'l'.repeat(24)}>`,
    );
  });

  it('carries nothing a stranger typed, even handed a whole signup', async () => {
    // A signup anyone could make for any address, its every free field a lure.
    const signup = {
      name: 'Your account is locked. Call +1 555 0100 or visit http://evil.example/login now',
      email: 'victim@example.org',
      location: 'Call +1 555 0100, http://evil.example/login',
      phone: '+1 555 0100',
      company: 'Visit http://evil.example/login or call +1 555 0100',
    };
    const mail = await renderMail(confirmationMail, { ...signup, ...props });
    for (const body of [mail.subject, mail.text, mail.html]) {
      expect(body).not.toContain('evil.example');
      expect(body).not.toContain('555');
      expect(body).not.toContain('locked');
      expect(body).not.toContain('victim');
    }
  });
});
