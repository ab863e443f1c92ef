import { expectNoScriptErrors, expect, test } from '../support/engines/fixtures';
import { find, pageWidth, waitForHydration } from '../support/engines/screen';
import { ROUTES } from '../support/routes';

/**
 * Every route renders in Firefox's and Safari's engines: its heading shows, React hydrates it, no
 * script error, and nothing reaches past the viewport's sides, before and after scrolling through
 * it (blocks reveal, lazy parts load on the way).
 */
for (const route of ROUTES) {
  test(`${route} renders with no script error and nothing sideways`, async ({ site }) => {
    await site.open(route);
    const heading = await find(site, { role: 'heading' });
    await waitForHydration(site, heading);
    const before = await pageWidth(site);
    expect(before.scrollWidth, `${route} is wider than the viewport`).toBeLessThanOrEqual(
      before.clientWidth,
    );
    await site.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo({ top: y, behavior: 'instant' });
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      }
    });
    const after = await pageWidth(site);
    expect(
      after.scrollWidth,
      `${route} is wider than the viewport once scrolled`,
    ).toBeLessThanOrEqual(after.clientWidth);
    await expectNoScriptErrors(site);
  });
}
