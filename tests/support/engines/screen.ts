/**
 * What the scenarios do with a page, in any engine: find elements as a person does (role and
 * name, label, text), wait for them, reach them with Tab, read what is on screen. Built only on
 * the driver interface (driver.ts), so each is written once.
 */
import { isHydrated } from '@brp/testing/react-hydration';

import { type ElementRef, type EnginePage, waitFor } from './driver.ts';
import { findElement, isVisible, type Query } from './in-page.ts';

function describe(query: Query): string {
  return Object.entries(query)
    .map(([key, value]) => `${key} "${String(value)}"`)
    .join(', ');
}

/**
 * The first element matching `query` (inside `within`) that a person can see, or with
 * `visible: false` that is in the page at all (below the fold, not yet faded in); waits for it.
 */
export async function find(
  page: EnginePage,
  query: Query,
  {
    within,
    timeout,
    visible = true,
  }: { within?: ElementRef; timeout?: number; visible?: boolean } = {},
): Promise<ElementRef> {
  const description = describe(query);
  return waitFor(
    () => page.evaluateElement(findElement, description, query, within ?? null, visible),
    (element) => element !== null,
    { timeout, message: `No ${visible ? 'visible ' : ''}element with ${description}` },
  ) as Promise<ElementRef>;
}

/** Whether a person can see the element now. */
export function visible(page: EnginePage, element: ElementRef): Promise<boolean> {
  return page.evaluate(isVisible, element);
}

/**
 * Waits until React has hydrated the element and committed it (see {@link isHydrated}), so a
 * click or key is handled rather than lost.
 */
export async function waitForHydration(page: EnginePage, element: ElementRef) {
  await waitFor(() => page.evaluate(isHydrated, element), Boolean, {
    message: `${element.description} was never hydrated`,
  });
}

/** Waits until the page stops scrolling (a smooth scroll to a fragment, say). */
export async function waitForScrollToSettle(page: EnginePage) {
  let last = -1;
  let still = 0;
  await waitFor(
    async () => {
      const y = await page.evaluate(() => window.scrollY);
      still = y === last ? still + 1 : 0;
      last = y;
      return still;
    },
    (count) => count >= 3,
    { message: 'The page never stopped scrolling' },
  );
}

/**
 * Presses Tab, as a keyboard user does, until `target` has focus. It starts from the focusable
 * element just before the target (focused by script), so a page's length does not matter.
 */
export async function tabTo(page: EnginePage, target: ElementRef, { maxPresses = 5 } = {}) {
  await page.evaluate((node: Element) => {
    const focusable = [
      ...document.querySelectorAll<HTMLElement>(
        'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])',
      ),
    ].filter((element) => !element.closest('[inert]') && element.checkVisibility());
    const before = focusable[focusable.indexOf(node as HTMLElement) - 1];
    before?.focus();
  }, target);
  for (let press = 0; press < maxPresses; press++) {
    await page.press('Tab');
    if (await page.evaluate((node: Element) => node === document.activeElement, target)) return;
  }
  throw new Error(`Tab never reached ${target.description}`);
}

/** How the document compares with the viewport's width: wider means something sticks out. */
export function pageWidth(page: EnginePage) {
  return page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
}

/** Whether the element is visible and wholly inside the window. */
export function onScreen(page: EnginePage, element: ElementRef): Promise<boolean> {
  return page.evaluate((node: Element) => {
    const box = node.getBoundingClientRect();
    return (
      node.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
      box.width > 0 &&
      box.top >= 0 &&
      box.left >= 0 &&
      box.bottom <= window.innerHeight &&
      box.right <= window.innerWidth
    );
  }, element);
}
