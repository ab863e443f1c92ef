import { FORM_TEXT } from '@brp/core/messages';
import { type Billing, BILLING_OPTIONS, MONTHLY_BILLING_FACTOR, priceFor } from '@brp/core/pricing';
import styled from 'styled-components';

import { Reveal } from '@/components/motion/reveal';
import { buttonBase, buttonSizes, buttonVariants } from '@/components/ui/button/button-styles';
import { CardGrid } from '@/components/ui/card-grid/card-grid';
import { hoverLift } from '@/components/ui/hover-lift/hover-lift';
import { TooltipButton } from '@/components/ui/tooltip/tooltip-button';
import { tooltipStyles } from '@/components/ui/tooltip/tooltip-styles';
import { Container, Section, SectionHeader } from '@/components/ui/section/section';
import type { Plan } from '@/lib/content';
import { theme } from '@/styles/tokens';

import type { SectionHeadingWords } from '../shared/block';

import { BillingToggle } from './billing-toggle';

const Note = styled.p`
  font-size: ${theme.text.sm};
  color: ${theme.color.inkMuted};
`;

const Grid = styled(CardGrid)`
  align-items: stretch;
  li > div {
    height: 100%;
  }
`;

const PlanCard = styled.article<{ $popular: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[5]};
  height: 100%;
  padding: ${theme.space[8]} ${theme.space[6]};
  border: ${({ $popular }) => ($popular ? '2px' : '1px')} solid
    ${({ $popular }) => ($popular ? theme.color.primary : theme.color.border)};
  border-radius: ${theme.radius.xl};
  background: ${theme.color.surface};
  box-shadow: ${({ $popular }) => ($popular ? theme.shadow.lg : theme.shadow.sm)};
  ${hoverLift('6px', theme.color.primary)}
  h3 {
    font-size: ${theme.text.h3};
  }
`;

const Ribbon = styled.p`
  position: absolute;
  top: 0;
  left: 50%;
  transform: translate(-50%, -50%);
  padding: ${theme.space[1]} ${theme.space[4]};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.primary};
  color: ${theme.color.onPrimary};
  font-size: ${theme.text.xs};
  font-weight: ${theme.weight.bold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  white-space: nowrap;
`;

const Price = styled.p`
  display: grid;
  gap: ${theme.space[1]};
  strong {
    font-size: ${theme.text.h2};
    font-weight: ${theme.weight.heavy};
    letter-spacing: -0.03em;
    line-height: 1;
  }
  small {
    font-size: ${theme.text.sm};
    color: ${theme.color.inkMuted};
  }
`;

const Allowance = styled.p`
  padding: ${theme.space[3]} ${theme.space[4]};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surfaceTint};
  font-size: ${theme.text.sm};
  font-weight: ${theme.weight.semibold};
`;

const Included = styled.ul`
  display: grid;
  gap: ${theme.space[3]};
  list-style: none;
  flex: 1;
  li {
    display: flex;
    gap: ${theme.space[3]};
    color: ${theme.color.inkMuted};
  }
  li::before {
    content: '✓';
    color: ${theme.color.accent};
    font-weight: 800;
  }
`;

const PlanButton = styled(TooltipButton)`
  ${tooltipStyles}
  display: grid;
  button {
    ${buttonBase}
    ${buttonSizes.md}
    ${buttonVariants.secondary}
    width: 100%;
  }
`;

const TierRule = styled.p`
  margin-top: ${theme.space[10]};
  text-align: center;
  color: ${theme.color.inkMuted};
`;

const money = (amount: number) => `$${amount.toLocaleString('en-US')}`;

const BILLING_NOTE: Record<Billing, string> = {
  annual: 'per month, billed annually',
  monthly: 'per month, billed monthly',
};

function PlanPrice({ plan }: { plan: Plan }) {
  if (plan.price === null || plan.price === 'custom') {
    return (
      <Price>
        <strong>Custom</strong>
        <small>Contact us for a quote</small>
      </Price>
    );
  }
  const annual = plan.price;
  return (
    <>
      {BILLING_OPTIONS.map((billing) => (
        <Price key={billing} data-price={billing}>
          <strong>{money(priceFor(annual, billing) as number)}</strong>
          <small>{BILLING_NOTE[billing]}</small>
        </Price>
      ))}
    </>
  );
}

function allowance(plan: Plan): string {
  if (typeof plan.includedTransactions !== 'number') return 'Custom on-chain transaction volume';
  return `${plan.includedTransactions.toLocaleString('en-US')} on-chain transactions / month included`;
}

/** #pricing: the plans from the CMS, Annual or Monthly billing, buttons waiting for launch. */
export function Pricing({ heading, plans }: { heading: SectionHeadingWords; plans: Plan[] }) {
  return (
    <Section id="pricing" $tone="tint" aria-labelledby="pricing-title">
      <Container>
        <SectionHeader
          titleId="pricing-title"
          eyebrow={heading.eyebrow}
          title={heading.title}
          lead={heading.lead}
        />
        <BillingToggle
          note={<Note>Monthly billing is {MONTHLY_BILLING_FACTOR}× the annual rate.</Note>}
        >
          <Grid $lg={3}>
            {plans.map((plan, position) => (
              <li key={plan._id}>
                <Reveal delay={position * 0.08}>
                  <PlanCard $popular={plan.isPopular} aria-labelledby={`plan-${plan._id}`}>
                    {plan.isPopular ? <Ribbon>Most popular</Ribbon> : null}
                    <h3 id={`plan-${plan._id}`}>{plan.title}</h3>
                    <PlanPrice plan={plan} />
                    <Allowance>{allowance(plan)}</Allowance>
                    <Included aria-label={`${plan.title} includes`}>
                      {plan.features.map((feature) => (
                        <li key={feature}>{feature}</li>
                      ))}
                    </Included>
                    <PlanButton
                      label={plan.ctaLabel}
                      tooltip={FORM_TEXT.pricingTooltip}
                      unavailable
                    />
                  </PlanCard>
                </Reveal>
              </li>
            ))}
          </Grid>
        </BillingToggle>
        <TierRule>
          Go over your plan&apos;s included transactions and you move up to the next tier
          automatically, so a busy month never interrupts your rewards.
        </TierRule>
      </Container>
    </Section>
  );
}
