import { useCallback, useState } from 'react';

import type { OnFailure } from './failure';
import { searchByEmail } from './team-api';
import type { Signup, TeamSite } from './types';

export interface SearchResult {
  query: string;
  signups: Signup[];
}

/** The last search by e-mail and its results; `drop` takes an erased person out of them. */
export function useEmailSearch(site: TeamSite, onFailure: OnFailure) {
  const [result, setResult] = useState<SearchResult | null>(null);
  const [searching, setSearching] = useState(false);
  const { origin, token } = site;

  const search = useCallback(
    async (query: string) => {
      setSearching(true);
      try {
        setResult({ query, signups: await searchByEmail({ origin, token }, query) });
      } catch (error) {
        onFailure(error);
      } finally {
        setSearching(false);
      }
    },
    [origin, token, onFailure],
  );

  const drop = useCallback((email: string) => {
    setResult(
      (current) =>
        current && { ...current, signups: current.signups.filter((s) => s.email !== email) },
    );
  }, []);

  return { result, searching, search, drop };
}
