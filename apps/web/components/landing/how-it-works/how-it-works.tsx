import { EARNING, REDEMPTION } from '@brp/core/constants';
import styled from 'styled-components';

import { Reveal } from '@/components/motion/reveal';
import { Container, Section, SectionHeader } from '@/components/ui/section/section';
import { media, theme } from '@/styles/tokens';

// The steps are styled from their list: one set of rules rather than one per step.
const Steps = styled.ol`
  display: grid;
  gap: ${theme.space[6]};
  list-style: none;
  counter-reset: step;
  ${media.md} {
    grid-template-columns: repeat(3, 1fr);
  }

  > li {
    counter-increment: step;
    display: grid;
    gap: ${theme.space[3]};
    align-content: start;
    padding: ${theme.space[8]} ${theme.space[6]};
    border-radius: ${theme.radius.lg};
    background: ${theme.color.surface};
    box-shadow: ${theme.shadow.sm};
  }
  > li::before {
    content: counter(step, decimal-leading-zero);
    font-size: ${theme.text.h2};
    font-weight: ${theme.weight.heavy};
    line-height: 1;
    background: linear-gradient(135deg, ${theme.color.primary}, ${theme.color.accent});
    -webkit-background-clip: text;
    background-clip: text;
    color: transparent;
  }
  h3 {
    font-size: ${theme.text.xl};
  }
  p {
    color: ${theme.color.inkMuted};
  }
`;

const Footnote = styled.p`
  margin-top: ${theme.space[10]};
  text-align: center;
  color: ${theme.color.inkMuted};
  strong {
    color: ${theme.color.ink};
  }
`;

const perStep = EARNING.starTokenSpendStep;

/** #how-it-works: earning and redeeming in three steps, with the network's real rates. */
export function HowItWorks() {
  return (
    <Section id="how-it-works" $tone="muted" aria-labelledby="how-title">
      <Container>
        <SectionHeader
          titleId="how-title"
          eyebrow="How it works"
          title="Shop local. Earn once. Spend anywhere."
          lead="No punch cards, no app per shop. One wallet collects rewards from every partner on your street."
        />
        <Reveal amount={0.1}>
          <Steps>
            <li>
              <h3>Shop at any partner</h3>
              <p>
                Pay the way you always do. Your wallet is recognised at the till by QR code or
                barcode, even offline.
              </p>
            </li>
            <li>
              <h3>Earn automatically</h3>
              <p>
                {EARNING.brpPerDollar} BRP for every dollar, credited in real time, plus{' '}
                {EARNING.starTokensPerStep} star tokens per ${perStep}.{' '}
                {EARNING.starTokensForFreeItem} star tokens buy a free item and unlock a badge worth{' '}
                {EARNING.badgeDiscountPercent}% off.
              </p>
            </li>
            <li>
              <h3>Redeem anywhere</h3>
              <p>
                From {REDEMPTION.minimumBrp} BRP: {REDEMPTION.stablecoinPerMinimum} USDC on your
                debit card, or ${REDEMPTION.giftCardDollarsPerMinimum} of gift-card value to spend
                at any merchant in the network.
              </p>
            </li>
          </Steps>
        </Reveal>
        <Footnote>
          <strong>Rewards are tokens you own.</strong> They never expire, and you can send them to
          anyone.
        </Footnote>
      </Container>
    </Section>
  );
}
