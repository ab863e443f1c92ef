import styled from 'styled-components';

import { theme } from '@/styles/tokens';
import { Band } from '@/components/page/blocks';

import { type Block, sectionHeading } from '../shared/block';

const Note = styled.div`
  display: grid;
  gap: ${theme.space[4]};
  max-width: 48rem;
  margin: 0 auto;
  padding: ${theme.space[8]};
  border-radius: ${theme.radius.xl};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.sm};
  p {
    color: ${theme.color.inkMuted};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space[2]};
    list-style: none;
  }
  li {
    padding: ${theme.space[1]} ${theme.space[3]};
    border-radius: ${theme.radius.pill};
    background: ${theme.color.surfaceTint};
    font-weight: ${theme.weight.semibold};
  }
  small {
    color: ${theme.color.accent};
    font-weight: ${theme.weight.bold};
  }
`;

/** A note in a panel, with a row of tags under it, some marked "(soon)". */
function TagNote({
  text,
  tagsLabel,
  tags,
}: {
  text: string;
  tagsLabel: string;
  tags: { _key: string; label: string; soon?: boolean }[];
}) {
  return (
    <Note>
      <p>{text}</p>
      <ul aria-label={tagsLabel}>
        {tags.map((tag) =>
          tag.soon ? (
            // One text node with its space, as the words are shaped together.
            <li key={tag._key}>
              {`${tag.label} `}
              <small>(soon)</small>
            </li>
          ) : (
            <li key={tag._key}>{tag.label}</li>
          ),
        )}
      </ul>
    </Note>
  );
}

/** The tagNote block: its heading, then what it holds. */
export function TagNoteBlock({ block }: { block: Block<'tagNote'> }) {
  return (
    <Band {...sectionHeading(block)}>
      <TagNote text={block.text} tagsLabel={block.tagsLabel} tags={block.tags} />
    </Band>
  );
}
