import { Card, Flex, Heading, rem, Stack, Text } from '@sanity/ui';

import { ChartLegend, type LegendEntry } from './chart-legend';
import { describePerDay, type DaySlot, fillDays } from './per-day';
import { ChartSvg, NumbersDisclosure } from './styles';
import { Cell, HeaderCell, Table } from './table';

/** Drawing units; the SVG is scaled to the card, so only the proportions matter. */
const BAR_WIDTH = 10;
const BAR_GAP = 2;
const CHART_HEIGHT = 100;

const CONFIRMED_LEGEND: readonly LegendEntry[] = [
  { label: 'Confirmed', swatch: 'solid' },
  { label: 'Not confirmed', swatch: 'outline' },
];

/**
 * Signups per day as bars (inline SVG, so no chart library ships in the studio), at least two
 * weeks of them; where the view counts them, the confirmed fill their day's bar and the rest are
 * outlined. The numbers are in text too: a sentence, and the table behind "Show the numbers".
 */
export function PerDayChart({
  title,
  perDay,
  empty,
}: {
  title: string;
  perDay: readonly DaySlot[];
  /** What the chart says when nobody signed up. */
  empty: string;
}) {
  const days = fillDays(perDay);
  const first = days[0];
  const last = days.at(-1);
  const most = Math.max(0, ...days.map(({ signups }) => signups));
  const withConfirmed = days.some((slot) => slot.confirmed !== undefined);
  const scale = (count: number) => (most === 0 ? 0 : (count / most) * CHART_HEIGHT);
  const description = describePerDay(title, days);
  return (
    <Stack gap={3}>
      <Heading as="h2" size={1}>
        {title}
      </Heading>
      {!first || !last ? (
        <Text muted size={1}>
          {empty}
        </Text>
      ) : (
        <Card padding={3} radius={2} border>
          <Stack gap={3}>
            {withConfirmed && <ChartLegend entries={CONFIRMED_LEGEND} />}
            <ChartSvg
              role="img"
              aria-label={description}
              viewBox={`0 0 ${days.length * BAR_WIDTH} ${CHART_HEIGHT}`}
              preserveAspectRatio="none"
              height={rem(160)}
            >
              {days.map(({ day, signups, confirmed }, index) => {
                const x = index * BAR_WIDTH + BAR_GAP / 2;
                const width = BAR_WIDTH - BAR_GAP;
                const height = scale(signups);
                const filled = confirmed === undefined ? height : scale(confirmed);
                return (
                  <g key={day}>
                    {/* A tooltip for pointer users; the sentence and table below say it all. */}
                    <title>
                      {confirmed === undefined
                        ? `${day}: ${signups}`
                        : `${day}: ${signups}, ${confirmed} confirmed`}
                    </title>
                    {height > filled && (
                      <rect
                        x={x + 0.5}
                        y={CHART_HEIGHT - height + 0.5}
                        width={width - 1}
                        height={height - filled - 0.5}
                        fill="none"
                        stroke="currentColor"
                        strokeWidth={1}
                        vectorEffect="non-scaling-stroke"
                      />
                    )}
                    <rect
                      x={x}
                      y={CHART_HEIGHT - filled}
                      width={width}
                      height={filled}
                      fill="currentColor"
                    />
                  </g>
                );
              })}
            </ChartSvg>
            <Flex justify="space-between" aria-hidden>
              <Text muted size={0}>
                {first.day}
              </Text>
              <Text muted size={0}>
                highest: {most}
              </Text>
              <Text muted size={0}>
                {last.day}
              </Text>
            </Flex>
            <Text size={1}>{description}.</Text>
            <NumbersDisclosure>
              <summary>Show the numbers</summary>
              <Table label={title}>
                <thead>
                  <tr>
                    <HeaderCell>Day</HeaderCell>
                    <HeaderCell numeric>Signups</HeaderCell>
                    {withConfirmed && <HeaderCell numeric>Confirmed</HeaderCell>}
                  </tr>
                </thead>
                <tbody>
                  {days.map(({ day, signups, confirmed }) => (
                    <tr key={day}>
                      <Cell>{day}</Cell>
                      <Cell numeric>{signups}</Cell>
                      {withConfirmed && <Cell numeric>{confirmed ?? 0}</Cell>}
                    </tr>
                  ))}
                </tbody>
              </Table>
            </NumbersDisclosure>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
