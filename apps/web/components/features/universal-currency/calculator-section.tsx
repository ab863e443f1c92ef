import { BRAND_TOKEN_EXAMPLE, REDEMPTION } from '@brp/core/constants';
import styled from 'styled-components';

import { Container, Section, SectionHeader } from '@/components/ui/section/section';
import { media, theme } from '@/styles/tokens';

import { SpendCalculator } from './spend-calculator';

const Calculator = styled(SpendCalculator)`
  display: grid;
  gap: ${theme.space[5]};
  max-width: 52rem;
  margin: 0 auto;
  padding: ${theme.space[8]} ${theme.space[6]};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.xl};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.lg};

  [data-part='control'] {
    display: flex;
    align-items: baseline;
    justify-content: space-between;
    label {
      font-size: ${theme.text.lg};
      font-weight: ${theme.weight.bold};
    }
  }
  [data-part='spend'] {
    font-size: ${theme.text.h2};
    font-weight: ${theme.weight.heavy};
    color: ${theme.color.primary};
  }
  input[type='range'] {
    width: 100%;
    height: ${theme.size.tap};
    accent-color: ${theme.color.primary};
    cursor: pointer;
  }
  [data-part='progress'] {
    height: 0.5rem;
    overflow: hidden;
    border-radius: ${theme.radius.pill};
    background: ${theme.color.border};
    span {
      display: block;
      height: 100%;
      border-radius: inherit;
      background: linear-gradient(90deg, ${theme.color.primary}, ${theme.color.accent});
    }
  }
  [data-part='points'] {
    color: ${theme.color.inkMuted};
  }
  [data-part='results'] {
    display: grid;
    gap: ${theme.space[4]};
    margin: 0;
    ${media.md} {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
    div {
      display: flex;
      flex-direction: column-reverse;
      gap: ${theme.space[1]};
      padding: ${theme.space[5]};
      border-radius: ${theme.radius.lg};
      background: ${theme.color.surfaceTint};
    }
    dt {
      font-size: ${theme.text.sm};
      color: ${theme.color.inkMuted};
    }
    dd {
      margin: 0;
      font-size: ${theme.text.h3};
      font-weight: ${theme.weight.heavy};
    }
  }
`;

/** "Try It Out": the rewards calculator, with the rates it uses spelled out. */
export function CalculatorSection() {
  return (
    <Section id="try-it-out" $tone="muted" aria-labelledby="try-title">
      <Container>
        <SectionHeader
          titleId="try-title"
          eyebrow="Try It Out"
          title="See what your monthly spend earns"
          lead={`Every ${REDEMPTION.minimumBrp} BRP redeem for ${REDEMPTION.stablecoinPerMinimum} XUSD on your debit card or $${REDEMPTION.giftCardDollarsPerMinimum} of gift-card credit. Brand tokens show a partner earning ${BRAND_TOKEN_EXAMPLE.tokensPerDollar} per dollar.`}
        />
        <Calculator />
      </Container>
    </Section>
  );
}
