'use client';

import { useEffect, useId, useState } from 'react';

interface TooltipButtonProps {
  className?: string;
  label: string;
  tooltip: string;
  /** A button that cannot be used yet: aria-disabled, so it stays focusable and its tooltip reachable. */
  unavailable?: boolean;
}

/**
 * A button with a tooltip that shows on hover and on keyboard focus, describes the button to
 * screen readers, and is dismissed with Escape (WCAG 1.4.13), whether it shows for the pointer or
 * for focus. The look is the caller's (tooltipStyles): it styles the button, the span that places
 * the tooltip and the [role='tooltip'] inside it.
 */
export function TooltipButton({
  className,
  label,
  tooltip,
  unavailable = false,
}: TooltipButtonProps) {
  const tooltipId = useId();
  const [dismissed, setDismissed] = useState(false);
  const [hovered, setHovered] = useState(false);

  // A hovered tooltip has no focus to receive the key: Escape is heard on the document meanwhile.
  useEffect(() => {
    if (!hovered) return;
    const dismissOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDismissed(true);
    };
    document.addEventListener('keydown', dismissOnEscape);
    return () => document.removeEventListener('keydown', dismissOnEscape);
  }, [hovered]);

  return (
    <span
      className={className}
      data-dismissed={dismissed}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => {
        setHovered(false);
        setDismissed(false);
      }}
    >
      <button
        type="button"
        aria-disabled={unavailable || undefined}
        aria-describedby={tooltipId}
        onBlur={() => setDismissed(false)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setDismissed(true);
        }}
      >
        {label}
      </button>
      <span>
        <span role="tooltip" id={tooltipId}>
          {tooltip}
        </span>
      </span>
    </span>
  );
}
