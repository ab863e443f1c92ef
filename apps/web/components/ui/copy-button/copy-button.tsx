'use client';

import { TIMINGS } from '@brp/core/constants';
import { useEffect, useState } from 'react';

/** Drawn, not typed: the copy sign (⧉) is in none of the page's fonts, and showed as an empty
 * box. 16 px, in the text's colour. */
function Icon({ name }: { name: 'copy' | 'check' }) {
  return (
    <svg
      aria-hidden="true"
      data-icon={name}
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {name === 'copy' ? (
        <>
          <rect x="5.5" y="5.5" width="8" height="8" rx="1.5" />
          <path d="M10.5 3.5v-.5a1.5 1.5 0 0 0-1.5-1.5H4A1.5 1.5 0 0 0 2.5 3v5A1.5 1.5 0 0 0 4 9.5h.5" />
        </>
      ) : (
        <path d="m3 8.5 3 3 7-7" />
      )}
    </svg>
  );
}

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
        <Icon name={copied ? 'check' : 'copy'} />
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
