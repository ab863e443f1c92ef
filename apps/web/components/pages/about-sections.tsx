import { FOUNDED_YEAR, PILOT_LAUNCH } from '@brp/core/constants';
import styled from 'styled-components';

import { Band, Cards } from '@/components/page/blocks';
import { Prose } from '@/components/page/prose';
import { media, theme } from '@/styles/tokens';

export function MissionAndStory() {
  return (
    <Band eyebrow="Our mission" title="Keep neighbourhood spending in the neighbourhood">
      <Prose>
        <p>
          Independent shops give a street its character, yet their loyalty programmes are paper
          cards that get lost and points nobody can spend anywhere else. Big chains win on rewards
          simply because they are big.
        </p>
        <p>
          We started in {FOUNDED_YEAR} with a simple idea: if every local merchant shared one
          rewards currency, a point earned at the bakery would be worth something at the bookshop
          next door, and every shop on the street would help the others keep their regulars. Keeping
          those rewards as tokens means customers truly own them.
        </p>
        <p>
          Since then we have built the wallet, the point-of-sale integrations and the merchant
          tools, together with the shop owners who will run the first neighbourhood pilot in{' '}
          {PILOT_LAUNCH}.
        </p>
      </Prose>
    </Band>
  );
}

export function Values() {
  return (
    <Band tone="muted" eyebrow="Our values" title="What we hold ourselves to">
      <Cards
        items={[
          {
            icon: 'token',
            title: 'Transparency',
            body: 'Every reward is a record customers and merchants can check. No hidden expiry, no small print.',
          },
          {
            icon: 'pos',
            title: 'Simplicity',
            body: 'One currency, one wallet, a five-minute install. If it needs a manual, we have not finished.',
          },
          {
            icon: 'employees',
            title: 'Collaboration',
            body: 'Shops on a street are stronger together than apart, and we build the product with them.',
          },
        ]}
      />
    </Band>
  );
}

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
  span {
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

export function Team({ contactEmail }: { contactEmail: string }) {
  return (
    <Band eyebrow="Team" title="The people behind it">
      <Person>
        <Avatar aria-hidden="true">MC</Avatar>
        <figcaption>
          <strong>Maya Chen</strong>
          <span>Founder &amp; CEO</span>
          <p>
            Maya spent a decade building payment systems before watching her parents’ corner shop
            lose regulars to chains with better apps. She founded the company in {FOUNDED_YEAR} to
            give independents the same tools.
          </p>
          <p>
            Want to talk? Write to us at <a href={`mailto:${contactEmail}`}>{contactEmail}</a>.
          </p>
        </figcaption>
      </Person>
    </Band>
  );
}
