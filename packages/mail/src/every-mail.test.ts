import { plainTextSelectors, toPlainText } from '@react-email/render';
import { describe, expect, it } from 'vitest';

import { siteOrigin } from './audience';
import { htmlLinks, htmlWords, textLinks, textWords } from './mail-words';
import { TEXT_OPTIONS } from './render-mail';
import { MAIL_SAMPLES } from './samples';

const ORIGIN = siteOrigin('https://site.test');

describe.each(MAIL_SAMPLES)('the $name mail', (sample) => {
  it('says the same words in its HTML and its plain text, its subject as its heading', async () => {
    const mail = await sample.render(ORIGIN);
    expect(textWords(mail.text)).toEqual(htmlWords(mail.html));
    expect(mail.text).toContain(`\n${mail.subject}\n`);
    expect(mail.html).toContain(`<title>${mail.subject.replace("'", '&#x27;')}</title>`);
  });

  it('has the plain text React Email’s own conversion gives, from a converter compiled once', async () => {
    const mail = await sample.render(ORIGIN);
    const ours = {
      formatters: TEXT_OPTIONS.formatters,
      selectors: TEXT_OPTIONS.selectors.slice(plainTextSelectors.length),
    };
    expect(mail.text).toBe(`${toPlainText(mail.html, ours).trim()}\n`);
  });

  it('links to the same addresses in both, each on the site', async () => {
    const mail = await sample.render(ORIGIN);
    // The referral link is its own words in the text (shown once), its words and address in HTML.
    expect(new Set(textLinks(mail.text))).toEqual(new Set(htmlLinks(mail.html)));
    for (const link of htmlLinks(mail.html)) expect(new URL(link).origin).toBe(ORIGIN);
  });

  it('reads in dark mode and fits a phone: a colour scheme, a viewport, a 560 px card', async () => {
    const { html } = await sample.render(ORIGIN);
    expect(html).toContain('<meta name="color-scheme" content="light dark"/>');
    expect(html).toContain('@media (prefers-color-scheme:dark)');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>');
    expect(html).toMatch(/<html[^>]* lang="en"/);
    expect(html).toContain('max-width:560px');
  });
});

describe.each(MAIL_SAMPLES.filter((sample) => sample.audience !== 'team'))(
  'the $name mail, to a visitor',
  (sample) => {
    it('ends with the link that erases what we keep, on the site', async () => {
      const mail = await sample.render(ORIGIN);
      expect(mail.text.trim().split('\n').at(-1)).toMatch(
        /^(Changed your mind|Did not send it).*: (Leave the waitlist|Erase my message): https:\/\/site\.test\/(waitlist\/leave|support-messages\/erase)\/[a-z2-7]{24}$/,
      );
    });
  },
);

describe.each(MAIL_SAMPLES.filter((sample) => /Confirmation|Standing/.test(sample.name)))(
  'the waitlist’s $name mail',
  (sample) => {
    it('offers one-click unsubscribe, which erases the person', async () => {
      const mail = await sample.render(ORIGIN);
      const leaveCode = /\/waitlist\/leave\/([a-z2-7]{24})/.exec(mail.text)![1];
      expect(mail.headers).toEqual({
        'List-Unsubscribe': `<https://site.test/api/waitlist/leave?code=${leaveCode}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
    });
  },
);

describe('the helpdesk’s copy of a support message', () => {
  const copy = MAIL_SAMPLES.find((sample) => sample.audience === 'team')!;

  it('names the reference in its subject and replies to the sender', async () => {
    const mail = await copy.render(ORIGIN);
    expect(mail.subject).toBe('[S-7K4Q2X] Support message from Ada Lovelace');
    expect(mail.replyTo).toEqual({ name: 'Ada Lovelace', address: 'ada@example.com' });
    expect(mail.text).toContain('My points from Corner Bakery did not arrive.');
    expect(mail.text).toContain('Wednesday, December 9, 2026');
    expect(mail.headers).toEqual({});
  });
});
