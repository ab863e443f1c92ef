'use client';

import type { SignupType } from '@brp/core/validation';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';

import { Link } from '@/components/ui/link/link';
import { scrollToSection } from '@/lib/browser/scroll';
import { announceWaitlistIntent, waitlistHref } from '@/lib/browser/waitlist-intent';

interface WaitlistCtaProps {
  type: SignupType;
  className?: string;
  children: ReactNode;
}

/**
 * A call to action that opens the waitlist with the signup type chosen ("Join Waitlist as
 * Vendor", "Get Early Access", "Apply Now"). A real link to `/?join=<type>#waitlist`; on a page
 * with a waitlist of its own (the landing page, a campaign page) it preselects the type and
 * scrolls there (800 ms, 80 px above) without a reload.
 */
export function WaitlistCta({ type, className, children }: WaitlistCtaProps) {
  const pathname = usePathname();
  const href = waitlistHref(type);
  return (
    <Link
      href={href}
      className={className}
      onClick={(event) => {
        const onPage = document.getElementById('waitlist');
        if (!onPage || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        // The same request, for this page's own waitlist: `/spring?join=vendor#waitlist`.
        window.history.replaceState(window.history.state, '', `${pathname}${href.slice(1)}`);
        announceWaitlistIntent(type);
        void scrollToSection('waitlist');
      }}
    >
      {children}
    </Link>
  );
}
