/**
 * For block tests: every piece of text an editor typed into a block (titles, bodies, labels, the
 * spans of rich text), without its settings (tone, look, addresses, anchors, keys). A block's test
 * checks the page shows each one, so a field the component forgets to draw fails there. Rewards
 * figures are left out: the site fills them from @brp/core.
 */
const SETTINGS = new Set([
  'anchor',
  'tone',
  'look',
  'href',
  'imageSide',
  'icon',
  'backTo',
  'source',
  'list',
  'style',
  'listItem',
  'marks',
  'url',
  'language',
]);

function wordsOf(value: unknown): string[] {
  // A rewards figure (`{brpPerDollar}`) is shown filled: the words around it are what must show.
  if (typeof value === 'string')
    return value
      .split(/\{\w+\}/)
      .map((part) => part.trim())
      .filter(Boolean);
  if (Array.isArray(value)) return value.flatMap(wordsOf);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) =>
    key.startsWith('_') || SETTINGS.has(key) ? [] : wordsOf(child),
  );
}

const squeeze = (text: string) => text.replace(/\s+/g, ' ');

/** What a visitor can read of an element: its text, and the names its labels and images carry. */
export function shownWords(element: Element): string {
  const names = [...element.querySelectorAll('[aria-label], [alt]')].map(
    (named) => `${named.getAttribute('aria-label') ?? ''} ${named.getAttribute('alt') ?? ''}`,
  );
  return squeeze([element.textContent ?? '', ...names].join(' '));
}

/** The words of `block` that `shown` (one or more `shownWords` readings) does not contain. */
export function wordsNotShown(block: unknown, shown: string): string[] {
  return wordsOf(block).filter((word) => !shown.includes(squeeze(word)));
}
