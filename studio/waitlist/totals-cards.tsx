import { Card, Grid, Heading, Stack, Text } from '@sanity/ui';

import type { Summary } from './types';

export function TotalsCards({ totals }: { totals: Summary['totals'] }) {
  const cards = [
    { label: 'Confirmed', value: totals.all },
    { label: 'Users', value: totals.byType.user },
    { label: 'Vendors', value: totals.byType.vendor },
    { label: 'Unconfirmed', value: totals.unconfirmed },
  ];
  return (
    <Grid gridTemplateColumns={[2, 2, 4]} gap={3}>
      {cards.map(({ label, value }) => (
        <Card key={label} padding={4} radius={2} border>
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
