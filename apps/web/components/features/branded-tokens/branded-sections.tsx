import { BRAND_TOKEN_EXAMPLE } from '@brp/core/constants';

import { Band, Cards, Steps } from '@/components/page/blocks';

export function BrandedBenefits() {
  return (
    <Band eyebrow="Key benefits" title="Your brand, on a network of regulars">
      <Cards
        items={[
          {
            icon: 'badge',
            title: 'Your brand, your rules',
            body: 'Name your token, set how it is earned and what it buys.',
          },
          {
            icon: 'token',
            title: 'Keep your history',
            body: 'Bring legacy points and punch cards with you; nobody starts from zero.',
          },
          {
            icon: 'currency',
            title: 'Network reach',
            body: 'Your token sits beside the shared currency in every customer’s wallet.',
          },
        ]}
      />
    </Band>
  );
}

export function Migration() {
  return (
    <Band tone="muted" eyebrow="Migration" title="Three steps from punch card to token">
      <Steps
        steps={[
          {
            title: 'Upload your data',
            body: 'Import customers and balances by CSV or through our API. Punch cards convert at a rate you choose.',
          },
          {
            title: 'Configure your token',
            body: `Set earn rates, expiry and redemption tiers, e.g. ${BRAND_TOKEN_EXAMPLE.tokensPerDollar} tokens per dollar, ${BRAND_TOKEN_EXAMPLE.tokensForFreeDrink} for a free drink.`,
          },
          {
            title: 'Launch',
            body: 'Go live at the till and run timed campaigns: double tokens on quiet afternoons, a free pastry on birthdays.',
          },
        ]}
      />
    </Band>
  );
}

export function BrandedUseCases() {
  return (
    <Band eyebrow="Use cases" title="How local businesses use brand tokens">
      <Cards
        items={[
          {
            title: 'Coffee chain',
            body: 'A three-shop café swaps paper cards for a token regulars use at every location.',
            points: [
              'Free drink every 50 tokens',
              'Morning-rush boosters',
              'One balance across all three shops',
            ],
          },
          {
            title: 'Fitness studio',
            body: 'A studio rewards attendance streaks and referrals instead of discounting memberships.',
            points: [
              'Badges for 10, 25 and 50 classes',
              'Referral rewards for both members',
              'Tiers that unlock guest passes',
            ],
          },
          {
            title: 'Restaurant',
            body: 'A neighbourhood restaurant fills quiet nights with timed campaigns.',
            points: [
              'Double tokens Monday to Wednesday',
              'Birthday dessert NFTs',
              'Tiers for regulars that skip the queue',
            ],
          },
        ]}
      />
    </Band>
  );
}

export function TokenFeatures() {
  return (
    <Band tone="muted" eyebrow="Token features" title="Everything a loyalty programme needs">
      <Cards
        items={[
          {
            title: 'Custom rewards',
            body: 'Anything from a free coffee to early access, priced in your token.',
          },
          { title: 'Tier systems', body: 'Bronze to gold, unlocked by spend, visits or badges.' },
          {
            title: 'Referral programs',
            body: 'Reward the customer who brings a friend, and the friend.',
          },
          {
            title: 'Flexible rules',
            body: 'Change earn rates, expiry and campaigns without touching the till.',
          },
          {
            title: 'Token trading',
            body: 'Let customers send tokens to each other, or keep them personal.',
          },
          {
            title: 'Fraud protection',
            body: 'Signed transactions and anomaly checks stop balances being drained.',
          },
        ]}
      />
    </Band>
  );
}
