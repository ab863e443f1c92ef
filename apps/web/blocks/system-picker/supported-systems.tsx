import styled from 'styled-components';

import { media, theme } from '@/styles/tokens';

import { ChosenSystem, type SupportedSystem, SystemPicker, SystemToggle } from './picker-state';

const Picker = styled(SystemPicker)`
  display: grid;
  gap: ${theme.space[5]};
`;

// Not a CardGrid: two columns already on a phone, and a tighter gap than the card grids.
const Systems = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space[3]};
  list-style: none;
  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const System = styled(SystemToggle)`
  display: grid;
  gap: ${theme.space[1]};
  width: 100%;
  min-height: 4.5rem;
  padding: ${theme.space[4]};
  border: 1.5px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  text-align: left;
  cursor: pointer;
  transition:
    border-color ${theme.motion.fast} ease,
    background ${theme.motion.fast} ease;
  &:hover {
    border-color: ${theme.color.borderStrong};
  }
  &[aria-pressed='true'] {
    border-color: ${theme.color.primary};
    background: ${theme.color.surfaceTint};
  }
`;

const SystemName = styled.span`
  font-weight: ${theme.weight.bold};
`;

const SystemKind = styled.span`
  font-size: ${theme.text.sm};
  color: ${theme.color.inkMuted};
`;

const Detail = styled.p`
  min-height: 1.6em;
  text-align: center;
  color: ${theme.color.inkMuted};
`;

/** The systems something works with, as toggles: choosing one says how it connects. */
export function SupportedSystems({
  systems,
  prompt,
}: {
  systems: SupportedSystem[];
  prompt: string;
}) {
  return (
    <Picker systems={systems} prompt={prompt}>
      <Systems>
        {systems.map((system) => (
          <li key={system.name}>
            <System system={system.name}>
              <SystemName>{system.name}</SystemName>
              <SystemKind>{system.kind}</SystemKind>
            </System>
          </li>
        ))}
      </Systems>
      <Detail role="status">
        <ChosenSystem />
      </Detail>
    </Picker>
  );
}
