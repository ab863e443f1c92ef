import type { ReactNode } from 'react';
import styled from 'styled-components';

import { Reveal } from '@/components/motion/reveal';
import { ButtonRow } from '@/components/ui/button-row/button-row';
import { cardSurface } from '@/components/ui/card/card-styles';
import { CardGrid } from '@/components/ui/card-grid/card-grid';
import { FeatureIcon, type FeatureIconName } from '@/components/ui/icon/feature-icon';
import {
  Container,
  Section,
  SectionHeader,
  type SectionTone,
} from '@/components/ui/section/section';
import { media, theme } from '@/styles/tokens';

export interface CardItem {
  title: string;
  body: ReactNode;
  icon?: FeatureIconName;
  /** Extra lines under the body, e.g. a use case's benefits. */
  points?: string[];
}

// The cards are styled from their grid, so their rules are written once per grid rather than once
// per card: on the server, styled-components writes a component's CSS next to every instance.
const Grid = styled(CardGrid)`
  > li {
    display: grid;
    gap: ${theme.space[3]};
    align-content: start;
    ${cardSurface}
  }
  h3 {
    font-size: ${theme.text.xl};
  }
  p {
    color: ${theme.color.inkMuted};
  }
  > li ul {
    display: grid;
    gap: ${theme.space[2]};
    list-style: none;
  }
  > li li {
    display: flex;
    gap: ${theme.space[2]};
    color: ${theme.color.inkMuted};
  }
  > li li::before {
    content: '✓';
    color: ${theme.color.accent};
    font-weight: 800;
  }
`;

const IconTile = styled.span`
  display: grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: ${theme.radius.md};
  background: ${theme.color.primarySoft};
  color: ${theme.color.primary};
`;

/** A band of the page: a section header, then what it holds. */
export function Band({
  id,
  tone = 'light',
  eyebrow,
  title,
  lead,
  children,
}: {
  id?: string;
  tone?: SectionTone;
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Section id={id} $tone={tone} aria-label={title}>
      <Container>
        <SectionHeader eyebrow={eyebrow} title={title} lead={lead} />
        <Reveal amount={0.1}>{children}</Reveal>
      </Container>
    </Section>
  );
}

/** Cards in a responsive grid: benefits, features, use cases. */
export function Cards({ items, columns = 3 }: { items: CardItem[]; columns?: 2 | 3 }) {
  return (
    <Grid $gap={5} $md={2} $lg={columns}>
      {items.map((item) => (
        <li key={item.title}>
          {item.icon ? (
            <IconTile>
              <FeatureIcon name={item.icon} />
            </IconTile>
          ) : null}
          <h3>{item.title}</h3>
          <p>{item.body}</p>
          {item.points ? (
            <ul>
              {item.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </Grid>
  );
}

const StepList = styled.ol`
  display: grid;
  gap: ${theme.space[5]};
  list-style: none;
  counter-reset: step;
  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  li {
    counter-increment: step;
    display: grid;
    gap: ${theme.space[2]};
    align-content: start;
    padding: ${theme.space[6]};
    border-radius: ${theme.radius.lg};
    background: ${theme.color.surface};
    box-shadow: ${theme.shadow.sm};
  }
  li::before {
    content: 'Step ' counter(step);
    font-size: ${theme.text.sm};
    font-weight: ${theme.weight.bold};
    color: ${theme.color.primary};
  }
  h3 {
    font-size: ${theme.text.xl};
  }
  p {
    color: ${theme.color.inkMuted};
  }
`;

/** Numbered steps of a process. */
export function Steps({ steps }: { steps: { title: string; body: ReactNode }[] }) {
  return (
    <StepList>
      {steps.map((step) => (
        <li key={step.title}>
          <h3>{step.title}</h3>
          <p>{step.body}</p>
        </li>
      ))}
    </StepList>
  );
}

const CtaRoot = styled(Section)`
  text-align: center;
  background:
    radial-gradient(40rem 20rem at 50% 0%, ${theme.glow.violetStrong}, transparent 70%),
    ${theme.color.night};
`;

const CtaInner = styled.div`
  display: grid;
  gap: ${theme.space[6]};
  justify-items: center;
  h2 {
    font-size: ${theme.text.h2};
    max-width: 40rem;
  }
  p {
    max-width: 36rem;
    font-size: ${theme.text.lg};
    color: ${theme.color.onNightMuted};
  }
`;

/** The closing call to action of a page, on the dark band. */
export function CtaBand({
  title,
  text,
  children,
}: {
  title: string;
  text?: ReactNode;
  children: ReactNode;
}) {
  return (
    <CtaRoot $tone="night" data-tone="night" aria-label={title}>
      <Container>
        <CtaInner>
          <h2>{title}</h2>
          {text ? <p>{text}</p> : null}
          <ButtonRow $align="center">{children}</ButtonRow>
        </CtaInner>
      </Container>
    </CtaRoot>
  );
}
