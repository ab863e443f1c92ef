/**
 * What the server's two renders share about styled-components' rules: the CSS text of each rule
 * group by its `href` (its class names, a hash of its CSS). The server-component render records
 * it; the HTML render of the same page reads it. They are separate module graphs in one process,
 * so the map is the process's (lib/process-slots.ts). It holds one entry per rule group of the
 * site's components.
 */
import { processSlot } from '@/lib/process-slots';

export function ruleTexts(): Map<string, string> {
  return processSlot('rule-texts', () => new Map<string, string>());
}

/** Where the build writes a rule group's CSS, below the build folder's `static/`. */
export const RULE_SHEET_DIR = 'sc';

/** The address a browser fetches a rule group's CSS from, on a client-side navigation. */
export const ruleSheetUrl = (href: string) => `/_next/static/${RULE_SHEET_DIR}/${href}.css`;

/** The precedence styled-components gives its components' rules (its global styles: `sc-global`). */
export const COMPONENT_PRECEDENCE = 'sc';
