import { Card, type CardTone, Grid, Heading, Stack, Text } from '@sanity/ui';

export interface CountCard {
  label: string;
  /** A count, or a few words (a wait: "12 s"). */
  value: number | string;
  /** A count that asks for attention; its label says so too, the colour is never alone. */
  tone?: CardTone;
}

/** Counts side by side, each its label above its number: two a row on a phone, four on a desktop.
 * `label` names the group, for screen readers and tests alike. */
export function CountCards({ label, cards }: { label: string; cards: readonly CountCard[] }) {
  return (
    <Grid gridTemplateColumns={[2, 2, 4]} gap={3} role="group" aria-label={label}>
      {cards.map(({ label, value, tone }) => (
        <Card key={label} padding={4} radius={2} border tone={tone}>
          <Stack gap={3}>
            <Text muted size={1}>
              {label}
            </Text>
            <Heading as="p" size={4}>
              {value}
            </Heading>
          </Stack>
        </Card>
      ))}
    </Grid>
  );
}
