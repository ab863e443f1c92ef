import styled from 'styled-components';

import type { OutboxMail } from '@/lib/mail/send-mail';
import { theme } from '@/styles/tokens';

const Message = styled.article`
  padding: ${theme.space[4]} 0;
  border-bottom: 1px solid ${theme.color.border};

  pre {
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    font: inherit;
  }
`;

const Meta = styled.p`
  color: ${theme.color.inkMuted};
  font-size: ${theme.text.sm};
`;

/** A message's text with its addresses as links (the text is ours; links are the site's). */
function Linked({ text }: { text: string }) {
  return (
    <pre>
      {text.split(/(https?:\/\/\S+)/).map((part, index) =>
        index % 2 ? (
          <a key={index} href={part}>
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </pre>
  );
}

/** The development outbox's messages, as a mail client would list them. */
export function OutboxMessages({ messages }: { messages: OutboxMail[] }) {
  if (!messages.length) return <p>No e-mail yet: join the waitlist to see one here.</p>;
  return messages.map((message, index) => (
    <Message key={index} aria-label={message.subject}>
      <h2>{message.subject}</h2>
      <Meta>
        To {message.to}, from {message.from}, {message.sentAt}
      </Meta>
      <Linked text={message.text} />
    </Message>
  ));
}
