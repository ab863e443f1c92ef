/**
 * The words a reader meets in a mail's two bodies, for the tests that hold them to the same:
 * the HTML's visible text (not its head, its comments or the list-only preview) and the plain
 * text, each without link addresses, punctuation or case.
 */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', nbsp: ' ' };

function decode(html: string): string {
  return html.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (entity, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name] ?? entity;
  });
}

const words = (text: string) =>
  text
    .split(/\s+/)
    .filter((word) => !/^https?:\/\//.test(word))
    .map((word) => word.toLowerCase().replace(/[^\p{L}\p{N}']/gu, ''))
    .filter(Boolean);

/** The words the HTML shows. */
export function htmlWords(html: string): string[] {
  const shown = html
    .replace(/<head>[\s\S]*?<\/head>/, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<div[^>]*data-skip-in-text="true"[^>]*>[\s\S]*?<\/div><\/div>/, '')
    .replace(/<[^>]+>/g, ' ');
  return words(decode(shown));
}

/** The words of the plain text. */
export function textWords(text: string): string[] {
  return words(text.replace(/^-+$/gm, ''));
}

/** Every address the HTML links to, in order. */
export const htmlLinks = (html: string) =>
  [...html.matchAll(/href="([^"]*)"/g)].map((match) => decode(match[1]!));

/** Every address the plain text shows, in order. */
export const textLinks = (text: string) => text.match(/https?:\/\/\S+/g) ?? [];
