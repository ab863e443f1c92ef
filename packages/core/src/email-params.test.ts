import { describe, expect, it } from 'vitest';

import { buildSupportParams, buildWaitlistParams, type GeoLookup } from './email-params';
import { FIELD_LIMITS, TEMPLATE_PARAM_LIMITS } from './field-limits';
import { EMPTY_WAITLIST_FORM, type WaitlistForm } from './validation';

const AGENT = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0';
const GEO: GeoLookup = {
  ip: '203.0.113.7',
  city: 'Oakland',
  country: 'United States',
  latitude: 37.8044,
  longitude: -122.2712,
};
const vendor: WaitlistForm = {
  name: ' Grace Hopper ',
  email: ' grace@cornercafe.com ',
  location: ' 94607 ',
  phone: ' +1 555 0100 ',
  type: 'vendor',
  company: ' Corner Cafe ',
  notify: true,
};

describe('buildWaitlistParams', () => {
  it('sends every field of a vendor signup, trimmed, with the geo lookup', () => {
    expect(buildWaitlistParams(vendor, GEO, AGENT)).toEqual({
      user_name: 'Grace Hopper',
      user_email: 'grace@cornercafe.com',
      user_location: '94607',
      user_phone: '+1 555 0100',
      user_type: 'vendor',
      user_company: 'Corner Cafe',
      user_notify: 'Yes',
      user_ip: '203.0.113.7',
      user_agent: AGENT,
      user_geo_city: 'Oakland',
      user_geo_country: 'United States',
      user_geo_coords: '37.8044,-122.2712',
      message:
        'New waitlist signup: Grace Hopper <grace@cornercafe.com> joined as a vendor ' +
        '(Corner Cafe) from 94607. Phone: +1 555 0100. Launch updates: Yes. ' +
        'Seen from Oakland, United States (IP 203.0.113.7).',
    });
  });

  it('fills the blanks of a user signup without a geo lookup', () => {
    const user = {
      ...EMPTY_WAITLIST_FORM,
      name: 'Ada',
      email: 'ada@example.com',
      location: 'Berlin',
      phone: '   ',
      company: 'typed before switching to user',
      notify: false,
    };
    expect(buildWaitlistParams(user, {}, '')).toEqual({
      user_name: 'Ada',
      user_email: 'ada@example.com',
      user_location: 'Berlin',
      user_phone: 'Not provided',
      user_type: 'user',
      user_company: 'N/A',
      user_notify: 'No',
      user_ip: 'Not available',
      user_agent: 'Not available',
      user_geo_city: 'Not available',
      user_geo_country: 'Not available',
      user_geo_coords: 'Not available',
      message:
        'New waitlist signup: Ada <ada@example.com> joined as a user from Berlin. ' +
        'Phone: Not provided. Launch updates: No. ' +
        'Seen from Not available, Not available (IP Not available).',
    });
  });

  it.each<[string, GeoLookup, Record<string, string>]>([
    [
      'nulls and blanks',
      { ip: null, city: ' ', country: '', latitude: null, longitude: null },
      {
        user_ip: 'Not available',
        user_geo_city: 'Not available',
        user_geo_country: 'Not available',
        user_geo_coords: 'Not available',
      },
    ],
    [
      'a latitude without a longitude',
      { ...GEO, longitude: undefined },
      { user_geo_coords: 'Not available' },
    ],
    [
      'coordinates given as text',
      { ...GEO, latitude: '51.5', longitude: '-0.12' },
      { user_geo_coords: '51.5,-0.12' },
    ],
    ['a zero coordinate', { ...GEO, latitude: 0, longitude: 0 }, { user_geo_coords: '0,0' }],
  ])('turns %s into readable values', (_, geo, expected) => {
    expect(buildWaitlistParams(vendor, geo, AGENT)).toMatchObject(expected);
  });
});

describe('buildSupportParams', () => {
  it('sends the message with the support type', () => {
    expect(
      buildSupportParams({ name: ' Ada ', email: 'ada@example.com', phone: '', message: ' Hi \n' }),
    ).toEqual({
      user_name: 'Ada',
      user_email: 'ada@example.com',
      user_phone: 'Not provided',
      user_message: 'Hi',
      type: 'support',
    });
  });

  it('keeps a phone number when given', () => {
    const params = buildSupportParams({
      name: 'A',
      email: 'a@b.co',
      phone: '555 0100',
      message: 'x',
    });
    expect(params.user_phone).toBe('555 0100');
  });
});

describe('what the delivery path accepts', () => {
  const long = (length: number) => 'x'.repeat(length);
  const everyParamFits = (params: Record<string, string>) =>
    Object.entries(params).filter(([name, value]) => value.length > TEMPLATE_PARAM_LIMITS[name]!);

  it('fits every waitlist parameter, the combined summary included, to its limit', () => {
    const atTheLimits: WaitlistForm = {
      name: long(FIELD_LIMITS.name),
      email: `${long(FIELD_LIMITS.email - 12)}@example.com`,
      location: long(FIELD_LIMITS.location),
      phone: long(FIELD_LIMITS.phone),
      type: 'vendor',
      company: long(FIELD_LIMITS.company),
      notify: true,
    };
    const overlong = long(10_000);
    const geo: GeoLookup = {
      ip: overlong,
      city: overlong,
      country: overlong,
      latitude: overlong,
      longitude: 1,
    };
    const params = buildWaitlistParams(atTheLimits, geo, overlong);
    expect(everyParamFits(params)).toEqual([]);
    // The form's own values reach the summary whole.
    expect(params.message).toContain(atTheLimits.company);
  });

  it('fits a support message of the longest allowed length', () => {
    const params = buildSupportParams({
      name: long(FIELD_LIMITS.name),
      email: 'ada@example.com',
      phone: '',
      message: long(FIELD_LIMITS.message),
    });
    expect(everyParamFits(params)).toEqual([]);
    expect(params.user_message).toHaveLength(FIELD_LIMITS.message);
  });
});
