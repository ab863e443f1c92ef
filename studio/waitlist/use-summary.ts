import { useCallback } from 'react';

import type { OnFailure } from './failure';
import { getSummary } from './team-api';
import type { TeamSite } from './types';
import { useTeamRead } from './use-team-read';

/** The waitlist's summary, fetched on mount and again on `reload()`. */
export function useSummary({ origin, token }: TeamSite, onFailure: OnFailure) {
  const load = useCallback(
    (signal: AbortSignal) => getSummary({ origin, token }, signal),
    [origin, token],
  );
  const { data, loading, reload } = useTeamRead(load, onFailure);
  return { summary: data, loading, reload };
}
