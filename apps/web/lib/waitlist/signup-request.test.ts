import { FIELD_LIMITS } from '@brp/core/field-limits';
import { FIELD_MESSAGES, WAITLIST_TEXT } from '@brp/core/messages';
import { firstMessages } from '@brp/core/validation';
import { NO_SOURCE } from '@brp/core/visit-source';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { HONEYPOT_FIELD } from '../forms/honeypot';

import { signupRequest } from './signup-request';

const valid = {
  name: ' Ada Lovelace ',
  email: ' Ada@Example.COM ',
  location: '94110',
  phone: '',
  type: 'user',
  company: '',
  notify: true,
};

/** The parsed signup, or the errors the server answers with. */
function parse(body: unknown) {
  const parsed = signupRequest.safeParse(body);
  return parsed.success ? parsed.data : { errors: firstMessages(parsed.error.issues) };
}

describe('signupRequest', () => {
  it('accepts the form as the browser sends it, trimmed, the e-mail as its identity', () => {
    expect(parse(valid)).toEqual({
      signup: {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        mailbox: 'ada@example.com',
        location: '94110',
        postalCode: '94110',
        phone: null,
        type: 'user',
        company: null,
        notify: true,
        reportedCity: null,
        reportedCountry: null,
        ...NO_SOURCE,
      },
      referralCode: undefined,
      honeypot: false,
    });
  });

  it('keeps where the visit came from, as visit-source.ts reads it', () => {
    const source = { utmSource: 'newsletter', landingPath: '/blog', referrerHost: 'x.example' };
    expect(parse({ ...valid, source })).toMatchObject({ signup: { ...NO_SOURCE, ...source } });
  });

  it('checks the e-mail as it is stored: full-width letters and ＠ are the ASCII ones', () => {
    const parsed = parse({ ...valid, email: 'ＡＤＡ＠example.com' });
    expect(parsed).toMatchObject({ signup: { email: 'ada@example.com' } });
  });

  it('answers with the form’s own messages, every field at once', () => {
    expect(parse({ ...valid, name: ' ', email: 'ada', location: '' })).toEqual({
      errors: {
        name: FIELD_MESSAGES.nameRequired,
        email: FIELD_MESSAGES.emailInvalid,
        location: FIELD_MESSAGES.locationRequired,
      },
    });
    expect(parse({ ...valid, type: 'vendor' })).toEqual({
      errors: { company: FIELD_MESSAGES.companyRequired },
    });
  });

  it('keeps the company of vendors only', () => {
    expect(parse({ ...valid, type: 'vendor', company: ' Bean Co ' })).toMatchObject({
      signup: { company: 'Bean Co' },
    });
    expect(parse({ ...valid, company: 'Bean Co' })).toMatchObject({ signup: { company: null } });
  });

  it('refuses what is not a JSON object', () => {
    for (const body of [null, [], 'name=Ada', 42]) {
      expect(parse(body)).toEqual({
        errors: { request: 'Send the waitlist form as a JSON object' },
      });
    }
  });

  it('refuses wrong types field by field', () => {
    expect(parse({ ...valid, name: 42, phone: ['x'], type: 'admin', notify: 'yes' })).toEqual({
      errors: {
        name: 'Must be text',
        phone: 'Must be text',
        type: 'Choose user or vendor',
        notify: 'Must be true or false',
      },
    });
  });

  it('checks the other fields as the form does beside a field of the wrong type', () => {
    expect(parse({ ...valid, name: 42, email: 'ada', type: 'admin' })).toEqual({
      errors: {
        name: 'Must be text',
        email: FIELD_MESSAGES.emailInvalid,
        type: 'Choose user or vendor',
      },
    });
  });

  it('refuses a field longer than the form allows, saying how long it may be', () => {
    expect(parse({ ...valid, name: 'x'.repeat(10_000) })).toEqual({
      errors: { name: WAITLIST_TEXT.tooLong(FIELD_LIMITS.name) },
    });
    expect(parse({ ...valid, name: 'x'.repeat(FIELD_LIMITS.name) })).toHaveProperty('signup');
  });

  it('fills what the form would have sent by default', () => {
    expect(parse({ name: 'Ada', email: 'a@b.co', location: 'Oakland' })).toMatchObject({
      signup: {
        name: 'Ada',
        email: 'a@b.co',
        location: 'Oakland',
        phone: null,
        type: 'user',
        company: null,
        notify: true,
      },
    });
  });

  it('keeps a referral code of the right shape, the geo lookup’s text, and notes the honeypot', () => {
    const parsed = parse({
      ...valid,
      ref: 'abcdefghijklmnopqrstuvwx',
      geo: { city: ' Oakland ', country: 'x'.repeat(500), latitude: 1 },
      [HONEYPOT_FIELD]: 'http://spam.example',
      role: 'admin',
    });
    expect(parsed).toMatchObject({
      referralCode: 'abcdefghijklmnopqrstuvwx',
      signup: { reportedCity: 'Oakland', reportedCountry: 'x'.repeat(200) },
      honeypot: true,
    });
    expect('signup' in parsed && 'role' in parsed.signup).toBe(false);
  });

  it('ignores a malformed referral code or geo answer rather than refusing the signup', () => {
    for (const ref of ['ABC', 'abcdefghijklmnopqrstuvw1', 7, '../../etc']) {
      expect(parse({ ...valid, ref, geo: [1], website: '' })).toMatchObject({
        referralCode: undefined,
        signup: { reportedCity: null, reportedCountry: null },
        honeypot: false,
      });
    }
  });

  it('never throws, whatever the JSON, as the body or as any field of a valid one', () => {
    const fields = Object.keys({ ...valid, geo: 0, ref: 0, source: 0, [HONEYPOT_FIELD]: 0 });
    fc.assert(
      fc.property(fc.jsonValue(), fc.constantFrom(...fields), (value, field) => {
        expect(() => parse(value)).not.toThrow();
        expect(() => parse({ ...valid, [field]: value })).not.toThrow();
      }),
    );
  });
});
