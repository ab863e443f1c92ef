import { Card, Heading, Stack, Text } from '@sanity/ui';

import type { Summary } from './types';

/**
 * The overview's webhook section, shown only while a receiver keeps failing (WEBHOOK_URLS): each
 * by its host, how many deliveries wait to be tried again and how many were given up on after
 * about a day, and what its last failure said. Nothing is lost while it waits: each delivery is
 * tried until the receiver takes it or a day has passed.
 */
export function WebhookTrouble({ receivers }: { receivers: Summary['webhooks'] }) {
  if (receivers.length === 0) return null;
  return (
    <Stack gap={3} as="section" aria-labelledby="webhook-trouble">
      <Heading as="h2" size={1} id="webhook-trouble">
        Webhooks failing
      </Heading>
      <Stack gap={2} as="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {receivers.map(({ host, retrying, failed, mostTries, lastError }) => (
          <Card as="li" key={host} padding={3} radius={2} tone="critical" border>
            <Stack gap={2}>
              <Text weight="semibold">{host}</Text>
              <Text size={1}>
                {retrying} to try again (up to {mostTries} tries so far), {failed} given up after a
                day{lastError ? `; last: ${lastError}` : ''}.
              </Text>
            </Stack>
          </Card>
        ))}
      </Stack>
      <Text size={1} muted>
        The events wait in the queue while a receiver is down. The site’s operator finds why in the
        servers’ log (WEBHOOK_URLS).
      </Text>
    </Stack>
  );
}
