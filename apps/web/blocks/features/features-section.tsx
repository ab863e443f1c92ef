import styled from 'styled-components';

import { Reveal } from '@/components/motion/reveal';
import { cardSurface, goldPill, wholeCardLink } from '@/components/ui/card/card-styles';
import { CardGrid } from '@/components/ui/card-grid/card-grid';
import { hoverLift } from '@/components/ui/hover-lift/hover-lift';
import { FeatureIcon } from '@/components/ui/icon/feature-icon';
import { Link } from '@/components/ui/link/link';
import { Container, Section, SectionHeader } from '@/components/ui/section/section';
import type { FeatureCard } from '@/lib/content';
import { theme } from '@/styles/tokens';

import type { SectionHeadingWords } from '../shared/block';

const Grid = styled(CardGrid)`
  li > div {
    height: 100%;
  }
`;

const Card = styled.article`
  position: relative;
  display: grid;
  gap: ${theme.space[3]};
  align-content: start;
  height: 100%;
  ${cardSurface}
  ${hoverLift('4px', theme.color.primarySoft)}
  h3 {
    font-size: ${theme.text.xl};
  }
  p {
    color: ${theme.color.inkMuted};
  }
`;

const IconTile = styled.span`
  display: grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  margin-bottom: ${theme.space[2]};
  border-radius: ${theme.radius.md};
  background: ${theme.color.primarySoft};
  color: ${theme.color.primary};
`;

const CardLink = styled(Link)`
  ${wholeCardLink('3px')}
`;

const More = styled.span`
  margin-top: ${theme.space[2]};
  font-weight: ${theme.weight.bold};
  color: ${theme.color.primary};
`;

const Soon = styled.span`
  justify-self: start;
  ${goldPill}
`;

/** #features: the feature cards edited in the CMS, each opening its feature page. */
export function Features({
  heading,
  cards,
}: {
  heading: SectionHeadingWords;
  cards: FeatureCard[];
}) {
  return (
    <Section id="features" $tone="light" aria-labelledby="features-title">
      <Container>
        <SectionHeader
          titleId="features-title"
          eyebrow={heading.eyebrow}
          title={heading.title}
          lead={heading.lead}
        />
        <Grid $gap={5} $md={2} $xl={4}>
          {cards.map((card, position) => (
            <li key={card._id}>
              <Reveal delay={position * 0.06}>
                <Card>
                  <IconTile>
                    <FeatureIcon name={card.icon} />
                  </IconTile>
                  {card.comingSoon ? <Soon>Coming Soon</Soon> : null}
                  <h3>
                    <CardLink href={card.href}>{card.title}</CardLink>
                  </h3>
                  <p>{card.description}</p>
                  <More aria-hidden="true">Learn more →</More>
                </Card>
              </Reveal>
            </li>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}
