import { describe, expect, it } from 'vitest';

import { postalCodeIn } from './postal-code';

describe('postalCodeIn', () => {
  it('finds a five-digit ZIP code standing alone, with or without its four-digit suffix', () => {
    expect(postalCodeIn('94110')).toBe('94110');
    expect(postalCodeIn(' Mission District, SF 94110-1234 ')).toBe('94110');
    expect(postalCodeIn('97201 or 97202')).toBe('97201');
  });

  it('finds none in a city name, a phone number or a longer run of digits', () => {
    expect(postalCodeIn('Portland')).toBeNull();
    expect(postalCodeIn('503-555-0100')).toBeNull();
    expect(postalCodeIn('123456')).toBeNull();
    expect(postalCodeIn('1234')).toBeNull();
  });
});
