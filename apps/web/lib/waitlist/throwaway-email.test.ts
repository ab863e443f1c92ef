import { describe, expect, it } from 'vitest';

import { isThrowawayEmail } from './throwaway-email';

describe('isThrowawayEmail', () => {
  it('refuses listed throwaway domains, and names under them', () => {
    expect(isThrowawayEmail('ada@mailinator.com')).toBe(true);
    expect(isThrowawayEmail('ada@yopmail.com')).toBe(true);
    expect(isThrowawayEmail('ada@inbox.mailinator.com')).toBe(true);
    expect(isThrowawayEmail('ada@Mailinator.COM')).toBe(true);
  });

  it('lets ordinary mail domains through', () => {
    expect(isThrowawayEmail('ada@gmail.com')).toBe(false);
    expect(isThrowawayEmail('ada@example.co.uk')).toBe(false);
    expect(isThrowawayEmail('ada@mailinator.com.example.org')).toBe(false);
  });
});
