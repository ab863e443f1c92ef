/** The pictures a feature card or a block's card can carry (components/ui/icons draws them). */
export const FEATURE_ICONS = [
  { title: 'Coins (currency)', value: 'currency' },
  { title: 'Token', value: 'token' },
  { title: 'Card terminal (point of sale)', value: 'pos' },
  { title: 'People (employees)', value: 'employees' },
  { title: 'Badge (brand tokens)', value: 'badge' },
];

/** The FAQ lists questions belong to, each shown on its page. */
export const FAQ_LISTS = [
  { title: 'Support page', value: 'support' },
  { title: 'POS integration page', value: 'pos' },
];
