import { describe, expect, it } from 'vitest';

import { confirmationMail, standingMail } from './waitlist-mail';

const about = {
  origin: 'https://site.test',
  name: '<b>Ada</b> & co',
  statusCode: 's'.repeat(24),
  leaveCode: 'l'.repeat(24),
};

describe('the waitlist e-mails', () => {
  const confirm = confirmationMail({
    ...about,
    token: 't'.repeat(24),
    confirmBy: new Date('2026-12-11T12:00:00Z'),
    type: 'vendor',
  });

  it('say what was asked and how to confirm, in text and HTML alike', () => {
    expect(confirm.subject).toBe('Confirm your place on the waitlist');
    expect(confirm.text).toContain('asked to join the vendor waitlist');
    expect(confirm.text).toContain(
      `Confirm my address: https://site.test/waitlist/confirm/${'t'.repeat(24)}`,
    );
    expect(confirm.text).toContain('until December 11, 2026');
    expect(confirm.html).toContain(`href="https://site.test/waitlist/confirm/${'t'.repeat(24)}"`);
  });

  it('name the list a user joined', () => {
    const user = confirmationMail({
      ...about,
      token: 't'.repeat(24),
      confirmBy: new Date('2026-12-11T12:00:00Z'),
      type: 'user',
    });
    expect(user.text).toContain('asked to join the waitlist for the neighbourhood rewards pilot');
  });

  it('show the name as text, never as markup', () => {
    expect(confirm.text).toContain('Hello <b>Ada</b> & co,');
    expect(confirm.html).toContain('Hello &lt;b&gt;Ada&lt;/b&gt; &amp; co,');
    expect(confirm.html).not.toContain('<b>Ada</b>');
  });

  it('each end with the link that erases the person, and offer one-click unsubscribe', () => {
    const standing = standingMail({
      ...about,
      place: 12,
      referralBonus: 3,
      referralCode: 'r'.repeat(24),
    });
    expect(standing.subject).toBe("You're number 12 on the waitlist");
    expect(standing.text).toContain('moves you 3 places up');
    for (const mail of [confirm, standing]) {
      expect(mail.text.trim().split('\n').at(-1)).toMatch(
        /Leave the waitlist: https:\/\/site\.test\/waitlist\/leave\/l{24}$/,
      );
      expect(mail.headers).toEqual({
        'List-Unsubscribe': `<https://site.test/api/waitlist/leave?code=${'l'.repeat(24)}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
    }
  });
});
