import type { CSSProperties } from 'react';

import { DARK, FONT, LIGHT } from './palette';

/** Inline styles (mail clients drop most style sheets), light by default. */
export const styles = {
  page: { backgroundColor: LIGHT.page, fontFamily: FONT, margin: 0, padding: '24px 12px' },
  card: {
    backgroundColor: LIGHT.card,
    border: `1px solid ${LIGHT.border}`,
    borderRadius: '16px',
    maxWidth: '560px',
    padding: '28px 24px',
  },
  brand: {
    color: LIGHT.brand,
    fontSize: '13px',
    fontWeight: 700,
    letterSpacing: '0.08em',
    lineHeight: '20px',
    margin: '0 0 8px',
    textTransform: 'uppercase',
  },
  heading: {
    color: LIGHT.ink,
    fontSize: '24px',
    fontWeight: 700,
    lineHeight: '32px',
    margin: '0 0 20px',
  },
  paragraph: { color: LIGHT.ink, fontSize: '16px', lineHeight: '26px', margin: '0 0 20px' },
  action: { margin: '4px 0 24px' },
  button: {
    backgroundColor: LIGHT.brand,
    borderRadius: '999px',
    color: LIGHT.onBrand,
    fontSize: '16px',
    fontWeight: 700,
    padding: '14px 28px',
    textDecoration: 'none',
  },
  link: {
    color: LIGHT.brand,
    fontWeight: 600,
    textDecoration: 'underline',
    // A long address (the referral link) breaks where it must; words stay whole.
    overflowWrap: 'anywhere',
  },
  rule: { borderColor: LIGHT.border, borderTopWidth: '1px', margin: '8px 0 20px' },
  footer: { color: LIGHT.inkMuted, fontSize: '14px', lineHeight: '22px', margin: 0 },
} satisfies Record<string, CSSProperties>;

/**
 * The class each styled element carries, for the dark scheme below (inline styles win over a
 * sheet, so its rules are `!important`).
 */
export const DARK_CLASS = {
  page: 'mail-page',
  card: 'mail-card',
  ink: 'mail-ink',
  muted: 'mail-muted',
  brand: 'mail-brand',
  rule: 'mail-rule',
} as const;

const darkRules = (prefix: string) =>
  [
    // React Email's Body repeats the page's background on the cell that holds the card.
    `${prefix}.${DARK_CLASS.page},${prefix}.${DARK_CLASS.page}>table>tbody>tr>td{background-color:${DARK.page}!important}`,
    `${prefix}.${DARK_CLASS.card}{background-color:${DARK.card}!important;border-color:${DARK.border}!important}`,
    `${prefix}.${DARK_CLASS.ink}{color:${DARK.ink}!important}`,
    `${prefix}.${DARK_CLASS.muted}{color:${DARK.inkMuted}!important}`,
    `${prefix}.${DARK_CLASS.brand}{color:${DARK.brand}!important}`,
    `${prefix}.${DARK_CLASS.rule}{border-color:${DARK.border}!important}`,
  ].join('');

/**
 * The dark scheme: by the reader's setting where the client honours it, and under Outlook.com's
 * own dark mode (which marks the message with `data-ogsc`). Clients that invert colours
 * themselves (Gmail's apps) find light text on dark already readable.
 */
export const COLOR_SCHEME_CSS = [
  ':root{color-scheme:light dark;supported-color-schemes:light dark}',
  `@media (prefers-color-scheme:dark){${darkRules('')}}`,
  darkRules('[data-ogsc] '),
].join('');
