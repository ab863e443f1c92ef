import Link from 'next/link';
import styled from 'styled-components';

import { Reveal } from '@/components/motion/reveal';
import { cardSurface, goldPill, interactiveCard } from '@/components/ui/card/card-styles';
import { FeatureIcon } from '@/components/ui/icon/feature-icon';
import { Container, Section, SectionHeader } from '@/components/ui/section/section';
import type { FeatureCard } from '@/lib/content';
import { media, theme } from '@/styles/tokens';

// The cards are styled from their grid, so their rules are written once rather than once per card
// (on the server, styled-components writes a component's CSS next to every instance).
const Grid = styled.ul`
  display: grid;
  gap: ${theme.space[5]};
  list-style: none;
  li > div {
    height: 100%;
  }
  ${media.md} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.xl} {
    grid-template-columns: repeat(4, 1fr);
  }

  article {
    position: relative;
    display: grid;
    gap: ${theme.space[3]};
    align-content: start;
    height: 100%;
    ${cardSurface}
    ${interactiveCard('4px', theme.color.primarySoft)}
  }
  h3 {
    font-size: ${theme.text.xl};
  }
  p {
    color: ${theme.color.inkMuted};
  }
  [data-part='icon'] {
    display: grid;
    place-items: center;
    width: 3rem;
    height: 3rem;
    margin-bottom: ${theme.space[2]};
    border-radius: ${theme.radius.md};
    background: ${theme.color.primarySoft};
    color: ${theme.color.primary};
  }
  /* The whole card is the link's target area; the link itself stays the heading's text. */
  [data-part='link'] {
    text-decoration: none;
    &::after {
      content: '';
      position: absolute;
      inset: 0;
      border-radius: inherit;
    }
    &:focus-visible {
      outline: none;
    }
    &:focus-visible::after {
      outline: 3px solid ${theme.color.focus};
      outline-offset: 3px;
    }
  }
  [data-part='more'] {
    margin-top: ${theme.space[2]};
    font-weight: ${theme.weight.bold};
    color: ${theme.color.primary};
  }
  [data-part='soon'] {
    justify-self: start;
    ${goldPill}
  }
`;

/** #features: the feature cards edited in the CMS, each opening its feature page. */
export function Features({ cards }: { cards: FeatureCard[] }) {
  return (
    <Section id="features" $tone="light" aria-labelledby="features-title">
      <Container>
        <SectionHeader
          titleId="features-title"
          eyebrow="Features"
          title="Everything a neighbourhood needs to reward its regulars"
          lead="One currency shoppers can spend anywhere, tokens they truly own, and tools merchants can switch on in minutes."
        />
        <Grid>
          {cards.map((card, position) => (
            <li key={card._id}>
              <Reveal delay={position * 0.06}>
                <article>
                  <span data-part="icon">
                    <FeatureIcon name={card.icon} />
                  </span>
                  {card.comingSoon ? <span data-part="soon">Coming Soon</span> : null}
                  <h3>
                    <Link href={card.href} data-part="link">
                      {card.title}
                    </Link>
                  </h3>
                  <p>{card.description}</p>
                  <span data-part="more" aria-hidden="true">
                    Learn more →
                  </span>
                </article>
              </Reveal>
            </li>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}
