import { expect, type Locator, type Page } from '@playwright/test';

/** Presses Tab until `target` has focus, as a keyboard user would; fails if it never does. */
export async function tabTo(page: Page, target: Locator, { maxPresses = 150 } = {}) {
  for (let press = 0; press < maxPresses; press++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) {
      await expectVisibleFocus(target);
      return;
    }
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** The focused element draws a focus ring: an outline or a ring-shaped shadow. */
async function expectVisibleFocus(target: Locator) {
  const ring = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      outline: style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0,
      shadow: style.boxShadow !== 'none',
    };
  });
  expect(ring.outline || ring.shadow, `${target.toString()} shows no focus ring`).toBe(true);
}
