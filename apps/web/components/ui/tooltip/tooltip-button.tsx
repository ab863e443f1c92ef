'use client';

import { useEffect, useId, useRef, useState } from 'react';

interface TooltipButtonProps {
  className?: string;
  label: string;
  tooltip: string;
  /** A button that cannot be used yet: aria-disabled, so it stays focusable and its tooltip reachable. */
  unavailable?: boolean;
}

/**
 * A button with a tooltip that shows on hover, on keyboard focus and on a tap or click, describes
 * the button to screen readers, and is dismissed with Escape (WCAG 1.4.13), whether it shows for
 * the pointer, for focus or for a tap. A touch has no hover: the sticky hover a browser may leave
 * after a tap is not promised (WebKitGTK at times left none, in two full runs of the engines
 * suite), so a tap opens the tooltip itself, until a tap elsewhere, Escape or the focus moving on.
 * The look is the caller's (tooltipStyles): it styles the button, the span that places the tooltip
 * and the [role='tooltip'] inside it.
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
  const [tapped, setTapped] = useState(false);
  const wrapper = useRef<HTMLSpanElement>(null);

  // A hovered tooltip has no focus to receive the key: Escape is heard on the document meanwhile.
  useEffect(() => {
    if (!hovered && !tapped) return;
    const dismissOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDismissed(true);
    };
    document.addEventListener('keydown', dismissOnEscape);
    return () => document.removeEventListener('keydown', dismissOnEscape);
  }, [hovered, tapped]);

  // A tapped tooltip stays until the next tap lands somewhere else.
  useEffect(() => {
    if (!tapped) return;
    const closeOnTapElsewhere = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setTapped(false);
    };
    document.addEventListener('pointerdown', closeOnTapElsewhere);
    return () => document.removeEventListener('pointerdown', closeOnTapElsewhere);
  }, [tapped]);

  return (
    <span
      ref={wrapper}
      className={className}
      data-dismissed={dismissed}
      data-tapped={tapped}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={(event) => {
        setHovered(false);
        setDismissed(false);
        // A finger leaves as it lifts, right after its tap: only a mouse moving off closes it.
        if (event.pointerType === 'mouse') setTapped(false);
      }}
    >
      <button
        type="button"
        aria-disabled={unavailable || undefined}
        aria-describedby={tooltipId}
        onClick={() => {
          setTapped(true);
          setDismissed(false);
        }}
        onBlur={() => {
          setDismissed(false);
          setTapped(false);
        }}
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
