'use client';

import { useCallback, useRef } from 'react';

import type { ProofsOfWork } from '@/lib/forms/proof-of-work';
import type { ChallengeForm } from '@/lib/proof-of-work/challenge';

import { useFirstStep } from './use-first-step';

/**
 * A form's proofs of work, their module loaded on first use, and solved while the visitor fills
 * the form in, from their first step into it, so that their submission never waits for it.
 * `fieldId` is any field of the form.
 */
export function useProofsOfWork(form: ChallengeForm, fieldId: string) {
  const loaded = useRef<Promise<ProofsOfWork> | undefined>(undefined);
  const proofs = useCallback(
    () =>
      (loaded.current ??= import('@/lib/forms/proof-of-work').then(
        ({ proofsOfWork }) => proofsOfWork(form),
        (error: unknown) => {
          // A load that failed (the connection dropped) is tried again by the next submission.
          loaded.current = undefined;
          throw error;
        },
      )),
    [form],
  );
  const prepare = useCallback(() => void proofs().then((ready) => ready.prepare()), [proofs]);
  useFirstStep(fieldId, prepare);
  return proofs;
}
