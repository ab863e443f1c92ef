import styled from 'styled-components';

import { Band, Cards } from '@/components/page/blocks';
import { TooltipButton } from '@/components/ui/tooltip/tooltip-button';
import { tooltipFromEdge, tooltipStyles } from '@/components/ui/tooltip/tooltip-styles';
import { media, theme } from '@/styles/tokens';

export function EmployeeBenefits() {
  return (
    <Band eyebrow="Key benefits" title="Recognition your team can spend down the street">
      <Cards
        items={[
          {
            icon: 'employees',
            title: 'Engagement that sticks',
            body: 'Short challenges and visible progress keep training and wellness going past the first week.',
          },
          {
            icon: 'currency',
            title: 'Rewards people use',
            body: 'Rewards arrive as tokens spendable at every local merchant in the network, not points nobody redeems.',
          },
          {
            icon: 'badge',
            title: 'Results you can measure',
            body: 'See completion, participation and redemption by team, without spreadsheets.',
          },
        ]}
      />
    </Band>
  );
}

export function ProgramFeatures() {
  return (
    <Band tone="muted" eyebrow="Program features" title="Four ways to reward what matters">
      <Cards
        columns={2}
        items={[
          {
            title: 'Gamified training',
            body: 'Courses become quests: finish a module, earn a badge, unlock the next tier.',
          },
          {
            title: 'Wellness challenges',
            body: 'Team step counts, mindful minutes or cycle-to-work weeks, rewarded as a group.',
          },
          {
            title: 'Performance milestones',
            body: 'Tie rewards to the goals you already track, paid out the moment they are met.',
          },
          {
            title: 'Peer recognition',
            body: 'Colleagues send each other tokens for help that would otherwise go unnoticed.',
          },
        ]}
      />
    </Band>
  );
}

const REWARD_TYPES = [
  [
    'Go-home-early NFT',
    'A single-use token worth an hour off, redeemed with a tap and gone once used.',
  ],
  [
    'Extra time off',
    'Half or whole days off, granted as a token your manager approves automatically.',
  ],
  ['Local lunch credits', 'Credit for lunch at partner cafés and restaurants near the office.'],
  ['Wellness stipend', 'Tokens for gyms, studios and wellness shops in the network.'],
  ['Learning credits', 'Budget for courses and books, earned by finishing training.'],
  ['Brand-token bonuses', 'Your company’s own token, redeemable for merch, perks or donations.'],
] as const;

const Rewards = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space[3]};
  margin-top: ${theme.space[2]};
  list-style: none;
  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const RewardType = styled(TooltipButton)`
  ${tooltipStyles}
  width: 100%;
  /* Two columns below md: each tooltip opens from the page's side of its button. */
  ${media.belowMd} {
    li:nth-child(odd) > & {
      ${tooltipFromEdge('start')}
    }
    li:nth-child(even) > & {
      ${tooltipFromEdge('end')}
    }
  }
  button {
    width: 100%;
    min-height: 3.5rem;
    padding: ${theme.space[3]} ${theme.space[4]};
    border: 1.5px solid ${theme.color.border};
    border-radius: ${theme.radius.lg};
    background: ${theme.color.surface};
    font-weight: ${theme.weight.bold};
    cursor: help;
    &:hover {
      border-color: ${theme.color.primary};
    }
  }
`;

export function RewardTypes() {
  return (
    <Band
      eyebrow="Reward types"
      title="Six rewards to choose from"
      lead="Hover over or focus a reward to see what it is."
    >
      <Rewards>
        {REWARD_TYPES.map(([name, description]) => (
          <li key={name}>
            <RewardType label={name} tooltip={description} />
          </li>
        ))}
      </Rewards>
    </Band>
  );
}

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

export function HrisNote() {
  return (
    <Band tone="muted" eyebrow="HRIS and LMS" title="Connects to the systems your people team uses">
      <Note>
        <p>
          Sync employees and training results through our API or a simple CSV upload: no new
          accounts for your team to manage.
        </p>
        <ul aria-label="Integrations">
          <li>
            Coursera for Business <small>(soon)</small>
          </li>
          <li>
            LinkedIn Learning <small>(soon)</small>
          </li>
          <li>Workday</li>
          <li>BambooHR</li>
          <li>Docebo Learning Academy</li>
        </ul>
      </Note>
    </Band>
  );
}
