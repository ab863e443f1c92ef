'use client';

import { useEffect } from 'react';

/** Starts the page at its top when it loads, whatever scroll the browser restored. Renders nothing. */
export function ScrollToTop() {
  useEffect(() => {
    if (!window.location.hash) window.scrollTo({ top: 0, behavior: 'instant' });
  }, []);
  return null;
}
