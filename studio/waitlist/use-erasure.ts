import { useState } from 'react';

import type { OnFailure } from './failure';
import { eraseByEmail } from './team-api';
import type { TeamSite } from './types';

/**
 * Erasure of one person on their request: `ask` opens the confirmation, `confirm` deletes and
 * reports what happened through `onErased` (false when the record was already gone).
 */
export function useErasure(
  site: TeamSite,
  onErased: (email: string, erased: boolean) => void,
  onFailure: OnFailure,
) {
  const [email, setEmail] = useState<string | null>(null);
  const [erasing, setErasing] = useState(false);

  async function confirm() {
    if (!email) return;
    setErasing(true);
    try {
      onErased(email, await eraseByEmail(site, email));
    } catch (error) {
      onFailure(error);
    } finally {
      setErasing(false);
      setEmail(null);
    }
  }

  return { email, erasing, ask: setEmail, cancel: () => setEmail(null), confirm };
}
