import type { Page } from '@playwright/test';

import { expect } from './fixtures';

/**
 * Elements that reach past the viewport's sides and are not clipped by a scrolling or hidden
 * ancestor: what makes a page wider than the phone. Each is named by tag, part and text.
 */
function offenders(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (parent === document.body) return false;
        const { overflowX } = getComputedStyle(parent);
        if (overflowX !== 'visible') {
          const box = parent.getBoundingClientRect();
          if (box.left >= -0.5 && box.right <= width + 0.5) return true;
        }
      }
      return false;
    };
    const name = (element: Element) => {
      const part = element.getAttribute('data-part') ?? element.getAttribute('role');
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `<${element.tagName.toLowerCase()}${part ? ` ${part}` : ''}> "${text}"`;
    };
    return [...document.body.querySelectorAll('*')]
      .filter((element) => {
        if (getComputedStyle(element).position === 'fixed') return false;
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return false;
        return (box.right > width + 0.5 || box.left < -0.5) && !clipped(element);
      })
      .map(
        (element) =>
          `${name(element)} spans ${Math.round(element.getBoundingClientRect().left)}–${Math.round(element.getBoundingClientRect().right)} px`,
      );
  });
}

export async function expectNoOverflow(page: Page, context: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  const found = scrollWidth > innerWidth ? await offenders(page) : [];
  expect(
    { scrollWidth, offenders: found },
    `${context} is ${scrollWidth} px wide in a ${innerWidth} px viewport`,
  ).toEqual({ scrollWidth: innerWidth, offenders: [] });
}

/** Opens every tooltip in turn (as a hovering pointer does) and checks the page each time. */
export async function expectTooltipsInside(page: Page, route: string) {
  const tooltips = page.getByRole('tooltip', { includeHidden: true });
  for (let index = 0; index < (await tooltips.count()); index += 1) {
    const tooltip = tooltips.nth(index);
    const id = await tooltip.getAttribute('id');
    const trigger = page.locator(`[aria-describedby="${id}"]`);
    // Late layout above can re-anchor the scroll under a resting pointer, and an emulated phone
    // does not re-hover after it: hover until the tooltip answers.
    await expect(async () => {
      await trigger.hover();
      expect(await tooltip.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    }).toPass();
    const box = (await tooltip.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.x, `${route}: tooltip ${index + 1} left edge`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${route}: tooltip ${index + 1} right edge`).toBeLessThanOrEqual(
      viewport.width,
    );
    await expectNoOverflow(page, `${route} with tooltip ${index + 1} open`);
  }
  await page.mouse.move(0, 0);
}
