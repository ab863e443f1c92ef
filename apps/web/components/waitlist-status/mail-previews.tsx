import type { MailMessage } from '@brp/mail';
import styled from 'styled-components';

import { media, theme } from '@/styles/tokens';

/** One template rendered with its sample values. */
export interface MailPreview {
  name: string;
  audience: 'unconfirmed' | 'confirmed' | 'team';
  mail: MailMessage;
}

const Template = styled.section`
  padding: ${theme.space[4]} 0;
  border-top: 1px solid ${theme.color.border};

  pre {
    margin: 0;
    padding: ${theme.space[4]};
    border-radius: ${theme.radius.md};
    background: ${theme.color.surfaceMuted};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    font: inherit;
    font-size: ${theme.text.sm};
  }
`;

const Meta = styled.p`
  color: ${theme.color.inkMuted};
  font-size: ${theme.text.sm};
`;

/** The HTML as a mail client draws it: its own document, no script, none of the site's styles. */
const Frame = styled.iframe`
  display: block;
  width: 100%;
  height: 46rem;
  margin-bottom: ${theme.space[4]};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};

  /* A phone's narrower frame makes the same mail taller. */
  ${media.belowMd} {
    height: 64rem;
  }
`;

const AUDIENCE = {
  unconfirmed: 'To an address not yet confirmed: only the site’s own words and links.',
  confirmed: 'To a confirmed address: its owner’s own details may appear.',
  team: 'To the team’s own inbox (SUPPORT_INBOX): what a visitor typed may appear.',
};

/** Every template the site sends, with sample values: its HTML and its plain text. */
export function MailPreviews({ previews }: { previews: MailPreview[] }) {
  return (
    <>
      <h2>Every template, with sample values</h2>
      {previews.map(({ name, audience, mail }) => (
        <Template key={name} aria-label={`${name} template`}>
          <h3>
            {name}: {mail.subject}
          </h3>
          <Meta>{AUDIENCE[audience]}</Meta>
          <Frame title={`${name} template, HTML`} srcDoc={mail.html} sandbox="" />
          <pre aria-label={`${name} template, plain text`}>{mail.text}</pre>
        </Template>
      ))}
    </>
  );
}
