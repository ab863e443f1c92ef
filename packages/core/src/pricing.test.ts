import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  BILLING_OPTIONS,
  DEFAULT_BILLING,
  type PlanPrice,
  priceFor,
  tierForTransactions,
} from './pricing';

// The spec's three plans (section 9), in no particular order to prove the rule sorts them.
const PLANS = [
  { id: 'enterprise', includedTransactions: 'custom' as const },
  { id: 'essentials', includedTransactions: 1000 },
  { id: 'professional', includedTransactions: 5000 },
];

describe('priceFor', () => {
  it.each<{ annual: PlanPrice; monthly: PlanPrice }>([
    { annual: 149, monthly: 224 },
    { annual: 299, monthly: 449 },
    { annual: 100, monthly: 150 },
    { annual: 0, monthly: 0 },
    { annual: 'custom', monthly: 'custom' },
  ])('a plan at $annual on annual billing costs $monthly on monthly billing', (row) => {
    expect(priceFor(row.annual, 'annual')).toBe(row.annual);
    expect(priceFor(row.annual, 'monthly')).toBe(row.monthly);
  });

  it('starts the toggle on annual billing and offers both options', () => {
    expect(DEFAULT_BILLING).toBe('annual');
    expect(BILLING_OPTIONS).toEqual(['annual', 'monthly']);
  });

  it('never charges less for monthly billing than for annual billing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (annual) => {
        const monthly = priceFor(annual, 'monthly') as number;
        expect(Number.isInteger(monthly) && monthly >= annual).toBe(true);
      }),
    );
  });
});

describe('tierForTransactions', () => {
  it.each([
    { transactions: 0, tier: 'essentials' },
    { transactions: 1000, tier: 'essentials' },
    { transactions: 1001, tier: 'professional' },
    { transactions: 5000, tier: 'professional' },
    { transactions: 5001, tier: 'enterprise' },
    { transactions: Number.POSITIVE_INFINITY, tier: 'enterprise' },
    { transactions: -10, tier: 'essentials' },
    { transactions: Number.NaN, tier: 'essentials' },
  ])('places $transactions transactions a month on $tier', ({ transactions, tier }) => {
    expect(tierForTransactions(PLANS, transactions)?.id).toBe(tier);
  });

  it('keeps the largest tier when every allowance is exceeded and none is custom', () => {
    const fixedOnly = PLANS.filter((plan) => plan.includedTransactions !== 'custom');
    expect(tierForTransactions(fixedOnly, 9000)?.id).toBe('professional');
  });

  it('has no tier to offer without plans', () => {
    expect(tierForTransactions([], 10)).toBeUndefined();
  });

  it('only ever moves customers up as their volume grows', () => {
    const rank = (id: string | undefined) =>
      ['essentials', 'professional', 'enterprise'].indexOf(id ?? '');
    fc.assert(
      fc.property(fc.nat(20_000), fc.nat(20_000), (a, b) => {
        const low = tierForTransactions(PLANS, Math.min(a, b))?.id;
        const high = tierForTransactions(PLANS, Math.max(a, b))?.id;
        expect(rank(low)).toBeLessThanOrEqual(rank(high));
      }),
    );
  });
});
