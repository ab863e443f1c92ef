'use client';

import { TIMINGS } from '@brp/core/constants';
import { useEffect, useState } from 'react';

/** Copies `text` to the clipboard and shows a check mark for 2 s; each press restarts the 2 s. */
export function CopyButton({
  className,
  text,
  label,
}: {
  className?: string;
  text: string;
  label: string;
}) {
  const [copied, setCopied] = useState(false);
  const [failed, setFailed] = useState(false);
  // Counts successful copies, so that each one restarts the 2 s even while the check shows.
  const [copies, setCopies] = useState(0);

  useEffect(() => {
    if (copies === 0) return;
    const timer = window.setTimeout(() => setCopied(false), TIMINGS.copyFeedbackMs);
    return () => window.clearTimeout(timer);
  }, [copies]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setFailed(false);
      setCopied(true);
      setCopies((count) => count + 1);
    } catch {
      setFailed(true);
    }
  };

  return (
    <span className={className} data-copied={copied}>
      <button type="button" onClick={() => void copy()}>
        <span aria-hidden="true">{copied ? '✓' : '⧉'}</span>
        {copied ? 'Copied' : label}
      </button>
      <span role="status" className="visually-hidden">
        {copied
          ? 'Copied to the clipboard'
          : failed
            ? 'Copying failed: select the text and copy it yourself'
            : ''}
      </span>
    </span>
  );
}
