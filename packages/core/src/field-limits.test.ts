import { describe, expect, it } from 'vitest';

import { buildSupportParams, buildWaitlistParams } from './email-params';
import { capTemplateParams, FIELD_LIMITS, TEMPLATE_PARAM_LIMITS } from './field-limits';

const longest = (limit: number) => 'x'.repeat(limit);

describe('capTemplateParams', () => {
  it('keeps a support e-mail whole', () => {
    const params = buildSupportParams({
      name: 'Ada',
      email: 'ada@example.com',
      phone: '',
      message: longest(FIELD_LIMITS.message),
    });
    expect(capTemplateParams(params)).toEqual(params);
  });

  it('keeps a waitlist signup whose every field is at its limit whole', () => {
    const params = buildWaitlistParams(
      {
        name: longest(FIELD_LIMITS.name),
        email: `${longest(FIELD_LIMITS.email - 12)}@example.com`,
        location: longest(FIELD_LIMITS.location),
        phone: longest(FIELD_LIMITS.phone),
        type: 'vendor',
        company: longest(FIELD_LIMITS.company),
        notify: true,
      },
      { ip: '2001:0db8:85a3:0000:0000:8a2e:0370:7334', city: 'Oakland', country: 'US' },
      'Mozilla/5.0',
    );
    expect(capTemplateParams(params)).toEqual(params);
  });

  it('drops unknown and non-string parameters and cuts each value to its limit', () => {
    expect(
      capTemplateParams({
        user_name: longest(FIELD_LIMITS.name + 50),
        user_notify: 'Yes, please',
        extra: 'dropped',
        user_email: 42,
      }),
    ).toEqual({ user_name: longest(FIELD_LIMITS.name), user_notify: 'Yes' });
  });

  it('has a limit for every parameter the two e-mails send', () => {
    const names = [
      ...Object.keys(buildWaitlistParams({ ...emptyWaitlist() }, {}, '')),
      ...Object.keys(buildSupportParams({ name: '', email: '', phone: '', message: '' })),
    ];
    expect(names.filter((name) => !(name in TEMPLATE_PARAM_LIMITS))).toEqual([]);
  });
});

function emptyWaitlist() {
  return {
    name: '',
    email: '',
    location: '',
    phone: '',
    type: 'user' as const,
    company: '',
    notify: false,
  };
}
