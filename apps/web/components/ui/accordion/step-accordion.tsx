import styled, { keyframes } from 'styled-components';

import { theme } from '@/styles/tokens';

import { Accordion } from './accordion';

const pulse = keyframes`
  0%, 100% { transform: scale(1); opacity: 0.9; }
  50% { transform: scale(1.12); opacity: 1; }
`;

const StepArt = styled.span`
  float: right;
  display: grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  margin: 0 0 ${theme.space[2]} ${theme.space[4]};
  border-radius: 50%;
  background: ${theme.color.primarySoft};
  color: ${theme.color.primary};
  font-size: ${theme.text.xl};
  animation: ${pulse} 2.4s ease-in-out infinite;
`;

const StepBody = styled.div`
  display: grid;
  gap: ${theme.space[3]};
  ul {
    display: grid;
    gap: ${theme.space[2]};
    padding-left: ${theme.space[5]};
  }
`;

export interface AccordionStep {
  id: string;
  title: string;
  /** A symbol drawn beside the text, gently pulsing. */
  art?: string;
  description: string;
  bullets: string[];
}

/** Steps of a process, one open at a time: what happens, then its points. */
export function StepAccordion({ steps }: { steps: AccordionStep[] }) {
  return (
    <Accordion
      items={steps.map((step) => ({
        id: step.id,
        title: step.title,
        content: (
          <StepBody>
            {step.art ? <StepArt aria-hidden="true">{step.art}</StepArt> : null}
            <p>{step.description}</p>
            {step.bullets.length ? (
              <ul>
                {step.bullets.map((bullet) => (
                  <li key={bullet}>{bullet}</li>
                ))}
              </ul>
            ) : null}
          </StepBody>
        ),
      }))}
    />
  );
}
