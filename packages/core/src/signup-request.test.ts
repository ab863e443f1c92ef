import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { FIELD_LIMITS } from './field-limits';
import { FIELD_MESSAGES, WAITLIST_TEXT } from './messages';
import { HONEYPOT_FIELD, parseSignupRequest } from './signup-request';
import { NO_SOURCE } from './visit-source';

const valid = {
  name: ' Ada Lovelace ',
  email: ' Ada@Example.COM ',
  location: '94110',
  phone: '',
  type: 'user',
  company: '',
  notify: true,
};

describe('parseSignupRequest', () => {
  it('accepts the form as the browser sends it, trimmed, the e-mail as its identity', () => {
    expect(parseSignupRequest(valid)).toEqual({
      ok: true,
      signup: {
        form: { ...valid, name: 'Ada Lovelace', email: 'ada@example.com' },
        geo: { city: null, country: null },
        referralCode: undefined,
        source: NO_SOURCE,
        honeypot: false,
      },
    });
  });

  it('keeps where the visit came from, as visit-source.ts reads it', () => {
    const source = { utmSource: 'newsletter', landingPath: '/blog', referrerHost: 'x.example' };
    expect(parseSignupRequest({ ...valid, source })).toMatchObject({
      ok: true,
      signup: { source: { ...NO_SOURCE, ...source } },
    });
  });

  it('checks the e-mail as it is stored: full-width letters and ＠ are the ASCII ones', () => {
    const parsed = parseSignupRequest({ ...valid, email: 'ＡＤＡ＠example.com' });
    expect(parsed).toMatchObject({ ok: true, signup: { form: { email: 'ada@example.com' } } });
  });

  it('answers with the form’s own messages, every field at once', () => {
    expect(parseSignupRequest({ ...valid, name: ' ', email: 'ada', location: '' })).toEqual({
      ok: false,
      errors: {
        name: FIELD_MESSAGES.nameRequired,
        email: FIELD_MESSAGES.emailInvalid,
        location: FIELD_MESSAGES.locationRequired,
      },
    });
    expect(parseSignupRequest({ ...valid, type: 'vendor' })).toEqual({
      ok: false,
      errors: { company: FIELD_MESSAGES.companyRequired },
    });
  });

  it('keeps the company of vendors only', () => {
    const vendor = parseSignupRequest({ ...valid, type: 'vendor', company: ' Bean Co ' });
    const user = parseSignupRequest({ ...valid, company: 'Bean Co' });
    expect(vendor.ok && vendor.signup.form.company).toBe('Bean Co');
    expect(user.ok && user.signup.form.company).toBe('');
  });

  it('refuses what is not a JSON object', () => {
    for (const body of [null, [], 'name=Ada', 42]) {
      expect(parseSignupRequest(body)).toEqual({
        ok: false,
        errors: { request: 'Send the waitlist form as a JSON object' },
      });
    }
  });

  it('refuses wrong types field by field', () => {
    expect(
      parseSignupRequest({ ...valid, name: 42, phone: ['x'], type: 'admin', notify: 'yes' }),
    ).toEqual({
      ok: false,
      errors: {
        name: 'Must be text',
        phone: 'Must be text',
        type: 'Choose user or vendor',
        notify: 'Must be true or false',
      },
    });
  });

  it('refuses a field longer than the form allows, saying how long it may be', () => {
    const result = parseSignupRequest({ ...valid, name: 'x'.repeat(10_000) });
    expect(result).toEqual({
      ok: false,
      errors: { name: WAITLIST_TEXT.tooLong(FIELD_LIMITS.name) },
    });
    expect(WAITLIST_TEXT.tooLong(200)).toBe('Please keep this under 201 characters');
    expect(parseSignupRequest({ ...valid, name: 'x'.repeat(FIELD_LIMITS.name) }).ok).toBe(true);
  });

  it('fills what the form would have sent by default', () => {
    const result = parseSignupRequest({ name: 'Ada', email: 'a@b.co', location: 'Oakland' });
    expect(result.ok && result.signup.form).toEqual({
      name: 'Ada',
      email: 'a@b.co',
      location: 'Oakland',
      phone: '',
      type: 'user',
      company: '',
      notify: true,
    });
  });

  it('keeps a referral code of the right shape, the geo lookup’s text, and notes the honeypot', () => {
    const result = parseSignupRequest({
      ...valid,
      ref: 'abcdefghijklmnopqrstuvwx',
      geo: { city: ' Oakland ', country: 'x'.repeat(500), latitude: 1 },
      [HONEYPOT_FIELD]: 'http://spam.example',
      role: 'admin',
    });
    expect(result).toMatchObject({
      ok: true,
      signup: {
        referralCode: 'abcdefghijklmnopqrstuvwx',
        geo: { city: 'Oakland', country: 'x'.repeat(200) },
        honeypot: true,
      },
    });
    expect(result.ok && 'role' in result.signup.form).toBe(false);
  });

  it('ignores a malformed referral code or geo answer rather than refusing the signup', () => {
    for (const ref of ['ABC', 'abcdefghijklmnopqrstuvw1', 7, '../../etc']) {
      const result = parseSignupRequest({ ...valid, ref, geo: [1], website: '' });
      expect(result).toMatchObject({
        ok: true,
        signup: { referralCode: undefined, geo: { city: null, country: null }, honeypot: false },
      });
    }
  });

  it('never throws, whatever the JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (body) => {
        const result = parseSignupRequest(body);
        expect(typeof result.ok).toBe('boolean');
      }),
    );
  });
});
