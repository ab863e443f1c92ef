import { Grid, Heading, Stack } from '@sanity/ui';

import { CountTable } from './count-table';
import { PerDayChart } from './per-day-chart';
import { SignupsTable } from './signups-table';
import { TotalsCards } from './totals-cards';
import type { Summary } from './types';

/** Everything the summary holds, in the order staff choose cities by: how many, when, where. */
export function SummaryView({
  summary,
  onErase,
}: {
  summary: Summary;
  onErase: (email: string) => void;
}) {
  return (
    <Stack gap={5}>
      <TotalsCards totals={summary.totals} />
      <PerDayChart
        title="Signups per day, last 90 days"
        perDay={summary.perDay.map(({ key, count }) => ({ day: key, signups: count }))}
        empty="Nobody signed up in the last 90 days."
      />
      <Grid gridTemplateColumns={[1, 1, 2]} gap={5}>
        <CountTable title="By city" keyHeader="City" counts={summary.totals.byCity} />
        <CountTable
          title="By location / ZIP"
          keyHeader="Location"
          counts={summary.totals.byLocation}
        />
      </Grid>
      <Stack gap={3}>
        <Heading as="h2" size={1}>
          Newest signups
        </Heading>
        <SignupsTable label="Newest signups" signups={summary.newest} onErase={onErase} />
      </Stack>
    </Stack>
  );
}
