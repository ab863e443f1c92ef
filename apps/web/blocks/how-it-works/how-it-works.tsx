import styled from 'styled-components';

import { Reveal } from '@/components/motion/reveal';
import { Container, Section, SectionHeader } from '@/components/ui/section/section';
import { media, theme } from '@/styles/tokens';

import { BoldLead } from '../shared/bold-lead';
import type { Block } from '../shared/block';

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

/** The how-it-works block, #how-it-works: earning and redeeming in numbered steps, with the network's real rates (the
 * editors write them as figures, filled from @brp/core). */
export function HowItWorksBlock({ block: content }: { block: Block<'howItWorks'> }) {
  return (
    <Section id="how-it-works" $tone="muted" aria-labelledby="how-title">
      <Container>
        <SectionHeader
          titleId="how-title"
          eyebrow={content.eyebrow}
          title={content.title}
          lead={content.lead}
        />
        <Reveal amount={0.1}>
          <Steps>
            {content.steps.map((step) => (
              <li key={step._key}>
                <h3>{step.title}</h3>
                <p>{step.body}</p>
              </li>
            ))}
          </Steps>
        </Reveal>
        <Footnote>
          <BoldLead lead={content.footnote.lead} text={content.footnote.text} />
        </Footnote>
      </Container>
    </Section>
  );
}
