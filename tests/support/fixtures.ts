import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';

import { FAKE_GEO } from '@brp/testing/geolocation';
import { isHydrated } from '@brp/testing/react-hydration';

export { FAKE_GEO };

/** Every request a page makes to the geolocation service, answered by a local fake. */
export const GEO_PATTERN = 'https://ipwho.is/**';

interface Fixtures {
  /** The page, with the third-party geolocation service answered locally (the network edge). */
  page: Page;
  /** Runs axe with WCAG 2.2 AA rules once animations have settled; returns the violations. */
  axe: () => Promise<Awaited<ReturnType<AxeBuilder['analyze']>>['violations']>;
}

export const test = base.extend<Fixtures>({
  page: async ({ page }, use) => {
    await page.route(GEO_PATTERN, (route) => route.fulfill({ json: FAKE_GEO }));
    await use(page);
  },
  axe: async ({ page }, use) => {
    await use(async () => {
      // Judge the settled page: with reduced motion, transitions (the carousel's fade) are instant.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await settleAnimations(page);
      const result = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      return result.violations;
    });
  },
});

/** Waits until no CSS or Web Animation is running, so half-faded text is not judged. */
export async function settleAnimations(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter(
              (animation) =>
                animation.playState === 'running' &&
                animation.effect?.getTiming().iterations !== Infinity,
            ).length,
      ),
    )
    .toBe(0);
}

/**
 * Answers the first request to `url` as `answer` says, and lets the later ones through. Not a
 * route with `times: 1`: Playwright takes that away as it is used, and a request the page made
 * meanwhile was twice left unanswered for good on a busy machine (the next one, 100 ms on).
 */
export async function failFirst(page: Page, url: string, answer: { status: number; body: string }) {
  let failed = false;
  await page.route(url, (route) => {
    if (failed) return route.continue();
    failed = true;
    return route.fulfill(answer);
  });
}

/**
 * Gives the page a clock that moves only when the test moves it (`page.clock.runFor`). An
 * installed clock that is not paused also follows the machine's: the time a test spends loading,
 * tapping and asserting then counts toward the page's timers, and a "not yet after 3.9 s" can find
 * the 4 s already gone.
 */
export async function stopClock(page: Page) {
  const now = Date.now();
  await page.clock.install({ time: now });
  await page.clock.pauseAt(now + 1000);
}

/**
 * Waits until React has hydrated `target` and committed it (see isHydrated), so that what the
 * test does next (a focus, a click) is handled rather than lost; before that the server's HTML is
 * inert. With the page's clock installed (`clock: true`), hydration's timers are
 * stepped 20 ms at a time, far below any interval the tests measure.
 */
export async function waitForHydration(target: Locator, { clock = false } = {}) {
  await expect
    .poll(async () => {
      if (clock) await target.page().clock.runFor(20);
      return target.evaluate(isHydrated);
    })
    .toBe(true);
}

/**
 * Scrolls through the whole page so every reveal-on-scroll block has played, and waits for their
 * fades to end: half-faded text would be judged on a contrast it never keeps.
 */
export async function revealAll(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
    window.scrollTo(0, 0);
    const fades = document
      .getAnimations()
      .filter((animation) => animation instanceof CSSTransition);
    await Promise.allSettled(fades.map((animation) => animation.finished));
  });
}

export { expect };
