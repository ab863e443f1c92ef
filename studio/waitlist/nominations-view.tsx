import { DownloadIcon } from '@sanity/icons/Download';
import { Button, Flex, Heading, Stack, Text } from '@sanity/ui';
import { useCallback, useState } from 'react';

import type { OnFailure } from './failure';
import { saveFile } from './save-file';
import { Cell, HeaderCell, Table } from './table';
import { getNominations, nominationsCsv } from './team-api';
import type { NominatedShop, TeamSite } from './types';
import { useTeamRead } from './use-team-read';

/** The area a shop is counted in: its ZIP code and city, or what is known of them. */
const areaOf = ({ postalCode, city, country }: NominatedShop) =>
  [postalCode, city ?? (country ? `somewhere in ${country}` : null)].filter(Boolean).join(', ') ||
  'Not placed';

/**
 * The shops confirmed people would like in the network, from their status pages: each shop once
 * per area (its name and ZIP code folded), how many people named it, the first words written
 * for it; and the list as CSV. What people typed is shown as text, never as a link.
 */
export function NominationsView({
  site,
  version,
  onFailure,
}: {
  site: TeamSite;
  version: number;
  onFailure: OnFailure;
}) {
  const load = useCallback((signal: AbortSignal) => getNominations(site, signal), [site]);
  const { data } = useTeamRead(load, onFailure, version);
  const [exporting, setExporting] = useState(false);
  const download = async () => {
    setExporting(true);
    try {
      const day = new Date().toISOString().slice(0, 10);
      saveFile(await nominationsCsv(site), `shop-nominations-${day}.csv`);
    } catch (error) {
      onFailure(error);
    } finally {
      setExporting(false);
    }
  };
  return (
    <Stack gap={4}>
      <Flex gap={3} align="center" wrap="wrap" justify="space-between">
        <Heading as="h2" size={1}>
          Shops people nominated
        </Heading>
        <Button
          text="Export shops"
          icon={DownloadIcon}
          mode="ghost"
          loading={exporting}
          onClick={() => void download()}
        />
      </Flex>
      {data?.shops.length === 0 ? (
        <Text muted size={1}>
          Nobody has nominated a shop yet. Confirmed people can, from their status page.
        </Text>
      ) : (
        data && (
          <Table label="Nominated shops">
            <thead>
              <tr>
                <HeaderCell>Area</HeaderCell>
                <HeaderCell>Shop</HeaderCell>
                <HeaderCell>Street or ZIP</HeaderCell>
                <HeaderCell>Website</HeaderCell>
                <HeaderCell numeric>People</HeaderCell>
                <HeaderCell>First named</HeaderCell>
              </tr>
            </thead>
            <tbody>
              {data.shops.map((shop) => (
                <tr key={`${areaOf(shop)}|${shop.name}|${shop.place}`}>
                  <Cell>{areaOf(shop)}</Cell>
                  <Cell>{shop.name}</Cell>
                  <Cell>{shop.place}</Cell>
                  <Cell>{shop.website ?? '—'}</Cell>
                  <Cell numeric>{shop.people.toLocaleString('en-US')}</Cell>
                  <Cell nowrap>{shop.firstAt.slice(0, 10)}</Cell>
                </tr>
              ))}
            </tbody>
          </Table>
        )
      )}
    </Stack>
  );
}
