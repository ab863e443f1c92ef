import { classifyHref } from '@brp/core/links';
import type { StringRule } from 'sanity';

/**
 * The link rule every href field shares: a site path, an in-page anchor, an https URL or a
 * mailto link. The site applies the same rule again before rendering, so a link that slipped
 * past the studio (an import, an API write) is still never drawn.
 */
export function safeHrefRule(rule: StringRule) {
  return rule.required().custom((href: string | undefined) => {
    if (href === undefined || classifyHref(href)) return true;
    return 'Use a site path (/about, /#pricing), an anchor (#waitlist), an https:// address or a mailto: link.';
  });
}
