'use client';

import { COMPONENT_PRECEDENCE, ruleSheetUrl, ruleTexts } from './store';

interface RuleSheetProps {
  /** The rule group's class names: what React deduplicates the `<style>` by. */
  href: string;
  /** styled-components' own: `sc` for components (left out of the payload), `sc-global`. */
  precedence?: string;
}

/**
 * One rule group of a styled component, rendered from its name alone so that its CSS is not
 * written twice into every page (once in `<head>`, once more in the inline server-component
 * payload):
 * - in the server's HTML render, the `<style href precedence>` React hoists into `<head>`, with the
 *   CSS the server-component render recorded (store.ts);
 * - in the browser, nothing when the page already has it (a hoisted resource is not hydrated in
 *   place), and after a client-side navigation to a page that needs a rule group this document
 *   lacks, the build's copy of it as a stylesheet, which React loads before showing the page.
 */
export function RuleSheet({ href, precedence = COMPONENT_PRECEDENCE }: RuleSheetProps) {
  if (typeof document === 'undefined') {
    return (
      <style href={href} precedence={precedence}>
        {ruleTexts().get(href)}
      </style>
    );
  }
  if (servedGroups().has(href)) return null;
  return <link rel="stylesheet" href={ruleSheetUrl(href)} precedence={precedence} />;
}

let served: Set<string> | undefined;

/**
 * The rule groups the server wrote into this document's `<head>`, read once: React never removes
 * them, and a page names a hundred or more, each asking during hydration.
 */
function servedGroups(): Set<string> {
  served ??= new Set(
    [...document.querySelectorAll('style[data-href]')].flatMap((style) =>
      (style.getAttribute('data-href') ?? '').split(' '),
    ),
  );
  return served;
}
