import { describe, expect, it } from 'vitest';

import { siteCode, siteOrigin } from './audience';
import { type MailBase, mailToConfirmed, mailToUnconfirmed } from './template';

describe('a mail to an unconfirmed address', () => {
  const parts = { subject: () => 'Subject', preview: () => 'Preview', body: () => null };

  it('takes the site’s own values: codes, its origin, dates, numbers, fixed words', () => {
    const template = mailToUnconfirmed<
      MailBase & { token: ReturnType<typeof siteCode>; when: Date; count: number; kind: 'a' | 'b' }
    >(parts);
    expect(template.audience).toBe('unconfirmed');
  });

  it('cannot be written with a prop of free text (checked by the compiler)', () => {
    // @ts-expect-error: a string could hold whatever a stranger typed, a name or a link.
    mailToUnconfirmed<MailBase & { name: string }>(parts);
    // @ts-expect-error: an optional one too.
    mailToUnconfirmed<MailBase & { company?: string }>(parts);
    // A mail to a confirmed address may greet its owner.
    expect(mailToConfirmed<MailBase & { name: string }>(parts).audience).toBe('confirmed');
  });

  it('gets the site’s codes and origin only as the site makes them', () => {
    expect(siteCode('abcdefghijklmnopqrstuvw2')).toBe('abcdefghijklmnopqrstuvw2');
    for (const typed of ['Call +1 555 0100', 'http://evil.example/login', 'A'.repeat(24), ''])
      expect(() => siteCode(typed)).toThrow('Not a code the site made');
    expect(siteOrigin('https://site.test')).toBe('https://site.test');
    for (const other of ['https://site.test/login?next=http://evil.example', 'https://site.test/'])
      expect(() => siteOrigin(other)).toThrow("Not the site's address");
  });
});
