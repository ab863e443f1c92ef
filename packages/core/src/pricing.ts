/**
 * Plan pricing (spec section 9). Plans themselves are content edited in the studio; these are the
 * rules that turn their figures into what the pricing section shows.
 */

/** How a customer is billed. Annual is the default the pricing toggle starts on. */
export type Billing = 'annual' | 'monthly';

export const BILLING_OPTIONS: readonly Billing[] = ['annual', 'monthly'];
export const DEFAULT_BILLING: Billing = 'annual';

/** Monthly billing costs this many times the annual-billing price per month. */
export const MONTHLY_BILLING_FACTOR = 1.5;

/** A plan's price in whole dollars per month, or `'custom'` for "contact us" plans. */
export type PlanPrice = number | 'custom';

/** Included on-chain transactions per month, or `'custom'` for negotiated volumes. */
export type TransactionAllowance = number | 'custom';

/**
 * The price per month, in whole dollars, under a billing option, from the plan's annual-billing
 * price. Monthly billing is annual × 1.5 rounded to the nearest dollar (149 → 224, 299 → 449).
 * Custom-priced plans stay custom.
 */
export function priceFor(annualBillingPrice: PlanPrice, billing: Billing): PlanPrice {
  if (annualBillingPrice === 'custom' || billing === 'annual') return annualBillingPrice;
  return Math.round(annualBillingPrice * MONTHLY_BILLING_FACTOR);
}

/** The part of a plan the tier rule needs. */
export interface Tier {
  includedTransactions: TransactionAllowance;
}

function capacity(tier: Tier): number {
  return tier.includedTransactions === 'custom' ? Infinity : tier.includedTransactions;
}

/**
 * The tier a customer lands on for a month's on-chain transactions: the smallest plan whose
 * included transactions cover them, since exceeding a plan's allowance moves the customer up to
 * the next tier automatically. A custom allowance covers any volume. Beyond every allowance the
 * largest tier applies. Negative counts and NaN count as zero. Undefined only for no tiers.
 */
export function tierForTransactions<T extends Tier>(
  tiers: readonly T[],
  monthlyTransactions: number,
): T | undefined {
  const count = Number.isNaN(monthlyTransactions) ? 0 : Math.max(0, monthlyTransactions);
  const bySize = [...tiers].sort((a, b) => capacity(a) - capacity(b));
  return bySize.find((tier) => capacity(tier) >= count) ?? bySize.at(-1);
}
