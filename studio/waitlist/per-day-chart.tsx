import { Card, Flex, Heading, rem, Stack, Text } from '@sanity/ui';

import { describePerDay, fillDays } from './per-day';
import { ChartSvg, VisuallyHidden } from './styles';
import type { Count } from './types';

/** Drawing units; the SVG is scaled to the card, so only the proportions matter. */
const BAR_WIDTH = 10;
const BAR_GAP = 2;
const CHART_HEIGHT = 100;

/** Signups per day as bars: inline SVG, so no chart library ships in the studio. */
export function PerDayChart({ perDay }: { perDay: readonly Count[] }) {
  const days = fillDays(perDay);
  const first = days[0];
  const last = days.at(-1);
  const most = Math.max(0, ...days.map(({ count }) => count));
  return (
    <Stack gap={3}>
      <Heading as="h2" size={1}>
        Signups per day
      </Heading>
      {!first || !last ? (
        <Text muted size={1}>
          Nobody signed up in the last 90 days.
        </Text>
      ) : (
        <Card padding={3} radius={2} border>
          <Stack gap={2}>
            <ChartSvg
              role="img"
              aria-label={describePerDay(days)}
              viewBox={`0 0 ${days.length * BAR_WIDTH} ${CHART_HEIGHT}`}
              preserveAspectRatio="none"
              height={rem(160)}
            >
              {days.map(({ key, count }, index) => {
                const height = most === 0 ? 0 : (count / most) * CHART_HEIGHT;
                return (
                  <rect
                    key={key}
                    x={index * BAR_WIDTH + BAR_GAP / 2}
                    y={CHART_HEIGHT - height}
                    width={BAR_WIDTH - BAR_GAP}
                    height={height}
                    fill="currentColor"
                  >
                    {/* A tooltip for pointer users; screen readers get the table below. */}
                    <title>{`${key}: ${count}`}</title>
                  </rect>
                );
              })}
            </ChartSvg>
            <Flex justify="space-between" aria-hidden>
              <Text muted size={0}>
                {first.key}
              </Text>
              <Text muted size={0}>
                highest: {most}
              </Text>
              <Text muted size={0}>
                {last.key}
              </Text>
            </Flex>
          </Stack>
          <VisuallyHidden>
            <table>
              <caption>Signups per day</caption>
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  <th scope="col">Signups</th>
                </tr>
              </thead>
              <tbody>
                {days.map(({ key, count }) => (
                  <tr key={key}>
                    <td>{key}</td>
                    <td>{count}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </VisuallyHidden>
        </Card>
      )}
    </Stack>
  );
}
