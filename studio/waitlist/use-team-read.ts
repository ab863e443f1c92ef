import { useCallback, useEffect, useState } from 'react';

import type { OnFailure } from './failure';

/**
 * What `load` reads from the team API: read on mount, again whenever `load` changes (a new
 * segment, say), when `refresh` does (the dashboard's Refresh) and on `reload()`. The older read
 * is aborted, so a slow answer to an old filter never replaces the new one.
 */
export function useTeamRead<T>(
  load: (signal: AbortSignal) => Promise<T>,
  onFailure: OnFailure,
  refresh = 0,
): { data: T | null; loading: boolean; reload: () => void } {
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(true);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    load(controller.signal).then(
      (loaded) => {
        if (controller.signal.aborted) return;
        setData(loaded);
        setLoading(false);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLoading(false);
        onFailure(error);
      },
    );
    return () => controller.abort();
  }, [load, version, refresh, onFailure]);

  const reload = useCallback(() => setVersion((current) => current + 1), []);
  return { data, loading, reload };
}
