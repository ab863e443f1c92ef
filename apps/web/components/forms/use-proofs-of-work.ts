'use client';

import { useCallback, useState } from 'react';

import { loadedOnce } from '@/lib/forms/loaded-once';
import type { ChallengeForm } from '@/lib/proof-of-work/challenge';

import { useFirstStep } from './use-first-step';

/**
 * A form's proofs of work, their module loaded on first use, and solved while the visitor fills
 * the form in, from their first step into it, so that their submission never waits for it.
 * `fieldId` is any field of the form.
 */
export function useProofsOfWork(form: ChallengeForm, fieldId: string) {
  // Made once per form: the proofs solved ahead are the ones its submissions spend.
  const [proofs] = useState(() =>
    loadedOnce(() =>
      import('@/lib/forms/proof-of-work').then(({ proofsOfWork }) => proofsOfWork(form)),
    ),
  );
  const prepare = useCallback(() => void proofs().then((ready) => ready.prepare()), [proofs]);
  useFirstStep(fieldId, prepare);
  return proofs;
}
