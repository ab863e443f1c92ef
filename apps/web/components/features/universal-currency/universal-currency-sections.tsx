import { EARNING, REDEMPTION } from '@brp/core/constants';

import { Band, Cards } from '@/components/page/blocks';

/** How the shared currency works: earn anywhere, redeem anywhere, star tokens on top. */
export function CurrencyBasics() {
  return (
    <Band
      eyebrow="How it works"
      title="One currency, accepted on every street in the network"
      lead="Points from one shop are worth the same at the next. No conversion, no expiry, no app per merchant."
    >
      <Cards
        items={[
          {
            icon: 'currency',
            title: 'Earn everywhere',
            body: `${EARNING.brpPerDollar} reward point (BRP) for every dollar you spend at any partner, credited to your wallet automatically.`,
          },
          {
            icon: 'token',
            title: 'Redeem anywhere',
            body: `From ${REDEMPTION.minimumBrp} BRP: ${REDEMPTION.stablecoinPerMinimum} XUSD/USDC on your debit card, or $${REDEMPTION.giftCardDollarsPerMinimum} of value on a gift-card NFT that earns at ${REDEMPTION.giftCardMultiplier}×.`,
          },
          {
            icon: 'badge',
            title: 'Star tokens on top',
            body: `Spend $${EARNING.starTokenSpendStep} and earn ${EARNING.starTokenSpendStep} BRP plus ${EARNING.starTokensPerStep} star tokens. ${EARNING.starTokensForFreeItem} star tokens buy a free item and unlock a badge worth ${EARNING.badgeDiscountPercent}% off.`,
          },
        ]}
      />
    </Band>
  );
}

const WALLET_BENEFITS = [
  ['Real-time balances', 'See points land the moment you pay.'],
  ['Transaction history', 'Every earn and redemption, shop by shop.'],
  ['Reward forecasts', 'Predictions of what next month will earn you.'],
  ['Stablecoin in and out', 'Deposit and withdraw XUSD/USDC whenever you like.'],
  ['Referral bonuses', 'Bring a friend, both of you earn.'],
  ['Tier progress', 'Watch your way to the next tier.'],
  ['Cross-vendor challenges', 'Visit three cafés this month, earn a bonus.'],
  ['QR and barcode support', 'Show your code at any till.'],
  ['Offline earning credits', 'No signal? Your points arrive when it returns.'],
] as const;

/** Everything else the wallet does. */
export function WalletBenefits() {
  return (
    <Band tone="light" eyebrow="In your wallet" title="Everything you earn, in one place">
      <Cards items={WALLET_BENEFITS.map(([title, body]) => ({ title, body }))} />
    </Band>
  );
}
