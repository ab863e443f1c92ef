/** What every block's component shares: its type from the page query, and its header's fields. */
import { BandLink } from '@/components/ui/band-link/band-link';
import type { PageBlock } from '@/lib/content';

/** One block type, as the page query returns it (lib/content, typed by typegen). */
export type Block<Type extends PageBlock['_type']> = Extract<PageBlock, { _type: Type }>;

/** The section header fields every band block shares, for `<Band>`. */
export const sectionHeading = (block: {
  eyebrow?: string;
  title: string;
  lead?: string;
  tone?: 'light' | 'muted';
}) => ({
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
