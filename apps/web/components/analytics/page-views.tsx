'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

import { reportView } from '@/lib/analytics/report-lazily';

/**
 * Reports a view of each page the visit shows: the first, then each client-side navigation
 * (lib/analytics/report.ts, loaded with the first). Rendered only where analytics is configured,
 * outside draft mode; its few bytes ride in the layout's chunk either way. Renders nothing.
 */
export function PageViews() {
  const pathname = usePathname();
  useEffect(reportView, [pathname]);
  return null;
}
