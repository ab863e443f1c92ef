/**
 * The network's business constants (spec sections 1 and 9). Every figure the site shows or
 * computes with comes from here, so a change of rule is a change of one line.
 */

/** When the first neighbourhood pilot launches. */
export const PILOT_LAUNCH = 'Q1 2026';

/** The year the company was founded. */
export const FOUNDED_YEAR = 2024;

/** Earning rules. */
export const EARNING = {
  /** Reward points (BRP) credited per whole dollar spent at any partner. */
  brpPerDollar: 1,
  /** Star tokens earned per `starTokenSpendStep` dollars spent. */
  starTokensPerStep: 20,
  /** The spend, in dollars, that earns `starTokensPerStep` star tokens. */
  starTokenSpendStep: 10,
  /** Star tokens that buy one free item. */
  starTokensForFreeItem: 50,
  /** Discount, in percent, unlocked by the badge that star tokens earn. */
  badgeDiscountPercent: 5,
} as const;

/** Redemption rules. */
export const REDEMPTION = {
  /** The smallest balance, in BRP, that can be redeemed. */
  minimumBrp: 100,
  /** Stablecoin units (XUSD/USDC) that `minimumBrp` points redeem for on the debit card. */
  stablecoinPerMinimum: 1,
  /** Dollars of gift-card value that `minimumBrp` points redeem for. */
  giftCardDollarsPerMinimum: 2,
  /** Earning multiplier of a gift-card NFT. */
  giftCardMultiplier: 2,
} as const;

/** The merchant brand-token example the site quotes. */
export const BRAND_TOKEN_EXAMPLE = {
  /** Brand tokens earned per whole dollar spent. */
  tokensPerDollar: 2,
  /** Brand tokens redeemed for one free drink. */
  tokensForFreeDrink: 50,
} as const;

/** The Monthly Spend slider of the "Try It Out" calculator, in whole dollars. */
export const SPEND_RANGE = {
  min: 0,
  max: 1000,
  step: 1,
  initial: 100,
} as const;

/** Claims the site makes about results and set-up. */
export const CLAIMS = {
  /** Spend lift at partner merchants, in percent. */
  spendLiftPercent: 12,
  /** Increase in customer return rate, in percent. */
  returnRateIncreasePercent: 16,
  /** Point-of-sale app install time, in minutes. */
  installMinutes: 5,
  /** Time from install to going live, in minutes. */
  goLiveMinutes: 30,
  /** Working days within which support replies. */
  supportReplyBusinessDays: 3,
} as const;

/** Interface timings and sizes (spec section 9). */
export const TIMINGS = {
  /** Announcement carousel interval, in milliseconds. */
  carouselIntervalMs: 4000,
  /** How long a copy button shows its check mark, in milliseconds. */
  copyFeedbackMs: 2000,
  /** Scroll distance, in CSS pixels, past which the top bar turns translucent. */
  topBarScrollThresholdPx: 20,
  /** Duration of a programmatic smooth scroll to a section, in milliseconds. */
  sectionScrollMs: 800,
  /** Vertical offset of a section scroll, in CSS pixels (negative clears the fixed top bar). */
  sectionScrollOffsetPx: -80,
  /** Duration of the logo's scroll to the top, in milliseconds. */
  logoScrollMs: 500,
  /** Accordion open and close animation, in milliseconds. */
  accordionMs: 300,
  /** Width of the mobile slide-in menu, as a percentage of the viewport. */
  mobileMenuWidthPercent: 80,
  /** Partner marquee speed, in CSS pixels per second. */
  marqueeSpeedPxPerSecond: 40,
  /** Share of a section that must be visible before it animates in (0–1). */
  revealThreshold: 0.2,
  /** The lower reveal threshold some long sections use (0–1). */
  revealThresholdLow: 0.1,
} as const;
