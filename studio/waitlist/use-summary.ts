import { useCallback, useEffect, useState } from 'react';

import type { OnFailure } from './failure';
import { getSummary } from './team-api';
import type { Summary, TeamSite } from './types';

/** The waitlist's summary, fetched on mount and again on `reload()`. */
export function useSummary({ origin, token }: TeamSite, onFailure: OnFailure) {
  const [summary, setSummary] = useState<Summary | null>(null);
  const [loading, setLoading] = useState(true);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    // A newer load (or leaving the tool) makes this one's answer moot.
    const controller = new AbortController();
    setLoading(true);
    getSummary({ origin, token }, controller.signal).then(
      (loaded) => {
        setSummary(loaded);
        setLoading(false);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLoading(false);
        onFailure(error);
      },
    );
    return () => controller.abort();
  }, [origin, token, version, onFailure]);

  const reload = useCallback(() => setVersion((current) => current + 1), []);
  return { summary, loading, reload };
}
