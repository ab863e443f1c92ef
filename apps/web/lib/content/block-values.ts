/**
 * A page's blocks as components use them, for every block alike (a new block needs nothing here):
 * the choices its fields hold (tones, icons, columns, looks, anchors, code) read as values without
 * the preview's stega marks; every link's target cleaned and, when unsafe, the link dropped, as
 * every CMS link is (@brp/core/links); references to deleted documents (null) left out of lists.
 * Rich text is left whole: its renderer checks its own links (components/portable-text).
 */
import { isSafeHref } from '@brp/core/links';
import { stegaClean } from 'next-sanity';

import type { PageBlock } from '.';

/** Fields that hold a value the code acts on, never words a visitor reads. */
const VALUE_FIELDS = new Set([
  'tone',
  'backTo',
  'look',
  'columns',
  'icon',
  'imageSide',
  'anchor',
  'code',
  'method',
  'videoId',
]);

/** Marks a link whose target is unsafe or empty: its list leaves it out, its field is unset. */
const DROPPED = Symbol('dropped');

function valuesOf(value: unknown): unknown {
  if (Array.isArray(value))
    return value.map(valuesOf).filter((item) => item !== null && item !== DROPPED);
  if (value === null || typeof value !== 'object') return value;
  const fields = value as Record<string, unknown>;
  if (fields._type === 'block') return value;
  if (typeof fields.href === 'string') {
    const href = stegaClean(fields.href);
    if (!href || !isSafeHref(href)) return DROPPED;
  }
  return Object.fromEntries(
    Object.entries(fields).flatMap(([key, child]) => {
      const cleaned = VALUE_FIELDS.has(key) || key === 'href' ? stegaClean(child) : valuesOf(child);
      return cleaned === DROPPED ? [] : [[key, cleaned]];
    }),
  );
}

/** Values, not text: the choices a block's fields hold and its links carry no stega marks. */
export function blockValues(block: PageBlock): PageBlock {
  return valuesOf(block) as PageBlock;
}
