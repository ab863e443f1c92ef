/**
 * A page's blocks as components use them: what the studio stores as choices (tones, icons,
 * columns, addresses, code) read as values without the preview's stega marks, and unsafe links
 * dropped.
 */
import { isSafeHref } from '@brp/core/links';
import { stegaClean } from 'next-sanity';

import type { PageBlock } from '.';

/** Items whose `href` is a value, not text; any whose target is unsafe is dropped, as every CMS
 * link is (@brp/core/links). */
function safeLinks<Item extends { href: string }>(items: Item[]): Item[] {
  return items
    .map((item) => ({ ...item, href: stegaClean(item.href) }))
    .filter((item) => isSafeHref(item.href));
}

/** A closing link with its target as a value; none when the target is unsafe or missing. */
function safeLink(link: { label?: string; href?: string }) {
  const href = stegaClean(link.href);
  return link.label && href && isSafeHref(href) ? { label: link.label, href } : undefined;
}

/** Values, not text: the choices a block's fields hold and its links carry no stega marks. */
export function blockValues(block: PageBlock): PageBlock {
  const cleaned = { ...block, ...('tone' in block ? { tone: stegaClean(block.tone) } : {}) };
  switch (cleaned._type) {
    case 'pageHeader':
      return {
        ...cleaned,
        backTo: stegaClean(cleaned.backTo),
        buttons:
          cleaned.buttons &&
          safeLinks(cleaned.buttons).map((button) => ({
            ...button,
            look: stegaClean(button.look),
          })),
      };
    case 'cardGrid':
      return {
        ...cleaned,
        columns: stegaClean(cleaned.columns),
        cards: cleaned.cards.map((card) => ({ ...card, icon: stegaClean(card.icon) })),
        link: cleaned.link && safeLink(cleaned.link),
      };
    case 'textWithMedia':
      return { ...cleaned, imageSide: stegaClean(cleaned.imageSide) };
    case 'ctaBand':
      return {
        ...cleaned,
        buttons: safeLinks(cleaned.buttons).map((button) => ({
          ...button,
          look: stegaClean(button.look),
        })),
      };
    case 'faqList':
      // A reference to a deleted question resolves to null.
      return {
        ...cleaned,
        anchor: stegaClean(cleaned.anchor),
        faqs: (cleaned.faqs ?? []).filter(Boolean),
        link: cleaned.link && safeLink(cleaned.link),
      };
    case 'useCaseCarousel':
      return { ...cleaned, link: cleaned.link && safeLink(cleaned.link) };
    case 'flipCards':
      return {
        ...cleaned,
        cards: cleaned.cards.map((card) => ({ ...card, icon: stegaClean(card.icon) })),
      };
    case 'codeSnippets':
      // Code is copied as it is: no invisible marks in it, even in the preview.
      return {
        ...cleaned,
        snippets: cleaned.snippets.map((snippet) => ({
          ...snippet,
          code: stegaClean(snippet.code),
        })),
      };
    case 'endpoints':
      return {
        ...cleaned,
        endpoints: cleaned.endpoints.map((endpoint) => ({
          ...endpoint,
          method: stegaClean(endpoint.method),
        })),
      };
    case 'linkCards':
      return {
        ...cleaned,
        cards: safeLinks(cleaned.cards).map((card) => ({ ...card, icon: stegaClean(card.icon) })),
      };
    default:
      return cleaned;
  }
}
