/**
 * A page's blocks as components use them, for every block alike (a new block needs nothing here):
 * every link whose target is unsafe or empty dropped, as every CMS link is (@brp/core/links);
 * references to deleted documents (null) left out of lists. Rich text is left whole: its renderer
 * checks its own links (components/portable-text). Values carry no preview marks to clean: the
 * preview client marks words only (preview-marks.ts).
 */
import { isSafeHref } from '@brp/core/links';

import type { PageBlock } from '@brp/blocks/types';

/** Marks a link whose target is unsafe or empty: its list leaves it out, its field is unset. */
const DROPPED = Symbol('dropped');

function valuesOf(value: unknown): unknown {
  if (Array.isArray(value))
    return value.map(valuesOf).filter((item) => item !== null && item !== DROPPED);
  if (value === null || typeof value !== 'object') return value;
  const fields = value as Record<string, unknown>;
  if (fields._type === 'block') return value;
  if (typeof fields.href === 'string' && !(fields.href && isSafeHref(fields.href))) return DROPPED;
  return Object.fromEntries(
    Object.entries(fields).flatMap(([key, child]) => {
      const kept = valuesOf(child);
      return kept === DROPPED ? [] : [[key, kept]];
    }),
  );
}

/** The block with its unsafe links and deleted references left out. */
export function blockValues(block: PageBlock): PageBlock {
  return valuesOf(block) as PageBlock;
}
