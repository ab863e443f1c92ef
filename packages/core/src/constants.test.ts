import { describe, expect, it } from 'vitest';

import {
  BRAND_TOKEN_EXAMPLE,
  CLAIMS,
  EARNING,
  FOUNDED_YEAR,
  PILOT_LAUNCH,
  REDEMPTION,
  SPEND_RANGE,
  TIMINGS,
} from './constants';

// Each row is a figure of spec section 9 and where the code keeps it, so an accidental edit of
// a business rule fails here with the spec's wording beside it.
describe('business constants match the spec', () => {
  it.each([
    ['pilot launch', PILOT_LAUNCH, 'Q1 2026'],
    ['founded', FOUNDED_YEAR, 2024],
    ['1 BRP per dollar', EARNING.brpPerDollar, 1],
    ['20 star tokens …', EARNING.starTokensPerStep, 20],
    ['… per 10 dollars', EARNING.starTokenSpendStep, 10],
    ['50 star tokens buy a free item', EARNING.starTokensForFreeItem, 50],
    ['the badge is worth 5% off', EARNING.badgeDiscountPercent, 5],
    ['minimum redemption 100 BRP', REDEMPTION.minimumBrp, 100],
    ['worth 1 USDC', REDEMPTION.stablecoinPerMinimum, 1],
    ['or a 2-dollar gift-card value', REDEMPTION.giftCardDollarsPerMinimum, 2],
    ['gift-card NFT multiplier 2x', REDEMPTION.giftCardMultiplier, 2],
    ['brand tokens: 2 per dollar', BRAND_TOKEN_EXAMPLE.tokensPerDollar, 2],
    ['50 tokens for a free drink', BRAND_TOKEN_EXAMPLE.tokensForFreeDrink, 50],
    ['calculator range from 0', SPEND_RANGE.min, 0],
    ['calculator range to 1000', SPEND_RANGE.max, 1000],
    ['calculator integer steps', SPEND_RANGE.step, 1],
    ['calculator default 100', SPEND_RANGE.initial, 100],
    ['12% spend lift', CLAIMS.spendLiftPercent, 12],
    ['16% return-rate increase', CLAIMS.returnRateIncreasePercent, 16],
    ['5-minute install', CLAIMS.installMinutes, 5],
    ['go-live in 30 minutes', CLAIMS.goLiveMinutes, 30],
    ['support replies within 3 business days', CLAIMS.supportReplyBusinessDays, 3],
    ['carousel interval 4000 ms', TIMINGS.carouselIntervalMs, 4000],
    ['copy feedback 2 s', TIMINGS.copyFeedbackMs, 2000],
    ['top-bar threshold 20 px', TIMINGS.topBarScrollThresholdPx, 20],
    ['smooth scroll 800 ms', TIMINGS.sectionScrollMs, 800],
    ['scroll offset -80', TIMINGS.sectionScrollOffsetPx, -80],
    ['logo scroll 500 ms', TIMINGS.logoScrollMs, 500],
    ['accordion 0.3 s', TIMINGS.accordionMs, 300],
    ['mobile menu 80% wide', TIMINGS.mobileMenuWidthPercent, 80],
    ['marquee speed 40', TIMINGS.marqueeSpeedPxPerSecond, 40],
    ['sections reveal at 20% visible', TIMINGS.revealThreshold, 0.2],
    ['or at 10% in some places', TIMINGS.revealThresholdLow, 0.1],
  ])('%s', (_, actual, expected) => {
    expect(actual).toBe(expected);
  });
});
