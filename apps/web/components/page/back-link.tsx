'use client';

import { useRouter } from 'next/navigation';
import type { ReactNode } from 'react';

import { Link } from '@/components/ui/link/link';
import { requestScrollOnArrival } from '@/lib/browser/scroll';

/**
 * A link back to a landing-page section (#features, #vendors). It asks the landing page to scroll
 * there once it has loaded (800 ms, 80 px above the section), the spec's "navigation state", and
 * stays a plain `/#section` link when JavaScript is not running.
 */
export function BackLink({
  section,
  children,
  className,
}: {
  section: string;
  children: ReactNode;
  className?: string;
}) {
  const router = useRouter();
  return (
    <Link
      href={`/#${section}`}
      className={className}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        requestScrollOnArrival(section);
        router.push('/');
      }}
    >
      {children}
    </Link>
  );
}
