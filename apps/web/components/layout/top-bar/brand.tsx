'use client';

import { TIMINGS } from '@brp/core/constants';
import { usePathname } from 'next/navigation';
import { type ComponentProps, type MouseEvent, type ReactNode, useState } from 'react';

import { Link } from '@/components/ui/link/link';
import { scrollToY } from '@/lib/browser/scroll';

/** The logo link home; on the home page it scrolls up over 500 ms instead. */
export function BrandLink(props: ComponentProps<typeof Link>) {
  const pathname = usePathname();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (pathname !== '/') return;
    event.preventDefault();
    window.history.replaceState(window.history.state, '', '/');
    void scrollToY(0, TIMINGS.logoScrollMs);
  };
  return <Link {...props} onClick={onClick} />;
}

/** The logo image (its attributes come from the server), or `fallback` if it fails to load. */
export function LogoImage({ fallback, ...props }: ComponentProps<'img'> & { fallback: ReactNode }) {
  const [failed, setFailed] = useState(false);
  if (failed) return fallback;
  return (
    // A 36 px mark: next/image's client code would cost more than it saves here.
    // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text
    <img
      {...props}
      // An image that failed before hydration fired its error event too early for React to see.
      ref={(image) => {
        if (image?.complete && image.naturalWidth === 0) setFailed(true);
      }}
      onError={() => setFailed(true)}
    />
  );
}
