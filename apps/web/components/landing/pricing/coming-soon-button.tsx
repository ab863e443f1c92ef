'use client';

import { useId, useState } from 'react';

/**
 * A plan button that cannot be used yet. It stays focusable (aria-disabled rather than disabled)
 * so keyboard users also meet its tooltip, which shows on hover and focus and is dismissed with
 * Escape (WCAG 1.4.13).
 */
export function ComingSoonButton({
  className,
  label,
  tooltip,
}: {
  className?: string;
  label: string;
  tooltip: string;
}) {
  const tooltipId = useId();
  const [dismissed, setDismissed] = useState(false);
  return (
    <span
      className={className}
      data-dismissed={dismissed}
      onPointerLeave={() => setDismissed(false)}
    >
      <button
        type="button"
        aria-disabled="true"
        aria-describedby={tooltipId}
        onBlur={() => setDismissed(false)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setDismissed(true);
        }}
      >
        {label}
      </button>
      <span role="tooltip" id={tooltipId}>
        {tooltip}
      </span>
    </span>
  );
}
