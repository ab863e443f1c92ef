import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { estimateRewards, formatMoney, normalizeSpend, roundToCents } from './calculator';

describe('estimateRewards', () => {
  it.each([
    { spend: 0, points: 0, xusd: 0, giftCardDollars: 0, brandTokens: 0 },
    { spend: 1, points: 1, xusd: 0.01, giftCardDollars: 0.02, brandTokens: 2 },
    { spend: 50, points: 50, xusd: 0.5, giftCardDollars: 1, brandTokens: 100 },
    { spend: 100, points: 100, xusd: 1, giftCardDollars: 2, brandTokens: 200 },
    { spend: 333, points: 333, xusd: 3.33, giftCardDollars: 6.66, brandTokens: 666 },
    { spend: 1000, points: 1000, xusd: 10, giftCardDollars: 20, brandTokens: 2000 },
  ])('a spend of $spend dollars earns $points BRP', (expected) => {
    expect(estimateRewards(expected.spend)).toEqual(expected);
  });

  it.each([
    { input: -5, spend: 0 },
    { input: 1500, spend: 1000 },
    { input: 12.4, spend: 12 },
    { input: 12.5, spend: 13 },
    { input: Number.NaN, spend: 0 },
    { input: Number.POSITIVE_INFINITY, spend: 1000 },
    { input: Number.NEGATIVE_INFINITY, spend: 0 },
    { input: '100', spend: 0 },
    { input: undefined, spend: 0 },
  ])('normalises $input to a spend of $spend', ({ input, spend }) => {
    expect(normalizeSpend(input)).toBe(spend);
    expect(estimateRewards(input).spend).toBe(spend);
  });

  it('never yields NaN, whatever it is given', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.integer(), fc.anything()), (input) => {
        const values = Object.values(estimateRewards(input));
        expect(values.every((value) => Number.isFinite(value))).toBe(true);
      }),
    );
  });

  it('stays within the slider range and whole dollars', () => {
    fc.assert(
      fc.property(fc.double(), (input) => {
        const { spend } = estimateRewards(input);
        expect(Number.isInteger(spend) && spend >= 0 && spend <= 1000).toBe(true);
      }),
    );
  });

  it('is monotonic in spend', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), fc.double({ noNaN: true }), (a, b) => {
        const [low, high] = [estimateRewards(Math.min(a, b)), estimateRewards(Math.max(a, b))];
        expect(low.points).toBeLessThanOrEqual(high.points);
        expect(low.xusd).toBeLessThanOrEqual(high.xusd);
        expect(low.giftCardDollars).toBeLessThanOrEqual(high.giftCardDollars);
        expect(low.brandTokens).toBeLessThanOrEqual(high.brandTokens);
      }),
    );
  });

  it('keeps gift-card credit at exactly twice the stablecoin value for every whole spend', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), (spend) => {
        const { xusd, giftCardDollars } = estimateRewards(spend);
        expect(formatMoney(giftCardDollars)).toBe(formatMoney(xusd * 2));
      }),
    );
  });
});

describe('money formatting', () => {
  it.each([
    { amount: 0, text: '0.00' },
    { amount: 1, text: '1.00' },
    { amount: 0.5, text: '0.50' },
    { amount: 1.005, text: '1.01' },
    { amount: 20, text: '20.00' },
  ])('shows $amount as $text', ({ amount, text }) => {
    expect(formatMoney(amount)).toBe(text);
  });

  it('rounds half a cent up rather than down through binary drift', () => {
    expect(roundToCents(1.005)).toBe(1.01);
    expect(roundToCents(2.675)).toBe(2.68);
  });
});
