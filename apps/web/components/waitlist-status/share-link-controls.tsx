'use client';

import { useSyncExternalStore } from 'react';

/** A read-only field whose whole text is selected when it takes focus, ready to copy. */
export function SelectedOnFocus({
  className,
  value,
  label,
}: {
  className?: string;
  value: string;
  label: string;
}) {
  return (
    <input
      className={className}
      readOnly
      value={value}
      aria-label={label}
      onFocus={(event) => event.currentTarget.select()}
    />
  );
}

const noChange = () => () => undefined;

/** Hands `url` to the device's share sheet (the Web Share API), offered only where it exists. */
export function ShareButton({
  className,
  text,
  url,
}: {
  className?: string;
  text: string;
  url: string;
}) {
  const canShare = useSyncExternalStore(
    noChange,
    () => typeof navigator.share === 'function',
    () => false,
  );
  if (!canShare) return null;
  return (
    <span className={className}>
      <button
        type="button"
        onClick={() => void navigator.share({ text, url }).catch(() => undefined)}
      >
        Share…
      </button>
    </span>
  );
}
