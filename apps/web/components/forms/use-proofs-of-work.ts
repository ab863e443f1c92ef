'use client';

import { useCallback, useEffect, useRef } from 'react';

import type { ProofsOfWork } from '@/lib/forms/proof-of-work';
import type { ChallengeForm } from '@/lib/proof-of-work/challenge';

/**
 * A form's proofs of work, their module loaded on first use, and solved while the visitor fills
 * the form in: from their first step into it (a tap, a Tab, a field's autofill), so that their
 * submission never waits for it. `fieldId` is any field of the form.
 */
export function useProofsOfWork(form: ChallengeForm, fieldId: string) {
  const loaded = useRef<Promise<ProofsOfWork> | undefined>(undefined);
  const proofs = useCallback(
    () =>
      (loaded.current ??= import('@/lib/forms/proof-of-work').then(({ proofsOfWork }) =>
        proofsOfWork(form),
      )),
    [form],
  );
  useEffect(() => {
    const element = document.getElementById(fieldId)?.closest('form');
    const onStart = () => void proofs().then((ready) => ready.prepare());
    for (const type of ['focusin', 'input'])
      element?.addEventListener(type, onStart, { once: true });
    return () => {
      for (const type of ['focusin', 'input']) element?.removeEventListener(type, onStart);
    };
  }, [fieldId, proofs]);
  return proofs;
}
