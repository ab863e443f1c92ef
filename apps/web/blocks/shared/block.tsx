/** What every block's component shares: its type from the page query, and its header's fields. */
import type { ReactNode } from 'react';

import { BandLink } from '@/components/ui/band-link/band-link';
import type { Block, PageBlock } from '@brp/blocks/types';

export type { Block };

/** What a block may need of the page it is on. */
export interface OnPage {
  /** The page's title: it names a section that has no title of its own. */
  title: string;
}

/** Every block's component takes its block as the query returns it, and the page it is on. */
export type BlockComponent<Type extends PageBlock['_type']> = (props: {
  block: Block<Type>;
  page: OnPage;
}) => ReactNode | Promise<ReactNode>;

/** A section's heading as editors write it (schema-fields.ts, `sectionHeadingFields`). */
export interface SectionHeadingWords {
  eyebrow?: string;
  title: string;
  lead?: string;
}

/** The section header fields every band block shares, for `<Band>`. */
export const sectionHeading = (block: SectionHeadingWords & { tone?: 'light' | 'muted' }) => ({
  eyebrow: block.eyebrow,
  title: block.title,
  lead: block.lead,
  tone: block.tone,
});

/** A band's closing link, when it has one. */
export const closingLink = (link: { label?: string; href?: string } | undefined, space?: 10) =>
  link?.label && link.href ? (
    <BandLink $space={space} href={link.href}>
      {link.label}
    </BandLink>
  ) : null;
