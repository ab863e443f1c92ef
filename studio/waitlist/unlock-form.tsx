import { Button, Card, Flex, Heading, Stack, Text, TextInput } from '@sanity/ui';
import { type FormEvent, useId, useState } from 'react';

/** Asks for the team credential; nothing reaches the site until the editor unlocks. */
export function UnlockForm({
  notice,
  onUnlock,
}: {
  /** Why the form is back, e.g. the site refused the last credential. */
  notice: string | null;
  onUnlock: (token: string) => void;
}) {
  const inputId = useId();
  const [token, setToken] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (token.trim()) onUnlock(token.trim());
  }

  return (
    <Card padding={4} radius={2} border>
      <form onSubmit={submit}>
        <Stack gap={4}>
          <Heading as="h2" size={1}>
            Unlock the waitlist
          </Heading>
          <Text muted size={1}>
            Paste the team credential the site&rsquo;s operator gave you. It stays in this browser
            tab only, and is forgotten when you lock the waitlist or close the tab.
          </Text>
          {notice && (
            <Card padding={3} radius={2} tone="critical" role="alert">
              <Text size={1}>{notice}</Text>
            </Card>
          )}
          <Stack gap={2}>
            <Text as="label" htmlFor={inputId} size={1} weight="semibold">
              Team credential
            </Text>
            <TextInput
              id={inputId}
              type="password"
              autoComplete="off"
              value={token}
              onChange={(event) => setToken(event.currentTarget.value)}
            />
          </Stack>
          <Flex>
            <Button type="submit" text="Unlock" tone="primary" disabled={!token.trim()} />
          </Flex>
        </Stack>
      </form>
    </Card>
  );
}
