import { SLUG_MESSAGE, SLUG_PATTERN } from '@brp/blocks/shared/slug-pattern';
import type { SlugRule } from 'sanity';

/** Turns a title into a slug the rule accepts: "Café & Co." → "cafe-co". */
export function slugify(title: string, maxLength = 80): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, maxLength)
    .replace(/^-+|-+$/g, '');
}

/** The rule every slug field shares: required, and only characters an address keeps as typed. */
export function slugRule(rule: SlugRule) {
  // Slug rules are warnings unless told otherwise: a wrong address must stop publishing.
  return rule
    .required()
    .custom((slug: { current?: string } | undefined) => {
      const current = slug?.current;
      if (current === undefined || SLUG_PATTERN.test(current)) return true;
      return SLUG_MESSAGE;
    })
    .error();
}
