import type { Block } from '../types';

/** A howItWorks block as the seed's landing page has it. */
export const howItWorksExample: Block<'howItWorks'> = {
  _type: 'howItWorks',
  _key: 'how-it-works',
  eyebrow: 'How it works',
  title: 'Shop local. Earn once. Spend anywhere.',
  lead: 'No punch cards, no app per shop. One wallet collects rewards from every partner on your street.',
  steps: [
    {
      _type: 'howStep',
      _key: 'shop',
      title: 'Shop at any partner',
      body: 'Pay the way you always do. Your wallet is recognised at the till by QR code or barcode, even offline.',
    },
    {
      _type: 'howStep',
      _key: 'earn',
      title: 'Earn automatically',
      body: '{brpPerDollar} BRP for every dollar, credited in real time, plus {starTokensPerStep} star tokens per ${starTokenSpendStep}. {starTokensForFreeItem} star tokens buy a free item and unlock a badge worth {badgeDiscountPercent}% off.',
    },
    {
      _type: 'howStep',
      _key: 'redeem',
      title: 'Redeem anywhere',
      body: 'From {redemptionMinimumBrp} BRP: {stablecoinPerMinimum} USDC on your debit card, or ${giftCardDollarsPerMinimum} of gift-card value to spend at any merchant in the network.',
    },
  ],
  footnote: {
    lead: 'Rewards are tokens you own.',
    text: 'They never expire, and you can send them to anyone.',
  },
};
