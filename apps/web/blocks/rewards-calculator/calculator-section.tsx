import { BRAND_TOKEN_EXAMPLE, REDEMPTION } from '@brp/core/constants';
import styled from 'styled-components';

import { Panel } from '@/components/ui/panel/panel';
import {
  Container,
  Section,
  SectionHeader,
  type SectionTone,
} from '@/components/ui/section/section';
import { media, theme } from '@/styles/tokens';

import { SpendCalculator, SpendFigure, SpendShare, SpendSlider } from './spend-calculator';

const Calculator = styled(Panel)`
  display: grid;
  gap: ${theme.space[5]};
`;

const Control = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
`;

const SpendLabel = styled.label`
  font-size: ${theme.text.lg};
  font-weight: ${theme.weight.bold};
`;

const Spend = styled.output`
  font-size: ${theme.text.h2};
  font-weight: ${theme.weight.heavy};
  color: ${theme.color.primary};
`;

const Slider = styled(SpendSlider)`
  width: 100%;
  height: ${theme.size.tap};
  accent-color: ${theme.color.primary};
  cursor: pointer;
`;

const Track = styled.div`
  height: 0.5rem;
  overflow: hidden;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.border};
`;

const Share = styled(SpendShare)`
  display: block;
  height: 100%;
  border-radius: inherit;
  background: linear-gradient(90deg, ${theme.color.primary}, ${theme.color.accent});
`;

const Points = styled.p`
  color: ${theme.color.inkMuted};
`;

// Not a CardGrid: a description list, with a tighter gap than the card grids.
const Results = styled.dl`
  display: grid;
  gap: ${theme.space[4]};
  margin: 0;
  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Result = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${theme.space[1]};
  padding: ${theme.space[5]};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surfaceTint};
`;

const ResultName = styled.dt`
  font-size: ${theme.text.sm};
  color: ${theme.color.inkMuted};
`;

const ResultValue = styled.dd`
  margin: 0;
  font-size: ${theme.text.h3};
  font-weight: ${theme.weight.heavy};
`;

/**
 * "Try It Out": the rewards calculator, with the rates it uses spelled out. A page block may name
 * it otherwise; the rates and what it computes are @brp/core's. Its ids allow one per page.
 */
export function CalculatorSection({
  eyebrow = 'Try It Out',
  title = 'See what your monthly spend earns',
  tone = 'muted',
}: {
  eyebrow?: string;
  title?: string;
  tone?: SectionTone;
}) {
  return (
    <Section id="try-it-out" $tone={tone} aria-labelledby="try-title">
      <Container>
        <SectionHeader
          titleId="try-title"
          eyebrow={eyebrow}
          title={title}
          lead={`Every ${REDEMPTION.minimumBrp} BRP redeem for ${REDEMPTION.stablecoinPerMinimum} XUSD on your debit card or $${REDEMPTION.giftCardDollarsPerMinimum} of gift-card credit. Brand tokens show a partner earning ${BRAND_TOKEN_EXAMPLE.tokensPerDollar} per dollar.`}
        />
        <Calculator $width="52rem">
          <SpendCalculator>
            <Control>
              <SpendLabel htmlFor="monthly-spend">Monthly Spend</SpendLabel>
              <Spend htmlFor="monthly-spend">
                $<SpendFigure of="spend" />
              </Spend>
            </Control>
            <Slider />
            <Track aria-hidden="true">
              <Share />
            </Track>
            <Points>
              That earns{' '}
              <strong>
                <SpendFigure of="points" /> BRP
              </strong>{' '}
              a month, redeemable for:
            </Points>
            <Results>
              <Result>
                <ResultName>XUSD on your debit card</ResultName>
                <ResultValue data-testid="result-xusd">
                  <SpendFigure of="xusd" />
                </ResultValue>
              </Result>
              <Result>
                <ResultName>Gift-card in-store credit</ResultName>
                <ResultValue data-testid="result-gift-card">
                  $<SpendFigure of="giftCardDollars" />
                </ResultValue>
              </Result>
              <Result>
                <ResultName>Brand tokens</ResultName>
                <ResultValue data-testid="result-brand-tokens">
                  <SpendFigure of="brandTokens" />
                </ResultValue>
              </Result>
            </Results>
          </SpendCalculator>
        </Calculator>
      </Container>
    </Section>
  );
}
