import { useState } from 'react';

import type { OnFailure } from './failure';
import type { SupportBusy } from './support-message-dialog';
import { SUPPORT_STATES } from './support-words';
import { eraseSupport, markSupport } from './team-api';
import type { SupportState, TeamSite } from './types';

/**
 * What the team does to one opened message: marks it (answered, closed, open again) or, asked
 * once more, erases it. Each says what it did through `onDone`, in words for the notice.
 */
export function useSupportActions(
  site: TeamSite,
  onDone: (notice: string) => void,
  onFailure: OnFailure,
) {
  const [busy, setBusy] = useState<SupportBusy>(null);
  const [asking, setAsking] = useState(false);

  async function act(what: SupportBusy & string, deed: () => Promise<string>) {
    setBusy(what);
    try {
      onDone(await deed());
    } catch (error) {
      onFailure(error);
    } finally {
      setBusy(null);
      setAsking(false);
    }
  }

  return {
    busy,
    /** The erasure's confirmation is open. */
    asking,
    mark: (reference: string, state: SupportState) =>
      act(state, async () => {
        await markSupport(site, reference, state);
        return `${reference} ${SUPPORT_STATES[state].done}.`;
      }),
    askErase: () => setAsking(true),
    cancelErase: () => setAsking(false),
    erase: (reference: string) =>
      act('erase', async () =>
        (await eraseSupport(site, reference))
          ? `${reference} was erased.`
          : `${reference} was not there any more.`,
      ),
  };
}
