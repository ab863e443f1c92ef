'use client';

import { TIMINGS } from '@brp/core/constants';
import { type ComponentProps, useEffect, useState } from 'react';

/**
 * The top bar's `<header>`, marked `data-scrolled` once the page is scrolled past 20 px so its
 * styles (top-bar-styles.ts) can turn it translucent. Everything inside renders on the server.
 */
export function ScrollHeader(props: ComponentProps<'header'>) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > TIMINGS.topBarScrollThresholdPx);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return <header {...props} data-scrolled={scrolled} />;
}
