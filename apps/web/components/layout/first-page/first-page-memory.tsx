'use client';

import { useEffect } from 'react';

import { rememberFirstPage } from '@/lib/browser/first-page';

/**
 * Notes where the visit began (lib/browser/first-page.ts) as its first page hydrates, before any
 * client-side navigation changes the address: a signup on a later page still carries the
 * campaign and the referral link the visitor arrived with. Renders nothing.
 */
export function FirstPageMemory() {
  useEffect(rememberFirstPage, []);
  return null;
}
