'use client';

import { useEffect } from 'react';

/**
 * Runs `start` once, at the visitor's first step into the form that holds `fieldId` (a tap, a
 * Tab, a field's autofill): what a submission needs is fetched while they type, not when they
 * press the button, and not at all by a visitor who never fills the form in.
 */
export function useFirstStep(fieldId: string, start: () => void) {
  useEffect(() => {
    const element = document.getElementById(fieldId)?.closest('form');
    for (const type of ['focusin', 'input']) element?.addEventListener(type, start, { once: true });
    return () => {
      for (const type of ['focusin', 'input']) element?.removeEventListener(type, start);
    };
  }, [fieldId, start]);
}
