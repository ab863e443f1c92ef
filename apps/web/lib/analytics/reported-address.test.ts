import { describe, expect, it } from 'vitest';

import { reportedAddress } from './reported-address';

const at = (path: string) => {
  const url = new URL(path, 'https://blocal.example');
  return { origin: url.origin, pathname: url.pathname, search: url.search };
};

describe('reportedAddress', () => {
  it('keeps the page and its campaign, and drops every other parameter', () => {
    expect(
      reportedAddress(
        at('/merchants?utm_source=flyer&utm_campaign=spring&ref=ALICE42&email=a%40b.c'),
      ),
    ).toBe('https://blocal.example/merchants?utm_source=flyer&utm_campaign=spring');
    expect(reportedAddress(at('/?ref=ALICE42'))).toBe('https://blocal.example/');
  });

  it('never reports the code in a confirmation, status or leave link', () => {
    expect(reportedAddress(at('/waitlist/confirm/abcdefghijklmnop'))).toBe(
      'https://blocal.example/waitlist/confirm',
    );
    expect(reportedAddress(at('/waitlist/status/abcdefghijklmnop'))).toBe(
      'https://blocal.example/waitlist/status',
    );
    expect(reportedAddress(at('/waitlist/leave/abcdefghijklmnop?utm_source=mail'))).toBe(
      'https://blocal.example/waitlist/leave?utm_source=mail',
    );
  });

  it('bounds what a crafted address can make it send', () => {
    const long = 'x'.repeat(5000);
    const reported = reportedAddress(at(`/${long}?utm_source=${long}&utm_term=${long}`));
    expect(reported.length).toBeLessThan(600);
  });
});
