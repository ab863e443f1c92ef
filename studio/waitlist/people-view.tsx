import { Button, Flex, Heading, Spinner, Stack, Text } from '@sanity/ui';
import { useCallback, useEffect, useState } from 'react';

import { ExportButton } from './export-button';
import type { OnFailure } from './failure';
import { SignupsTable } from './signups-table';
import { getPeople } from './team-api';
import type { Segment, Signup, TeamSite } from './types';

/**
 * The segment's people, the newest first, a page at a time ("Show more"), and the segment as a
 * file: every field, or the columns Mailchimp and Brevo import (the confirmed who chose launch
 * updates), so a pilot area's first invitations go out from the team's mailing tool.
 */
export function PeopleView({
  site,
  segment,
  version,
  onFailure,
  onErase,
}: {
  site: TeamSite;
  segment: Segment;
  /** Bumped when the list changed (an erasure): the first page is read again. */
  version: number;
  onFailure: OnFailure;
  onErase: (email: string) => void;
}) {
  const [people, setPeople] = useState<Signup[]>([]);
  const [next, setNext] = useState<number | null>(null);
  const [loading, setLoading] = useState(true);

  const read = useCallback(
    async (before: number | null, signal: AbortSignal) => {
      setLoading(true);
      try {
        const page = await getPeople(site, segment, before, signal);
        if (signal.aborted) return;
        setPeople((shown) => (before === null ? page.signups : [...shown, ...page.signups]));
        setNext(page.next);
        setLoading(false);
      } catch (error) {
        if (signal.aborted) return;
        setLoading(false);
        onFailure(error);
      }
    },
    [site, segment, onFailure],
  );

  useEffect(() => {
    const controller = new AbortController();
    void read(null, controller.signal);
    return () => controller.abort();
  }, [read, version]);

  return (
    <Stack gap={4}>
      <Heading as="h2" size={1}>
        People in this segment
      </Heading>
      <Flex gap={2} wrap="wrap">
        <ExportButton site={site} onFailure={onFailure} segment={segment} text="Export segment" />
        <ExportButton
          site={site}
          onFailure={onFailure}
          segment={segment}
          format="mailing"
          text="Export for Mailchimp or Brevo"
        />
      </Flex>
      {people.length === 0 && !loading ? (
        <Text muted size={1}>
          Nobody in this segment.
        </Text>
      ) : (
        <SignupsTable label="People in this segment" signups={people} onErase={onErase} />
      )}
      <Flex align="center" gap={3}>
        {loading ? (
          <>
            <Spinner muted />
            <Text muted size={1}>
              Loading people…
            </Text>
          </>
        ) : (
          next !== null && (
            <Button
              text="Show more"
              mode="ghost"
              onClick={() => void read(next, new AbortController().signal)}
            />
          )
        )}
      </Flex>
      <Text muted size={1} role="status">
        {people.length === 1 ? 'Showing 1 person' : `Showing ${people.length} people`}
        {next !== null ? ', newest first; more below.' : '.'}
      </Text>
    </Stack>
  );
}
