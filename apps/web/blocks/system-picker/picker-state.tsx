'use client';

import { createContext, type ReactNode, useContext, useState } from 'react';

export interface SupportedSystem {
  name: string;
  kind: string;
  detail: string;
}

// The server section lays out and styles the picker; these leaves carry only the choice.
const PickerContext = createContext<{
  chosen: SupportedSystem | undefined;
  prompt: string;
  toggle: (name: string) => void;
} | null>(null);

function usePicker() {
  const value = useContext(PickerContext);
  if (!value) throw new Error('A picker part is rendered outside <SystemPicker>.');
  return value;
}

/** The supported systems as toggle buttons: choosing one says how it connects. */
export function SystemPicker({
  className,
  systems,
  prompt,
  children,
}: {
  className?: string;
  systems: SupportedSystem[];
  /** What the status line says until a system is chosen. */
  prompt: string;
  children: ReactNode;
}) {
  const [chosen, setChosen] = useState<string>();
  const toggle = (name: string) => setChosen((current) => (current === name ? undefined : name));
  return (
    <PickerContext
      value={{ chosen: systems.find((system) => system.name === chosen), prompt, toggle }}
    >
      <div className={className}>{children}</div>
    </PickerContext>
  );
}

/** The toggle for one system, pressed while that system is the one chosen. */
export function SystemToggle({
  className,
  system,
  children,
}: {
  className?: string;
  system: string;
  children: ReactNode;
}) {
  const { chosen, toggle } = usePicker();
  return (
    <button
      type="button"
      className={className}
      aria-pressed={chosen?.name === system}
      onClick={() => toggle(system)}
    >
      {children}
    </button>
  );
}

/** How the chosen system connects, or the prompt to choose one. */
export function ChosenSystem() {
  const { chosen, prompt } = usePicker();
  return chosen ? `${chosen.name}: ${chosen.detail}` : prompt;
}
