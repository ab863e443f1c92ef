import { Heading, Stack, Text } from '@sanity/ui';

import { CountCards } from './count-cards';
import type { Summary } from './types';

/** A wait in words a reader takes in at a glance: seconds, minutes, then hours. */
function waited(seconds: number | null): string {
  if (seconds === null) return 'None';
  if (seconds < 90) return `${Math.round(seconds)} s`;
  if (seconds < 90 * 60) return `${Math.round(seconds / 60)} min`;
  return `${Math.round(seconds / 3600)} h`;
}

/**
 * The overview's e-mail section: what waits to be sent, what waits to be tried again, and how
 * long the oldest mail and the oldest confirmation link (someone waits for it on a page) have
 * waited; late past the wait the servers warn at (MAIL_LAG_WARN_SECONDS), in words and colour.
 */
export function MailLagSummary({ mail }: { mail: Summary['mail'] }) {
  const late = (seconds: number | null) => seconds !== null && seconds > mail.lateAfterSeconds;
  const age = (label: string, seconds: number | null) => ({
    label: late(seconds) ? `${label}, late` : label,
    value: waited(seconds),
    tone: late(seconds) ? ('critical' as const) : undefined,
  });
  return (
    <Stack gap={3}>
      <Heading as="h2" size={1}>
        E-mail
      </Heading>
      <CountCards
        label="E-mail"
        cards={[
          { label: 'Waiting to be sent', value: mail.waiting },
          {
            label: 'To try again',
            value: mail.retrying,
            tone: mail.retrying > 0 ? 'caution' : undefined,
          },
          age('Oldest waiting', mail.oldestSeconds),
          age('Oldest link waiting', mail.oldestLinkSeconds),
        ]}
      />
      {(late(mail.oldestSeconds) || late(mail.oldestLinkSeconds)) && (
        <Text size={1} muted>
          Mail is late when it waits over {waited(mail.lateAfterSeconds)}; the site’s operator finds
          why in the servers’ log.
        </Text>
      )}
    </Stack>
  );
}
