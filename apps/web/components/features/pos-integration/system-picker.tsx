'use client';

import { useState } from 'react';

export interface SupportedSystem {
  name: string;
  kind: string;
  detail: string;
}

/** The supported systems as toggle buttons: choosing one says how it connects. */
export function SystemPicker({
  className,
  systems,
}: {
  className?: string;
  systems: SupportedSystem[];
}) {
  const [chosen, setChosen] = useState<string>();
  const current = systems.find((system) => system.name === chosen);
  return (
    <div className={className}>
      <ul data-part="systems">
        {systems.map((system) => (
          <li key={system.name}>
            <button
              type="button"
              aria-pressed={system.name === chosen}
              onClick={() => setChosen(system.name === chosen ? undefined : system.name)}
            >
              <span data-part="name">{system.name}</span>
              <span data-part="kind">{system.kind}</span>
            </button>
          </li>
        ))}
      </ul>
      <p data-part="detail" role="status">
        {current
          ? `${current.name}: ${current.detail}`
          : 'Choose your system to see how it connects.'}
      </p>
    </div>
  );
}
