import {
  type AreaCount,
  areaProgress,
  areaSettingsFrom,
  type AreaWords,
} from '@brp/core/area-progress';
import { Box, Card, Flex, Heading, Stack, Text } from '@sanity/ui';
import { type ObjectInputProps, useFormValue } from 'sanity';

/** What the preview's areas need: the Readiness thresholds as they stand by default. */
const EXAMPLE_NEEDS = { users: 50, vendors: 5 };

/** Three areas a person could live in: just started, partway, and ready. */
const EXAMPLES: [title: string, area: AreaCount][] = [
  ['An area just starting', { label: '97214', users: 2, vendors: 0 }],
  ['An area on its way', { label: '97201', users: 37, vendors: 3 }],
  ['An area that is ready', { label: 'Portland', users: 64, vendors: 7 }],
];

/** A count against what is needed, as the status page draws it. */
function Bar({ count, needed, label }: { count: number; needed: number; label: string }) {
  const share = Math.min(1, count / Math.max(1, needed));
  return (
    <Stack gap={2}>
      <Text size={1} muted>
        {label}
      </Text>
      <Card radius={2} border style={{ height: 8, overflow: 'hidden' }}>
        {/* The card's own text colour: drawn in the light and the dark scheme alike. */}
        <div
          style={{ width: `${share * 100}%`, height: '100%', background: 'var(--card-fg-color)' }}
        />
      </Card>
    </Stack>
  );
}

/**
 * How the sentences read to a person in three example areas, above their fields: the preview
 * follows each keystroke, before anything is published.
 */
export function AreaWordsInput(props: ObjectInputProps) {
  const words = props.value as Partial<AreaWords> | undefined;
  // The document's own floor, as edited: an example below it shows no counts.
  const privacyFloor = useFormValue(['privacyFloor']) as number | undefined;
  const settings = areaSettingsFrom({ words, privacyFloor });
  return (
    <Stack gap={5}>
      <Stack gap={3} aria-label="How people read it">
        <Heading as="h3" size={1}>
          How people read it
        </Heading>
        <Text size={1} muted>
          Example areas, against a threshold of {EXAMPLE_NEEDS.users} neighbours and{' '}
          {EXAMPLE_NEEDS.vendors} shops (set in the Waitlist tool&apos;s Readiness).
        </Text>
        <Flex gap={3} wrap="wrap">
          {EXAMPLES.map(([title, area]) => {
            const progress = areaProgress(area, EXAMPLE_NEEDS, settings)!;
            return (
              <Box key={title} flex={1} style={{ minWidth: 220 }}>
                <Card padding={3} radius={2} border>
                  <Stack gap={3}>
                    <Text size={0} muted weight="semibold">
                      {title.toUpperCase()}
                    </Text>
                    <Text weight="semibold">{progress.heading}</Text>
                    {progress.kind === 'counts' && (
                      <>
                        <Text size={1}>{progress.counts}</Text>
                        <Bar {...progress.users} label="Neighbours" />
                        <Bar {...progress.vendors} label="Local shops" />
                      </>
                    )}
                    <Text size={1}>{progress.sentence}</Text>
                  </Stack>
                </Card>
              </Box>
            );
          })}
        </Flex>
      </Stack>
      {props.renderDefault(props)}
    </Stack>
  );
}
