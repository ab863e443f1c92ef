import styled from 'styled-components';

import { Container, Section, type SectionTone } from '@/components/ui/section/section';
import { theme } from '@/styles/tokens';

import { type Block } from '../shared/block';

const Label = styled.h2`
  margin-bottom: ${theme.space[6]};
  text-align: center;
  font-size: ${theme.text.lg};
  font-weight: ${theme.weight.semibold};
  color: ${theme.color.inkMuted};
`;

const Names = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space[4]} ${theme.space[10]};
  list-style: none;
  li {
    font-size: ${theme.text.xl};
    font-weight: ${theme.weight.heavy};
    letter-spacing: -0.01em;
    color: ${theme.color.inkMuted};
  }
`;

/** The names of partners or platforms in a centred row, under a line that says what they are. */
function LogoStrip({ title, names, tone }: { title: string; names: string[]; tone?: SectionTone }) {
  return (
    <Section $tone={tone} aria-label={title}>
      <Container>
        <Label>{title}</Label>
        <Names>
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </Names>
      </Container>
    </Section>
  );
}

/** The logoStrip block: its heading, then what it holds. */
export function LogoStripBlock({ block }: { block: Block<'logoStrip'> }) {
  return <LogoStrip title={block.title} names={block.names} tone={block.tone} />;
}
