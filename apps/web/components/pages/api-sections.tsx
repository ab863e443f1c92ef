import styled from 'styled-components';

import { Band } from '@/components/page/blocks';
import { CopyButton } from '@/components/ui/copy-button/copy-button';
import { media, theme } from '@/styles/tokens';

const INSTALL = 'npm install @blocal/rewards-sdk';

const USAGE = `import { Blocal } from '@blocal/rewards-sdk';

const blocal = new Blocal({ apiKey: process.env.BLOCAL_API_KEY });

// What a customer holds: reward points (BRP) and brand tokens (BT).
const { brp, bt } = await blocal.users.balance('user_123');

// Reward a purchase with your brand tokens.
await blocal.rewards.mint({ userId: 'user_123', merchantId: 'corner-cafe', amountCents: 1250 });`;

const Snippet = styled.figure`
  /* A grid item grows to its content's width unless told otherwise: the code scrolls instead. */
  min-width: 0;
  margin: 0;
  overflow: hidden;
  border: 1px solid ${theme.color.nightBorder};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.night};
  color: ${theme.color.onNight};
  figcaption {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.space[3]};
    padding: ${theme.space[2]} ${theme.space[2]} ${theme.space[2]} ${theme.space[5]};
    border-bottom: 1px solid ${theme.color.nightBorder};
    font-size: ${theme.text.sm};
    font-weight: ${theme.weight.semibold};
    color: ${theme.color.onNightMuted};
  }
  pre {
    margin: 0;
    padding: ${theme.space[5]};
    overflow-x: auto;
    font-family: ${theme.font.mono};
    font-size: ${theme.text.sm};
    line-height: 1.7;
  }
  pre:focus-visible {
    outline: 3px solid ${theme.color.focusOnNight};
    outline-offset: -3px;
  }
`;

const Copy = styled(CopyButton)`
  button {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space[2]};
    min-height: ${theme.size.tap};
    padding: 0 ${theme.space[4]};
    border: 1px solid ${theme.color.nightBorder};
    border-radius: ${theme.radius.pill};
    background: ${theme.color.nightRaised};
    color: ${theme.color.onNight};
    font-weight: ${theme.weight.semibold};
    white-space: nowrap;
    cursor: pointer;
  }
  &[data-copied='true'] button {
    border-color: ${theme.color.accentBright};
    color: ${theme.color.accentBright};
  }
  :focus-visible {
    outline-color: ${theme.color.focusOnNight};
  }
`;

const Snippets = styled.div`
  display: grid;
  gap: ${theme.space[6]};
  max-width: 52rem;
  margin: 0 auto;
`;

function CodeSnippet({
  caption,
  code,
  copyLabel,
}: {
  caption: string;
  code: string;
  copyLabel: string;
}) {
  return (
    <Snippet>
      <figcaption>
        {caption}
        <Copy text={code} label={copyLabel} />
      </figcaption>
      {/* Scrollable code must be reachable by keyboard to be read. */}
      <pre tabIndex={0}>
        <code>{code}</code>
      </pre>
    </Snippet>
  );
}

export function QuickStart() {
  return (
    <Band eyebrow="Quick start" title="From install to first reward in minutes">
      <Snippets>
        <CodeSnippet caption="Install" code={INSTALL} copyLabel="Copy install command" />
        <CodeSnippet caption="Usage" code={USAGE} copyLabel="Copy usage example" />
      </Snippets>
    </Band>
  );
}

const ENDPOINTS = [
  {
    method: 'GET',
    path: '/v1/users/{uid}/balance',
    description: 'Returns a user’s BRP and BT (brand token) balances.',
  },
  { method: 'POST', path: '/v1/rewards/mint', description: 'Mints branded tokens for a purchase.' },
  {
    method: 'GET',
    path: '/v1/nfts/{nftId}',
    description: 'Returns the metadata of a gift-card or badge NFT.',
  },
];

const Endpoints = styled.dl`
  display: grid;
  gap: ${theme.space[3]};
  max-width: 52rem;
  margin: 0 auto;
  > div {
    display: grid;
    gap: ${theme.space[2]};
    /* A grid item grows to its longest word: the path wraps instead, within a 320 px phone. */
    min-width: 0;
    padding: ${theme.space[5]};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.lg};
    background: ${theme.color.surface};
    ${media.md} {
      grid-template-columns: 22rem 1fr;
      align-items: center;
    }
  }
  dt {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space[1]} ${theme.space[3]};
    align-items: center;
    overflow-wrap: anywhere;
    font-family: ${theme.font.mono};
    font-size: ${theme.text.sm};
  }
  dd {
    margin: 0;
    color: ${theme.color.inkMuted};
  }
`;

const Method = styled.span<{ $method: string }>`
  padding: 0.1rem ${theme.space[2]};
  border-radius: ${theme.radius.sm};
  background: ${({ $method }) => ($method === 'GET' ? theme.color.successSoft : theme.color.primarySoft)};
  color: ${({ $method }) => ($method === 'GET' ? theme.color.success : theme.color.primary)};
  font-weight: ${theme.weight.bold};
`;

const Note = styled.p`
  max-width: 52rem;
  margin: ${theme.space[6]} auto 0;
  color: ${theme.color.inkMuted};
`;

export function KeyEndpoints() {
  return (
    <Band tone="muted" eyebrow="Reference" title="Key endpoints">
      <Endpoints>
        {ENDPOINTS.map((endpoint) => (
          <div key={endpoint.path}>
            <dt>
              <Method $method={endpoint.method}>{endpoint.method}</Method>
              <span>{endpoint.path}</span>
            </dt>
            <dd>{endpoint.description}</dd>
          </div>
        ))}
      </Endpoints>
      <Note>API keys are issued to merchants in the pilot; the endpoints above open with it.</Note>
    </Band>
  );
}
