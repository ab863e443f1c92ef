import { expect, revealAll, test } from '../support/fixtures';
import { expectNoOverflow, expectTooltipsInside } from '../support/overflow';
import { BUILT_PAGES, ROUTES } from '../support/routes';

// 390 px, the phone project's own width, is checked on every route's one visit (every-route.spec.ts).
for (const width of [320, 360]) {
  test(`no route is wider than a ${width} px phone, tooltips open or closed`, async ({ page }) => {
    const routes = [...ROUTES, ...BUILT_PAGES];
    // A hang guard, per route visited: on one busy core a visit took about 5 s (120 s in all was
    // not enough there), on two about 1 s.
    test.setTimeout(routes.length * 15_000);
    await page.setViewportSize({ width, height: 800 });
    for (const route of routes) {
      await page.goto(route);
      await revealAll(page);
      await expectNoOverflow(page, route);
      await expectTooltipsInside(page, route);
    }
  });
}

test('the API endpoint rows fit a 320 px phone, their paths wrapped rather than cut off', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto('/api');
  const rows = page.getByRole('definition').locator('..');
  await expect(rows).toHaveCount(3);
  for (const row of await rows.all()) {
    const box = (await row.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(320);
  }
});
