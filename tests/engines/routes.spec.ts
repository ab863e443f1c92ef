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
    // The suite runs beside the lake's build and the web unit tests: on two busy cores a long
    // page took WebKit more than 30 s (2.8 s alone). Each step is named, so a slow one says which.
    test.setTimeout(60_000);
    await test.step('open the page', () => site.open(route));
    await test.step('wait for hydration', async () => {
      await waitForHydration(site, await find(site, { role: 'heading' }));
    });
    const before = await pageWidth(site);
    expect(before.scrollWidth, `${route} is wider than the viewport`).toBeLessThanOrEqual(
      before.clientWidth,
    );
    await test.step('scroll to the end, a frame at each half screen', () =>
      site.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo({ top: y, behavior: 'instant' });
          await new Promise((resolve) =>
            requestAnimationFrame(() => requestAnimationFrame(resolve)),
          );
        }
      }));
    const after = await pageWidth(site);
    expect(
      after.scrollWidth,
      `${route} is wider than the viewport once scrolled`,
    ).toBeLessThanOrEqual(after.clientWidth);
    await expectNoScriptErrors(site);
  });
}
