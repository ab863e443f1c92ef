import { describe, expect, it } from 'vitest';

import { siteCode, siteOrigin } from './audience';
import { htmlLinks } from './mail-words';
import { renderMail } from './render-mail';
import { type StandingProps, standingMail } from './standing';

const props: StandingProps = {
  origin: siteOrigin('https://site.test'),
  leaveCode: siteCode('l'.repeat(24)),
  name: '<b>Ada</b> & co',
  place: 12,
  referralBonus: 3,
  referralCode: siteCode('r'.repeat(24)),
  statusCode: siteCode('s'.repeat(24)),
};

describe('the standing mail', () => {
  it('tells the place, the referral link and the private status link', async () => {
    const mail = await renderMail(standingMail, props);
    expect(mail.subject).toBe("You're number 12 on the waitlist");
    expect(mail.text).toContain('you are number 12 in line for the neighbourhood pilot');
    expect(mail.text).toContain(
      `moves you 3 places up. https://site.test/?ref=${'r'.repeat(24)}#waitlist`,
    );
    expect(mail.text).toContain(
      `See my place: https://site.test/waitlist/status/${'s'.repeat(24)}`,
    );
    expect(htmlLinks(mail.html)).toEqual([
      `https://site.test/?ref=${'r'.repeat(24)}#waitlist`,
      `https://site.test/waitlist/status/${'s'.repeat(24)}`,
      `https://site.test/waitlist/leave/${'l'.repeat(24)}`,
    ]);
  });

  it('greets its confirmed owner by the name they typed, as text, never as markup', async () => {
    const mail = await renderMail(standingMail, props);
    expect(mail.text).toContain('Hello <b>Ada</b> & co,');
    expect(mail.html).toContain('Hello <!-- -->&lt;b&gt;Ada&lt;/b&gt; &amp; co<!-- -->,');
    expect(mail.html).not.toContain('<b>Ada</b>');
  });
});
