import styled from 'styled-components';

import { cardSurface } from '@/components/ui/card/card-styles';
import { CardGrid } from '@/components/ui/card-grid/card-grid';
import { theme } from '@/styles/tokens';

// The category cards are styled from the grid: they are plain list items.
const Categories = styled(CardGrid)`
  > li {
    display: grid;
    gap: ${theme.space[4]};
    align-content: start;
    ${cardSurface}
  }
  h3 {
    font-size: ${theme.text.xl};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space[2]};
    list-style: none;
  }
  ul li {
    padding: ${theme.space[2]} ${theme.space[4]};
    border-radius: ${theme.radius.pill};
    background: ${theme.color.surfaceTint};
    font-weight: ${theme.weight.bold};
  }
`;

export interface PlatformGroup {
  _key: string;
  name: string;
  platforms: string[];
}

/** A card per category, its platforms as pills: the Integrations page's supported platforms. */
export function PlatformGroups({ groups }: { groups: PlatformGroup[] }) {
  return (
    <Categories $md={3} $gap={5}>
      {groups.map((group) => (
        <li key={group._key}>
          <h3>{group.name}</h3>
          <ul aria-label={`${group.name} platforms`}>
            {group.platforms.map((platform) => (
              <li key={platform}>{platform}</li>
            ))}
          </ul>
        </li>
      ))}
    </Categories>
  );
}
