import { Button, Flex, Heading, Stack, Text, TextInput } from '@sanity/ui';
import { type FormEvent, useId, useState } from 'react';

import { SignupsTable } from './signups-table';
import type { SearchResult } from './use-email-search';

/** Finds people by part of their e-mail, e.g. to answer someone asking to be erased. */
export function EmailSearch({
  result,
  searching,
  onSearch,
  onErase,
}: {
  result: SearchResult | null;
  searching: boolean;
  onSearch: (query: string) => void;
  onErase: (email: string) => void;
}) {
  const inputId = useId();
  const [query, setQuery] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (query.trim()) onSearch(query.trim());
  }

  return (
    <Stack gap={3}>
      <Heading as="h2" size={1}>
        Search by e-mail
      </Heading>
      <form onSubmit={submit} role="search" aria-label="Signups by e-mail">
        <Stack gap={2}>
          <Text as="label" htmlFor={inputId} size={1} weight="semibold">
            E-mail contains
          </Text>
          <Flex gap={2}>
            <TextInput
              id={inputId}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.currentTarget.value)}
            />
            <Button
              type="submit"
              text="Search"
              mode="ghost"
              loading={searching}
              disabled={!query.trim()}
            />
          </Flex>
        </Stack>
      </form>
      {result &&
        (result.signups.length === 0 ? (
          <Text muted size={1} role="status">
            No e-mail contains &ldquo;{result.query}&rdquo;.
          </Text>
        ) : (
          <SignupsTable
            label={`E-mails containing “${result.query}”`}
            signups={result.signups}
            onErase={onErase}
          />
        ))}
    </Stack>
  );
}
