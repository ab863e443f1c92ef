import { FilterIcon } from '@sanity/icons/Filter';
import { Button, Heading, Select, Stack, Text } from '@sanity/ui';
import { useId } from 'react';

import { PerDayChart } from './per-day-chart';
import { ActionsHeaderCell, Cell, HeaderCell, Table } from './table';
import {
  type Segment,
  SOURCE_DIMENSIONS,
  type SourceCount,
  type SourceDimension,
  type Sources,
} from './types';

/** A share as a whole percentage; a dash where nothing was shared. */
const rate = (part: number, whole: number) =>
  whole === 0 ? '—' : `${Math.round((part / whole) * 100)}%`;

/**
 * Where the segment came from: its signups and confirmation rate by one source (chosen here),
 * per day, and the referrers whose links brought them. A row's Filter narrows every view to it.
 */
export function SourcesView({
  sources,
  by,
  onBy,
  onFilter,
}: {
  sources: Sources | null;
  by: SourceDimension;
  onBy: (by: SourceDimension) => void;
  onFilter: (source: Segment['source']) => void;
}) {
  const id = useId();
  const title = `Signups by ${SOURCE_DIMENSIONS[by].toLowerCase()}`;
  return (
    <Stack gap={5}>
      <Stack gap={3}>
        <Heading as="h2" size={1}>
          {title}
        </Heading>
        <Stack gap={2} style={{ maxWidth: '20rem' }}>
          <Text as="label" htmlFor={id} size={1} weight="semibold">
            Break down by
          </Text>
          <Select
            id={id}
            value={by}
            onChange={(event) => onBy(event.currentTarget.value as SourceDimension)}
          >
            {(Object.keys(SOURCE_DIMENSIONS) as SourceDimension[]).map((dimension) => (
              <option key={dimension} value={dimension}>
                {SOURCE_DIMENSIONS[dimension]}
              </option>
            ))}
          </Select>
        </Stack>
        {sources?.rows.length === 0 ? (
          <Text muted size={1}>
            Nobody in this segment yet.
          </Text>
        ) : (
          sources && (
            <Table label={title}>
              <thead>
                <tr>
                  <HeaderCell>{SOURCE_DIMENSIONS[by]}</HeaderCell>
                  <HeaderCell numeric>Signups</HeaderCell>
                  <HeaderCell numeric>Confirmed</HeaderCell>
                  <HeaderCell numeric>Confirmation rate</HeaderCell>
                  <ActionsHeaderCell />
                </tr>
              </thead>
              <tbody>
                {sources.rows.map((row) => (
                  <SourceRow
                    key={row.value ?? ''}
                    row={row}
                    onFilter={() => onFilter({ by: sources.by, value: row.value })}
                    dimension={SOURCE_DIMENSIONS[sources.by]}
                  />
                ))}
              </tbody>
            </Table>
          )
        )}
      </Stack>
      {sources && (
        <PerDayChart
          title="Signups per day in this segment"
          perDay={sources.perDay}
          empty="Nobody in this segment signed up in the last 90 days."
        />
      )}
      {sources && <TopReferrers referrers={sources.referrers} />}
    </Stack>
  );
}

function SourceRow({
  row,
  dimension,
  onFilter,
}: {
  row: SourceCount;
  dimension: string;
  onFilter: () => void;
}) {
  // A visit that carried none is named as such, never as an empty cell.
  const name = row.value ?? `No ${dimension.toLowerCase()}`;
  return (
    <tr>
      <Cell>{name}</Cell>
      <Cell numeric>{row.signups}</Cell>
      <Cell numeric>{row.confirmed}</Cell>
      <Cell numeric>{rate(row.confirmed, row.signups)}</Cell>
      <td>
        <Button
          icon={FilterIcon}
          text="Filter"
          mode="ghost"
          fontSize={1}
          padding={2}
          aria-label={`Filter to ${dimension}: ${name}`}
          onClick={onFilter}
        />
      </td>
    </tr>
  );
}

function TopReferrers({ referrers }: { referrers: Sources['referrers'] }) {
  return (
    <Stack gap={3}>
      <Heading as="h2" size={1}>
        Top referrers
      </Heading>
      {referrers.length === 0 ? (
        <Text muted size={1}>
          Nobody in this segment came through a referral link.
        </Text>
      ) : (
        <Table label="Top referrers">
          <thead>
            <tr>
              <HeaderCell>Name</HeaderCell>
              <HeaderCell>E-mail</HeaderCell>
              <HeaderCell numeric>Referred</HeaderCell>
              <HeaderCell numeric>Confirmed</HeaderCell>
            </tr>
          </thead>
          <tbody>
            {referrers.map((referrer) => (
              <tr key={referrer.id}>
                <Cell>{referrer.name}</Cell>
                <Cell>{referrer.email}</Cell>
                <Cell numeric>{referrer.referees}</Cell>
                <Cell numeric>{referrer.confirmedReferees}</Cell>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Stack>
  );
}
