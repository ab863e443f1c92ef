import { Card, Container, Heading, Stack } from '@sanity/ui';
import { useCallback, useMemo, useState } from 'react';
import type { Tool } from 'sanity';

import { Dashboard } from './dashboard';
import { forgetToken, keepToken, readToken } from './token-store';
import { UnlockForm } from './unlock-form';

export interface WaitlistOptions {
  /** The site whose team API holds the waitlist. */
  origin: string;
}

/** The studio tool's component: the options come from the plugin (studio/env.ts). */
export function WaitlistTool({ tool }: { tool: Tool<WaitlistOptions> }) {
  return <Waitlist origin={tool.options?.origin ?? ''} />;
}

/** Locked until the editor pastes the team credential; locked again on Lock or a 401. */
export function Waitlist({ origin }: WaitlistOptions) {
  const [token, setToken] = useState<string | null>(readToken);
  const [notice, setNotice] = useState<string | null>(null);
  const site = useMemo(() => (token ? { origin, token } : null), [origin, token]);

  const unlock = useCallback((pasted: string) => {
    keepToken(pasted);
    setNotice(null);
    setToken(pasted);
  }, []);
  const lock = useCallback((why: string | null) => {
    forgetToken();
    setNotice(why);
    setToken(null);
  }, []);

  return (
    // Named for the tests' accessibility checks, which judge the tool and not the studio around.
    <Card height="fill" overflow="auto" data-waitlist-tool="">
      <Container width={5} padding={4}>
        <Stack gap={5}>
          <Heading as="h1" size={3}>
            Waitlist
          </Heading>
          {site ? (
            <Dashboard site={site} onLock={lock} />
          ) : (
            <UnlockForm notice={notice} onUnlock={unlock} />
          )}
        </Stack>
      </Container>
    </Card>
  );
}
