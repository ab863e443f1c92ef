import { CLAIMS, EARNING } from '@brp/core/constants';
import styled from 'styled-components';

import { BandLink } from '@/components/ui/band-link/band-link';
import { Band, Cards } from '@/components/page/blocks';
import { Accordion } from '@/components/ui/accordion/accordion';
import { StepAccordion } from '@/components/ui/accordion/step-accordion';
import type { Faq as FaqEntry } from '@/lib/content';
import { media, theme } from '@/styles/tokens';

import { ChosenSystem, type SupportedSystem, SystemPicker, SystemToggle } from './system-picker';

export function PosBenefits() {
  return (
    <Band eyebrow="Key benefits" title="Rewards that ride on the till you already have">
      <Cards
        items={[
          {
            icon: 'pos',
            title: `Set up in under ${CLAIMS.goLiveMinutes} minutes`,
            body: `Install in about ${CLAIMS.installMinutes} minutes from your point-of-sale marketplace, no code, and go live the same morning.`,
          },
          {
            icon: 'currency',
            title: 'Real-time sync',
            body: `Every sale credits ${EARNING.brpPerDollar} BRP per dollar (or your own token multiplier) the moment it is paid.`,
          },
          {
            icon: 'badge',
            title: 'Secure integration',
            body: 'Signed transactions, scoped keys and no card data: the integration only sees what it needs to reward.',
          },
        ]}
      />
    </Band>
  );
}

const SYSTEMS: SupportedSystem[] = [
  {
    name: 'Square',
    kind: 'Point of sale',
    detail: 'install the app from the Square App Marketplace.',
  },
  {
    name: 'Clover',
    kind: 'Point of sale',
    detail: 'install from the Clover App Market on any station.',
  },
  {
    name: 'Toast',
    kind: 'Point of sale',
    detail: 'add the integration from the Toast Partner Connect directory.',
  },
  {
    name: 'Card terminal',
    kind: 'Payments',
    detail: 'pair a countertop card terminal; rewards follow each card payment.',
  },
  {
    name: 'Shopify',
    kind: 'eCommerce',
    detail: 'add the app to your store; online orders earn like in-store ones.',
  },
  {
    name: 'Custom API',
    kind: 'Anything else',
    detail: 'send sales to our REST API or SDK; see the API page for details.',
  },
];

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

export function SupportedSystems() {
  return (
    <Band
      tone="muted"
      eyebrow="Supported systems"
      title="Works with the systems merchants already run"
    >
      <Picker systems={SYSTEMS}>
        <Systems>
          {SYSTEMS.map((system) => (
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
    </Band>
  );
}

const PROCESS = [
  {
    id: 'install',
    title: '1. Install the app from your point-of-sale marketplace',
    art: '⬇',
    description: `Find us in your system's app marketplace and install in about ${CLAIMS.installMinutes} minutes. No developer needed.`,
    bullets: [
      'One click from the marketplace listing',
      'Permissions limited to sales totals and times',
      'Works alongside your existing apps',
    ],
  },
  {
    id: 'setup',
    title: '2. Run the setup wizard',
    art: '⚙',
    description: 'Choose your earn rate, your token multipliers and which locations take part.',
    bullets: [
      `Start from ${EARNING.brpPerDollar} BRP per dollar`,
      'Add your own brand token if you like',
      'Preview what customers will see',
    ],
  },
  {
    id: 'pilot',
    title: '3. Launch a pilot',
    art: '🚀',
    description: `Go live in under ${CLAIMS.goLiveMinutes} minutes with a small group of regulars, then open it to everyone.`,
    bullets: [
      'Track points issued and redeemed from day one',
      'Adjust rules without a redeploy',
      'Our onboarding team checks in after week one',
    ],
  },
];

export function IntegrationProcess() {
  return (
    <Band eyebrow="Integration process" title="Three steps from install to first reward">
      <StepAccordion steps={PROCESS} />
    </Band>
  );
}

/** The point-of-sale questions, edited in the CMS. */
export function PosFaq({ faqs }: { faqs: FaqEntry[] }) {
  return (
    <Band tone="muted" eyebrow="FAQ" title="Questions merchants ask">
      <Accordion
        items={faqs.map((faq) => ({
          id: faq._id,
          title: faq.question,
          content: <p>{faq.answer}</p>,
        }))}
      />
      <BandLink href="/#waitlist">Contact Our Onboarding Team</BandLink>
    </Band>
  );
}
