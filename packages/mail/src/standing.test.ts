import { areaProgress, DEFAULT_AREA_SETTINGS } from '@brp/core/area-progress';
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

  it("tells their own area's progress, and no count below the privacy floor", async () => {
    const needs = { users: 50, vendors: 5 };
    const partway = areaProgress(
      { label: '97201', users: 37, vendors: 3 },
      needs,
      DEFAULT_AREA_SETTINGS,
    );
    const mail = await renderMail(standingMail, { ...props, area: partway });
    expect(mail.text).toContain(
      'Your area (97201)\n37 of 50 neighbours and 3 of 5 local shops\nThe pilot opens here with 13 more neighbours and 2 more local shops: share your link with them.',
    );
    const few = areaProgress(
      { label: '97201', users: 2, vendors: 0 },
      needs,
      DEFAULT_AREA_SETTINGS,
    );
    const first = await renderMail(standingMail, { ...props, area: few });
    expect(first.text).toContain('Your area (97201)\nYou are among the first in your area');
    expect(first.text).not.toContain(' of 50');
  });
});
