import { splitFigures } from '@brp/core/figures';

/**
 * Editors' text with its rewards figures (`{brpPerDollar}`) filled from @brp/core, each figure its
 * own text node, as a `{value}` in JSX is: the words shape exactly as the code-written page did.
 */
export function FigureText({ text }: { text: string }) {
  return splitFigures(text);
}
