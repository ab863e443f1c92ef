import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { hasSubaddress, mailboxOf } from './mailbox';

describe('mailboxOf', () => {
  it.each([
    // Gmail ignores dots and +tags, and googlemail.com is the same mailbox.
    ['ada@gmail.com', 'ada@gmail.com'],
    ['A.d.a@Gmail.com', 'ada@gmail.com'],
    ['ada+1@gmail.com', 'ada@gmail.com'],
    [' a.da+pilot+2@googlemail.com ', 'ada@gmail.com'],
    ['ＡＤＡ＠ＧＭＡＩＬ．ＣＯＭ', 'ada@gmail.com'],
    // Elsewhere only case, Unicode form and spaces are folded: dots and tags may matter there.
    ['a.da@example.com', 'a.da@example.com'],
    ['ada+1@example.com', 'ada+1@example.com'],
    ['Ada@Outlook.com', 'ada@outlook.com'],
    // A subdomain is another provider.
    ['a.da@mail.gmail.com', 'a.da@mail.gmail.com'],
  ])('%j reaches %j', (typed, mailbox) => expect(mailboxOf(typed)).toBe(mailbox));

  it('is the same however often it is applied', () => {
    const address = fc
      .tuple(
        fc.stringMatching(/^[a-zA-Z0-9.+]{1,12}$/),
        fc.constantFrom('gmail.com', 'GoogleMail.com', 'example.com'),
      )
      .map(([local, domain]) => `${local}@${domain}`);
    fc.assert(fc.property(address, (typed) => mailboxOf(mailboxOf(typed)) === mailboxOf(typed)));
  });
});

describe('hasSubaddress', () => {
  it.each([
    ['ada+1@example.com', true],
    ['ada+@gmail.com', true],
    ['ada@example.com', false],
    ['a+b.c@example.com', true],
    // A plus in the domain is no tag (nor a valid domain; the form refuses it first).
    ['ada@ex+ample.com', false],
  ])('%j: %j', (typed, tagged) => expect(hasSubaddress(typed)).toBe(tagged));
});
