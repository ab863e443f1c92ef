import { useState } from 'react';

import type { OnFailure } from './failure';
import { voidCredit } from './team-api';
import type { FlaggedPerson, TeamSite } from './types';

/**
 * Voiding the credit one friend's confirmation gave their referrer: reported through `onVoided`
 * (false when there was none left to take, e.g. another member voided it first).
 */
export function useCreditVoid(
  site: TeamSite,
  onVoided: (friend: FlaggedPerson, referrer: FlaggedPerson, voided: boolean) => void,
  onFailure: OnFailure,
) {
  const [voiding, setVoiding] = useState<number | null>(null);

  async function voidOne(friend: FlaggedPerson, referrer: FlaggedPerson) {
    setVoiding(friend.id);
    try {
      onVoided(friend, referrer, await voidCredit(site, friend.id));
    } catch (error) {
      onFailure(error);
    } finally {
      setVoiding(null);
    }
  }

  return { voiding, voidOne };
}
