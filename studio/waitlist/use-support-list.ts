import { useCallback, useEffect, useState } from 'react';

import type { OnFailure } from './failure';
import { getSupport } from './team-api';
import type { SupportPage, SupportQuery, TeamSite } from './types';

/**
 * The support messages a query lists, late first, a page at a time: the first page on mount,
 * again when the query or `version` changes (a mark, an erasure, Refresh), the next on `more()`.
 * The older read is aborted, so a slow answer to an old filter never replaces the new one.
 */
export function useSupportList(
  site: TeamSite,
  { state, search }: Pick<SupportQuery, 'state' | 'search'>,
  version: number,
  onFailure: OnFailure,
) {
  const [page, setPage] = useState<SupportPage | null>(null);
  const [loading, setLoading] = useState(true);

  const read = useCallback(
    async (offset: number, signal: AbortSignal) => {
      setLoading(true);
      try {
        const answer = await getSupport(site, { state, search, offset }, signal);
        if (signal.aborted) return;
        setPage((shown) =>
          offset === 0 || !shown
            ? answer
            : { ...answer, messages: [...shown.messages, ...answer.messages] },
        );
        setLoading(false);
      } catch (error) {
        if (signal.aborted) return;
        setLoading(false);
        onFailure(error);
      }
    },
    [site, state, search, onFailure],
  );

  useEffect(() => {
    const controller = new AbortController();
    void read(0, controller.signal);
    return () => controller.abort();
  }, [read, version]);

  const next = page?.next ?? null;
  const more = useCallback(() => {
    if (next !== null) void read(next, new AbortController().signal);
  }, [read, next]);

  return { page, loading, more };
}
