import styled from 'styled-components';

import { Band } from '@/components/page/blocks';
import { PortableText } from '@/components/portable-text/portable-text';
import { media, theme } from '@/styles/tokens';

import { type Block, sectionHeading } from '../shared/block';

const Person = styled.figure`
  display: grid;
  gap: ${theme.space[6]};
  align-items: center;
  max-width: 48rem;
  margin: 0 auto;
  padding: ${theme.space[8]};
  border-radius: ${theme.radius.xl};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.md};
  ${media.md} {
    grid-template-columns: auto 1fr;
  }
  figcaption {
    display: grid;
    gap: ${theme.space[2]};
  }
  strong {
    font-size: ${theme.text.h3};
  }
  /* The role, not the avatar (also a span): in the brand colour the initials vanished into it. */
  figcaption > span {
    font-weight: ${theme.weight.semibold};
    color: ${theme.color.primary};
  }
  p {
    color: ${theme.color.inkMuted};
  }
`;

const Avatar = styled.span`
  display: grid;
  place-items: center;
  width: 6rem;
  height: 6rem;
  border-radius: 50%;
  background: linear-gradient(135deg, ${theme.color.primary}, ${theme.color.accent});
  color: ${theme.color.onPrimary};
  font-size: ${theme.text.h3};
  font-weight: ${theme.weight.heavy};
`;

const People = styled.div`
  display: grid;
  gap: ${theme.space[6]};
`;

/** A team block: a card per person, their initials in a round picture, name, role and a few
 * lines about them. */
export function TeamBlock({ block }: { block: Block<'team'> }) {
  const cards = block.members.map((member) => (
    <Person key={member._key}>
      <Avatar aria-hidden="true">{member.initials}</Avatar>
      <figcaption>
        <strong>{member.name}</strong>
        <span>{member.role}</span>
        <PortableText value={member.bio} />
      </figcaption>
    </Person>
  ));
  return (
    <Band {...sectionHeading(block)}>{cards.length === 1 ? cards : <People>{cards}</People>}</Band>
  );
}
