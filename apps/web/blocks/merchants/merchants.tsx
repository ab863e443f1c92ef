import styled from 'styled-components';

import { Reveal } from '@/components/motion/reveal';
import { Link } from '@/components/ui/link/link';
import { Container, Eyebrow, Section } from '@/components/ui/section/section';
import { WaitlistButton } from '@/components/waitlist-cta/waitlist-button';
import { media, theme } from '@/styles/tokens';

import { BoldLead } from '../shared/bold-lead';
import type { Block } from '../shared/block';

const Grid = styled.div`
  display: grid;
  gap: ${theme.space[12]};
  align-items: start;
  ${media.lg} {
    grid-template-columns: 1.1fr 1fr;
  }
`;

const Copy = styled.div`
  display: grid;
  gap: ${theme.space[6]};
  justify-items: start;
  h2 {
    font-size: ${theme.text.h2};
  }
  > p {
    font-size: ${theme.text.lg};
    color: ${theme.color.onNightMuted};
  }
`;

const Checks = styled.ul`
  display: grid;
  gap: ${theme.space[3]};
  list-style: none;
  li {
    display: flex;
    gap: ${theme.space[3]};
    color: ${theme.color.onNightMuted};
  }
  li::before {
    content: '✓';
    color: ${theme.color.accentBright};
    font-weight: 800;
  }
  strong {
    color: ${theme.color.onNight};
  }
`;

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 11rem));
  gap: ${theme.space[6]};
  dd {
    margin: 0;
    font-size: ${theme.text.h2};
    font-weight: ${theme.weight.heavy};
    color: ${theme.color.onNight};
  }
  dt {
    order: 2;
    font-size: ${theme.text.sm};
    color: ${theme.color.onNightMuted};
  }
  div {
    display: flex;
    flex-direction: column-reverse;
  }
`;

const TokenCard = styled.article`
  display: grid;
  gap: ${theme.space[5]};
  padding: ${theme.space[8]};
  border: 1px solid ${theme.color.nightBorder};
  border-radius: ${theme.radius.xl};
  background:
    radial-gradient(30rem 16rem at 100% 0%, ${theme.glow.violet}, transparent 70%),
    ${theme.color.nightRaised};
  h3 {
    font-size: ${theme.text.h3};
  }
  p {
    color: ${theme.color.onNightMuted};
  }
`;

const Example = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[4]};
  padding: ${theme.space[4]};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.nightGlass};
  span[aria-hidden] {
    display: grid;
    place-items: center;
    flex: none;
    width: 3rem;
    height: 3rem;
    border-radius: 50%;
    background: linear-gradient(180deg, ${theme.color.goldLight}, ${theme.color.goldDeep});
    color: ${theme.color.onGold};
    font-weight: ${theme.weight.heavy};
  }
  strong {
    color: ${theme.color.onNight};
  }
`;

const Explore = styled(Link)`
  justify-self: start;
  font-weight: ${theme.weight.bold};
  color: ${theme.color.accentBright};
  text-underline-offset: 4px;
`;

/** #vendors, holding #branded-tokens: what merchants get, the claimed results, and Apply Now. */
export function MerchantsBlock({ block: content }: { block: Block<'merchants'> }) {
  const card = content.brandCard;
  return (
    <Section id="vendors" $tone="night" data-tone="night" aria-labelledby="vendors-title">
      <Container>
        <Grid>
          <Copy>
            <Eyebrow>{content.eyebrow}</Eyebrow>
            <h2 id="vendors-title">{content.title}</h2>
            <p>{content.text}</p>
            <Checks>
              {content.checks.map((check) => (
                <li key={check._key}>
                  <span>
                    <BoldLead lead={check.lead} text={check.text} />
                  </span>
                </li>
              ))}
            </Checks>
            <Stats>
              {content.stats.map((stat) => (
                <div key={stat._key}>
                  <dt>{stat.label}</dt>
                  <dd>{stat.value}</dd>
                </div>
              ))}
            </Stats>
            <WaitlistButton type="vendor" variant="primary" size="lg">
              {content.ctaLabel}
            </WaitlistButton>
          </Copy>
          <Reveal>
            <TokenCard id="branded-tokens" aria-labelledby="branded-title">
              <Eyebrow>{card.eyebrow}</Eyebrow>
              <h3 id="branded-title">{card.title}</h3>
              <p>{card.text}</p>
              <Example>
                <span aria-hidden="true">{card.badge}</span>
                <p>
                  <BoldLead lead={card.exampleLead} text={card.example} />
                </p>
              </Example>
              <Explore href="/features/branded-tokens">{card.linkLabel}</Explore>
            </TokenCard>
          </Reveal>
        </Grid>
      </Container>
    </Section>
  );
}
