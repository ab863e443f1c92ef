'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

import { CONFIRMED_MARK } from '@/lib/analytics/config';
import { reportPageView, reportStep } from '@/lib/analytics/report';

/**
 * Reports a view of each page the visit shows: the first, then each client-side navigation.
 * Arriving from a confirmation (the status page's address ends in #confirmed) also reports the
 * funnel's last step, then drops the mark, so a reload or a bookmark does not count it again.
 * Rendered only where analytics is configured, outside draft mode. Renders nothing.
 */
export function PageViews() {
  const pathname = usePathname();
  useEffect(() => {
    reportPageView();
    if (window.location.hash === CONFIRMED_MARK) {
      reportStep('waitlist-confirmed');
      const { pathname: path, search } = window.location;
      window.history.replaceState(window.history.state, '', `${path}${search}`);
    }
  }, [pathname]);
  return null;
}
