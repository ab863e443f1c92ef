import { describe, expect, it } from 'vitest';

import {
  acceptPath,
  confirmPath,
  leavePath,
  oneClickLeavePath,
  REFERRAL_CODE_PATTERN,
  referralPath,
  statusPath,
} from './waitlist-mail';

describe('the waitlist’s personal links', () => {
  const code = 'abcdefghijklmnopqrstuvw2';

  it('put each code where its route reads it', () => {
    expect(confirmPath(code)).toBe(`/waitlist/confirm/${code}`);
    expect(statusPath(code)).toBe(`/waitlist/status/${code}`);
    expect(referralPath(code)).toBe(`/?ref=${code}#waitlist`);
    expect(leavePath(code)).toBe(`/waitlist/leave/${code}`);
    expect(oneClickLeavePath(code)).toBe(`/api/waitlist/leave?code=${code}`);
    expect(acceptPath(code)).toBe(`/waitlist/accept/${code}`);
  });

  it('take codes of 24 base32 letters and digits only', () => {
    expect(REFERRAL_CODE_PATTERN.test(code)).toBe(true);
    for (const other of ['', 'abc', code.toUpperCase(), `${code}a`, 'abcdefghijklmnopqrstuvw1'])
      expect(REFERRAL_CODE_PATTERN.test(other)).toBe(false);
  });
});
