import styled from 'styled-components';

import { Band } from '@/components/page/blocks';
import { Accordion } from '@/components/ui/accordion/accordion';
import { FeatureIcon, type FeatureIconName } from '@/components/ui/icon/feature-icon';
import { Link } from '@/components/ui/link/link';
import { TooltipButton } from '@/components/ui/tooltip/tooltip-button';
import { tooltipStyles } from '@/components/ui/tooltip/tooltip-styles';
import { buttonBase, buttonSizes, buttonVariants } from '@/components/ui/button/button-styles';
import { cardSurface } from '@/components/ui/card/card-styles';
import { CardGrid } from '@/components/ui/card-grid/card-grid';
import { hoverLift } from '@/components/ui/hover-lift/hover-lift';
import type { Faq as FaqEntry } from '@/lib/content';
import { theme } from '@/styles/tokens';

const CARDS: { title: string; body: string; href: string; icon: FeatureIconName }[] = [
  {
    title: 'Developer docs',
    body: 'Install the SDK and call the API.',
    href: '/api',
    icon: 'token',
  },
  {
    title: 'FAQ',
    body: 'Answers to the questions we hear most.',
    href: '/support#faq',
    icon: 'badge',
  },
  {
    title: 'Contact us',
    body: 'Write to a person on our team.',
    href: '/support/contact',
    icon: 'employees',
  },
];

const Card = styled(Link)`
  display: grid;
  gap: ${theme.space[2]};
  height: 100%;
  ${cardSurface}
  text-decoration: none;
  ${hoverLift('4px')}
  strong {
    font-size: ${theme.text.xl};
  }
  span {
    color: ${theme.color.inkMuted};
  }
  svg {
    color: ${theme.color.primary};
    width: 2rem;
    height: 2rem;
  }
`;

export function SupportCards() {
  return (
    <Band eyebrow="How can we help?" title="Find an answer or reach us">
      <CardGrid $md={3} $gap={5}>
        {CARDS.map((card) => (
          <li key={card.href}>
            <Card href={card.href}>
              <FeatureIcon name={card.icon} />
              <strong>{card.title}</strong>
              <span>{card.body}</span>
            </Card>
          </li>
        ))}
      </CardGrid>
    </Band>
  );
}

export function SupportFaq({ faqs }: { faqs: FaqEntry[] }) {
  return (
    <Band id="faq" tone="muted" eyebrow="FAQ" title="Frequently asked questions">
      <Accordion
        items={faqs.map((faq) => ({
          id: faq._id,
          title: faq.question,
          content: <p>{faq.answer}</p>,
        }))}
      />
    </Band>
  );
}

const Tickets = styled.div`
  display: grid;
  gap: ${theme.space[4]};
  justify-items: center;
  text-align: center;
  p {
    max-width: 36rem;
    color: ${theme.color.inkMuted};
  }
`;

const TicketButton = styled(TooltipButton)`
  ${tooltipStyles}
  button {
    ${buttonBase} ${buttonSizes.md} ${buttonVariants.secondary}
  }
`;

export function SupportTickets() {
  return (
    <Band eyebrow="Support tickets" title="Track your requests">
      <Tickets>
        <p>
          A support portal to open and follow tickets arrives with the pilot. Until then, the
          contact form reaches us.
        </p>
        <TicketButton
          label="Coming Soon"
          tooltip="Support ticketing launches with the pilot"
          unavailable
        />
      </Tickets>
    </Band>
  );
}
