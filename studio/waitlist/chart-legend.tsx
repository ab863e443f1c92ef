import { Flex, Text } from '@sanity/ui';

import { Swatch } from './styles';

export interface LegendEntry {
  label: string;
  /** How the chart draws it: filled, outlined, or in a colour of its own (a CSS colour). */
  swatch: 'solid' | 'outline' | { color: string };
}

/** What each mark of a chart stands for, in words beside its mark. */
export function ChartLegend({ entries }: { entries: readonly LegendEntry[] }) {
  return (
    <Flex as="ul" gap={4} wrap="wrap" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {entries.map(({ label, swatch }) => (
        <Flex as="li" key={label} align="center" gap={2}>
          <Swatch
            aria-hidden
            $outline={swatch === 'outline'}
            $color={typeof swatch === 'object' ? swatch.color : undefined}
          />
          <Text size={1}>{label}</Text>
        </Flex>
      ))}
    </Flex>
  );
}
