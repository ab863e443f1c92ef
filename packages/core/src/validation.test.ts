import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { WAITLIST_TEXT } from './messages';
import {
  type ContactForm,
  EMPTY_CONTACT_FORM,
  emailIdentity,
  EMPTY_WAITLIST_FORM,
  FIELD_MESSAGES,
  FORM_TEXT,
  hasErrors,
  isValidEmail,
  type WaitlistForm,
} from './validation';
import { contactForm, formErrors, waitlistForm } from './form-schemas';

const validateWaitlist = (form: WaitlistForm) => formErrors(waitlistForm, form);
const validateContact = (form: ContactForm) => formErrors(contactForm, form);

const validSignup: WaitlistForm = {
  ...EMPTY_WAITLIST_FORM,
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  location: '94110',
};
const validMessage: ContactForm = {
  ...EMPTY_CONTACT_FORM,
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  message: 'Hello',
};

describe('the exact messages of the spec', () => {
  it('copies every field message letter for letter', () => {
    expect(FIELD_MESSAGES).toEqual({
      nameRequired: 'Name is required',
      emailRequired: 'Email is required',
      emailInvalid: 'Invalid email format',
      locationRequired: 'Location/ZIP Code is required',
      companyRequired: 'Company name is required for vendors',
      messageRequired: 'Message is required',
    });
  });

  it('copies the form states and failures letter for letter', () => {
    expect(FORM_TEXT).toEqual({
      phoneHint: 'Optional – we may send SMS launch updates',
      waitlistSubmitting: 'Submitting...',
      waitlistFailed: 'Failed to submit form. Please try again later.',
      contactSending: 'Sending...',
      contactFailed: 'Failed to send message. Please try again.',
      pricingTooltip: 'Pricing plans launching soon—stay tuned!',
      comingSoon: 'Coming Soon',
    });
  });

  it('says how long a field may be, in characters', () => {
    expect(WAITLIST_TEXT.tooLong(200)).toBe('Please keep this under 201 characters');
  });
});

describe('isValidEmail', () => {
  it.each([
    ['ada@example.com', true],
    ['a@b.co', true],
    ['first.last+tag@sub.example.org', true],
    ['', false],
    ['ada', false],
    ['ada@', false],
    ['@example.com', false],
    ['ada@example', false],
    ['ada@.com', false],
    ['ada@com.', false],
    ['a@b.c.', false],
    ['ada@exa..mple.com', false],
    ['ada@...', false],
    ['ada@@example.com', false],
    ['ada@exa@mple.com', false],
    ['ada lovelace@example.com', false],
    ['ada@example .com', false],
    ['ada@exam\tple.com', false],
  ])('%j → %s', (email, valid) => {
    expect(isValidEmail(email)).toBe(valid);
  });

  it('accepts every address of the shape name@domain.tld', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        expect(isValidEmail(email)).toBe(true);
      }),
    );
  });

  it('rejects anything with whitespace in it', () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.constantFrom(' ', '\t', '\n', '\u00a0'), (email, space) => {
        const at = email.indexOf('@');
        expect(isValidEmail(`${email.slice(0, at)}${space}${email.slice(at)}`)).toBe(false);
      }),
    );
  });

  // A backtracking pattern goes quadratic or worse on these; the check must stay linear, so a
  // megabyte of hostile input finishes far inside the test's time limit.
  it.each([
    ['many dots', `a@${'.'.repeat(1_000_000)}`],
    ['many dots then a space', `a@${'a.'.repeat(500_000)} `],
    ['many ats', '@'.repeat(1_000_000)],
    ['long local part without a domain', `${'a'.repeat(1_000_000)}@`],
  ])('stays linear on %s', (_, hostile) => {
    expect(isValidEmail(hostile)).toBe(false);
  });

  it('returns for any string of any length', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', '.', '@', ' '), maxLength: 5000 }),
        (s) => {
          expect(typeof isValidEmail(s)).toBe('boolean');
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('emailIdentity', () => {
  it.each([
    ['  Ada@Example.COM ', 'ada@example.com'],
    ['ＡＤＡ＠ＥＸＡＭＰＬＥ．ＣＯＭ', 'ada@example.com'],
    ['ada+pilot@example.com', 'ada+pilot@example.com'],
    ['a.d.a@example.com', 'a.d.a@example.com'],
    ['INGRID@example.com', 'ingrid@example.com'],
  ])('%j is %j', (typed, identity) => expect(emailIdentity(typed)).toBe(identity));

  it('is the same however often it is applied', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (typed) => {
        const once = emailIdentity(typed);
        return emailIdentity(once) === once;
      }),
    );
  });
});

describe('the waitlist form’s schema', () => {
  it('accepts a complete user signup without phone or company', () => {
    expect(validateWaitlist(validSignup)).toEqual({});
    expect(hasErrors(validateWaitlist(validSignup))).toBe(false);
  });

  it('reports every missing required field of an empty form at once', () => {
    expect(validateWaitlist(EMPTY_WAITLIST_FORM)).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      location: 'Location/ZIP Code is required',
    });
  });

  it.each<[string, Partial<WaitlistForm>, Record<string, string>]>([
    ['a blank name', { name: '   ' }, { name: 'Name is required' }],
    ['a blank email', { email: ' \t ' }, { email: 'Email is required' }],
    ['a malformed email', { email: 'ada@example' }, { email: 'Invalid email format' }],
    ['an email with padding', { email: '  ada@example.com  ' }, {}],
    ['a blank location', { location: '\n' }, { location: 'Location/ZIP Code is required' }],
    [
      'a vendor without a company',
      { type: 'vendor', company: '  ' },
      { company: 'Company name is required for vendors' },
    ],
    ['a vendor with a company', { type: 'vendor', company: 'Corner Cafe' }, {}],
    ['a user without a company', { type: 'user', company: '' }, {}],
    ['no phone and no updates', { phone: '', notify: false }, {}],
  ])('handles %s', (_, change, errors) => {
    expect(validateWaitlist({ ...validSignup, ...change })).toEqual(errors);
  });
});

describe('the contact form’s schema', () => {
  it('accepts a complete message without a phone', () => {
    expect(validateContact(validMessage)).toEqual({});
  });

  it('reports every missing required field of an empty form at once', () => {
    expect(validateContact(EMPTY_CONTACT_FORM)).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      message: 'Message is required',
    });
  });

  it.each<[string, Partial<ContactForm>, Record<string, string>]>([
    ['a blank name', { name: ' ' }, { name: 'Name is required' }],
    ['a malformed email', { email: 'ada.example.com' }, { email: 'Invalid email format' }],
    ['a blank message', { message: '  \n ' }, { message: 'Message is required' }],
    ['a phone number', { phone: '+1 555 0100' }, {}],
  ])('handles %s', (_, change, errors) => {
    expect(validateContact({ ...validMessage, ...change })).toEqual(errors);
  });

  it('never reports the optional phone, whatever it holds', () => {
    fc.assert(
      fc.property(fc.string(), (phone) => {
        expect(validateContact({ ...validMessage, phone })).toEqual({});
      }),
    );
  });
});

describe('the spec’s messages, for any form a browser holds', () => {
  /** Section 5's rules as the spec words them: the schema must say exactly these, in this order. */
  function specMessages(form: WaitlistForm) {
    const blank = (value: string) => value.trim() === '';
    const said: [string, string][] = [];
    if (blank(form.name)) said.push(['name', 'Name is required']);
    if (blank(form.email)) said.push(['email', 'Email is required']);
    else if (!isValidEmail(emailIdentity(form.email))) said.push(['email', 'Invalid email format']);
    if (blank(form.location)) said.push(['location', 'Location/ZIP Code is required']);
    if (form.type === 'vendor' && blank(form.company))
      said.push(['company', 'Company name is required for vendors']);
    return said;
  }

  it('says what section 5 says, for 5,000 generated forms', () => {
    const text = fc.oneof(fc.constantFrom('', ' ', '\t\n'), fc.string({ maxLength: 20 }));
    fc.assert(
      fc.property(
        fc.record({
          name: text,
          email: fc.oneof(text, fc.emailAddress()),
          location: text,
          phone: text,
          type: fc.constantFrom('user' as const, 'vendor' as const),
          company: text,
          notify: fc.boolean(),
        }),
        (form) => {
          expect(Object.entries(formErrors(waitlistForm, form))).toEqual(specMessages(form));
        },
      ),
      { numRuns: 5000 },
    );
  });
});

describe('the vendor’s company', () => {
  it('is asked for beside every other field’s problem, on an empty form', () => {
    expect(formErrors(waitlistForm, { ...EMPTY_WAITLIST_FORM, type: 'vendor' })).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      location: 'Location/ZIP Code is required',
      company: 'Company name is required for vendors',
    });
  });
});

describe('a request made by hand, not by the form', () => {
  it('reads absent optional fields as the form’s defaults: empty, a user, wanting updates', () => {
    const parsed = waitlistForm.parse({ name: 'Ada', email: 'ADA@example.com', location: '94110' });
    expect(parsed).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      location: '94110',
      phone: '',
      company: '',
      type: 'user',
      notify: true,
    });
    expect(waitlistForm.parse({ ...parsed, phone: null, type: null, notify: null })).toEqual(
      parsed,
    );
  });

  it('says a required field that is absent is required, as a blank one', () => {
    expect(formErrors(contactForm, { email: 'ada@example.com' })).toEqual({
      name: 'Name is required',
      message: 'Message is required',
    });
  });

  it('says once, about the request, that a body which is no object cannot be a form', () => {
    const errors = formErrors(waitlistForm, 'a string' as unknown as WaitlistForm);
    expect(Object.keys(errors)).toEqual(['request']);
  });
});
