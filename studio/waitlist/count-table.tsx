import { Heading, Stack, Text } from '@sanity/ui';

import { Cell, HeaderCell, Table } from './table';
import type { Count } from './types';

/** Signups per city or per location, the most first, as the site ranked them. */
export function CountTable({
  title,
  keyHeader,
  counts,
}: {
  title: string;
  keyHeader: string;
  counts: readonly Count[];
}) {
  return (
    <Stack gap={3}>
      <Heading as="h2" size={1}>
        {title}
      </Heading>
      {counts.length === 0 ? (
        <Text muted size={1}>
          None yet.
        </Text>
      ) : (
        <Table label={title}>
          <thead>
            <tr>
              <HeaderCell>{keyHeader}</HeaderCell>
              <HeaderCell numeric>Signups</HeaderCell>
            </tr>
          </thead>
          <tbody>
            {counts.map(({ key, count }) => (
              <tr key={key}>
                {/* An empty key: the lookup found nothing, which staff should see as such. */}
                <Cell>{key === '' ? 'Unknown' : key}</Cell>
                <Cell numeric>{count}</Cell>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Stack>
  );
}
