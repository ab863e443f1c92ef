import {
  codeClaim,
  isHomePage,
  isPageAddressShape,
  PAGE_ADDRESS_MAX_LENGTH,
  PAGE_ADDRESS_MESSAGE,
} from '@brp/core/addresses';
import type { SlugRule, ValidationContext } from 'sanity';

import { slugify } from './slug-rule';

const API_VERSION = '2025-06-01';

/** The other page (draft or published) that already has this address, if any. */
const OTHER_PAGE = /* groq */ `
  *[_type == "page" && address.current == $address && !(_id in [$id, "drafts." + $id])][0]{ title }
`;

/** Why a page may not take this address, or null when it may. */
async function addressProblem(
  address: string,
  context: Pick<ValidationContext, 'getClient' | 'document'>,
): Promise<string | null> {
  if (!isPageAddressShape(address)) return PAGE_ADDRESS_MESSAGE;
  const claim = codeClaim(address);
  if (claim) return `${claim} Choose another address.`;
  const id = (context.document?._id ?? '').replace(/^drafts\./, '');
  const other = await context
    .getClient({ apiVersion: API_VERSION })
    .fetch<{ title?: string } | null>(OTHER_PAGE, { address, id });
  if (other) return `The page "${other.title ?? 'Untitled'}" already has /${address}.`;
  return null;
}

/** The address rule: required, a page's shape, not the code's, not another page's. An error. */
export function pageAddressRule(rule: SlugRule) {
  return rule
    .custom(async (slug: { current?: string } | undefined, context) => {
      const address = slug?.current;
      // The landing page is at / and has no address; every other page needs one.
      if (isHomePage(context.document?._id ?? '')) return true;
      if (address === undefined) return 'Give the page a web address.';
      return (await addressProblem(address, context)) ?? true;
    })
    .error();
}

/** "Spring Offer!" → "spring-offer"; editors add "campaigns/" themselves when they want a folder. */
export const slugifyAddress = (title: string) => slugify(title, PAGE_ADDRESS_MAX_LENGTH);
