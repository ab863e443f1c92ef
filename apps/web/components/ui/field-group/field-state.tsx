'use client';

import { createContext, useContext } from 'react';

/**
 * What a field reads from the form around it. The form (a client component) owns the values and
 * errors; the fields are drawn on the server and only their controls and messages read this.
 */
export interface FieldState {
  value: (name: string) => unknown;
  error: (name: string) => string | undefined;
  setValue: (name: string, value: string | boolean) => void;
  /** Hands the form the control's element, so a rejected submit can focus the first invalid one. */
  register: (name: string) => (element: HTMLElement | null) => void;
}

const FieldStateContext = createContext<FieldState | null>(null);

export const FieldStateProvider = FieldStateContext.Provider;

export function useFieldState(): FieldState {
  const state = useContext(FieldStateContext);
  if (!state) throw new Error('A field control must sit inside a form that provides FieldState.');
  return state;
}
