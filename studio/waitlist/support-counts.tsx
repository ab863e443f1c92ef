import { Button, Flex, Heading, Stack } from '@sanity/ui';

import { CountCards } from './count-cards';
import type { SupportCounts } from './types';

/** Open messages, late ones (marked in words and colour), and this week's answers. */
export function SupportCountCards({ counts }: { counts: SupportCounts }) {
  return (
    <CountCards
      label="Support messages"
      cards={[
        { label: 'Open support messages', value: counts.open },
        { label: 'Late', value: counts.late, tone: counts.late > 0 ? 'critical' : undefined },
        { label: 'Answered in time this week', value: counts.answeredInTime },
        { label: 'Answered late this week', value: counts.answeredLate },
      ]}
    />
  );
}

/** The overview's support section: the counts, and the way to the messages behind them. */
export function SupportSummary({
  counts,
  onOpenSupport,
}: {
  counts: SupportCounts;
  onOpenSupport: () => void;
}) {
  return (
    <Stack gap={3}>
      <Heading as="h2" size={1}>
        Support
      </Heading>
      <SupportCountCards counts={counts} />
      <Flex>
        <Button text="Open the support messages" mode="ghost" onClick={onOpenSupport} />
      </Flex>
    </Stack>
  );
}
