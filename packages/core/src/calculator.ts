import { BRAND_TOKEN_EXAMPLE, EARNING, REDEMPTION, SPEND_RANGE } from './constants';

/** What a month's spend earns, as shown by the "Try It Out" calculator. */
export interface RewardEstimate {
  /** The spend the estimate is for, in whole dollars (already normalised). */
  spend: number;
  /** Reward points (BRP) earned: one per dollar. */
  points: number;
  /** Stablecoin units (XUSD/USDC) the points redeem for on the debit card, rounded to cents. */
  xusd: number;
  /** Dollars of gift-card in-store credit the points redeem for, rounded to cents. */
  giftCardDollars: number;
  /** Merchant brand tokens earned at the example rate of two per dollar. */
  brandTokens: number;
}

/**
 * Brings any input into the slider's domain: a whole number of dollars from 0 to 1000.
 * Fractions round to the nearest dollar, values outside the range clamp to its ends, and
 * anything that is not a finite number (NaN, a string) becomes the minimum, so the result is
 * never NaN.
 */
export function normalizeSpend(value: unknown): number {
  if (typeof value !== 'number' || Number.isNaN(value)) return SPEND_RANGE.min;
  const whole = Math.round(value);
  return Math.min(SPEND_RANGE.max, Math.max(SPEND_RANGE.min, whole));
}

/** Rounds an amount of money to cents, half away from zero, without binary drift (1.005 → 1.01). */
export function roundToCents(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}

/**
 * Estimates the rewards for a monthly spend in dollars (normalised by {@link normalizeSpend}):
 * points = spend × 1; XUSD = points / 100 × 1; gift-card dollars = points / 100 × 2;
 * brand tokens = spend × 2. Money results are rounded to 2 decimals.
 */
export function estimateRewards(spendInDollars: unknown): RewardEstimate {
  const spend = normalizeSpend(spendInDollars);
  const points = spend * EARNING.brpPerDollar;
  const redemptions = points / REDEMPTION.minimumBrp;
  return {
    spend,
    points,
    xusd: roundToCents(redemptions * REDEMPTION.stablecoinPerMinimum),
    giftCardDollars: roundToCents(redemptions * REDEMPTION.giftCardDollarsPerMinimum),
    brandTokens: spend * BRAND_TOKEN_EXAMPLE.tokensPerDollar,
  };
}

/** Formats a money amount with exactly two decimals ("1.00"), as the calculator displays it. */
export function formatMoney(amount: number): string {
  return roundToCents(amount).toFixed(2);
}
