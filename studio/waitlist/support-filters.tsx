import { Box, Button, Card, Flex, Grid, Select, Stack, Text, TextInput } from '@sanity/ui';
import { type FormEvent, useId, useState } from 'react';

import { SUPPORT_STATES } from './support-words';
import type { SupportState } from './types';

export type SupportFilter = SupportState | 'all';

/**
 * Which messages the list shows: by state, and by a reference or part of an address. A state
 * applies as it is picked; a search on submit, and submitting an empty box clears it.
 */
export function SupportFilters({
  state,
  search,
  onState,
  onSearch,
}: {
  state: SupportFilter;
  search: string;
  onState: (state: SupportFilter) => void;
  onSearch: (search: string) => void;
}) {
  const stateId = useId();
  const searchId = useId();
  const [typed, setTyped] = useState(search);

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(typed.trim());
  }

  return (
    <Card padding={3} radius={2} border tone="transparent">
      <Grid gridTemplateColumns={[1, 1, 2]} gap={3}>
        <Stack gap={2}>
          <Text as="label" htmlFor={stateId} size={1} weight="semibold">
            State
          </Text>
          <Select
            id={stateId}
            value={state}
            onChange={(event) => onState(event.currentTarget.value as SupportFilter)}
          >
            <option value="all">All</option>
            {(Object.keys(SUPPORT_STATES) as SupportState[]).map((key) => (
              <option key={key} value={key}>
                {SUPPORT_STATES[key].label}
              </option>
            ))}
          </Select>
        </Stack>
        <form onSubmit={submit} role="search" aria-label="Support messages by reference or address">
          <Stack gap={2}>
            <Text as="label" htmlFor={searchId} size={1} weight="semibold">
              Reference or address
            </Text>
            <Flex gap={2}>
              <Box flex={1}>
                <TextInput
                  id={searchId}
                  type="search"
                  value={typed}
                  placeholder="S-7K4Q2X or part of an e-mail"
                  maxLength={254}
                  onChange={(event) => setTyped(event.currentTarget.value)}
                />
              </Box>
              <Button type="submit" text="Search" mode="ghost" />
            </Flex>
          </Stack>
        </form>
      </Grid>
    </Card>
  );
}
