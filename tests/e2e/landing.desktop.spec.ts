import { expect, stopClock, test, waitForHydration } from '../support/fixtures';

test('the top-bar links from the CMS point at the landing sections', async ({ page }) => {
  await page.goto('/');
  const links = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
  await expect(links).toHaveText(['Features', 'How It Works', 'Vendors', 'Pricing', 'Waitlist']);
  const hrefs = await links.evaluateAll((anchors) =>
    anchors.map((anchor) => anchor.getAttribute('href')),
  );
  expect(hrefs).toEqual([
    '/#features',
    '/#how-it-works',
    '/#branded-tokens',
    '/#pricing',
    '/#waitlist',
  ]);
});

test('the section in view is highlighted as the page scrolls', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await page.locator('#pricing').evaluate((section) => section.scrollIntoView({ block: 'center' }));
  await expect(nav.getByRole('link', { name: 'Pricing' })).toHaveAttribute(
    'aria-current',
    'location',
  );
  await page
    .locator('#how-it-works')
    .evaluate((section) => section.scrollIntoView({ block: 'center' }));
  await expect(nav.getByRole('link', { name: 'How It Works' })).toHaveAttribute(
    'aria-current',
    'location',
  );
  await expect(nav.getByRole('link', { name: 'Pricing' })).not.toHaveAttribute(
    'aria-current',
    'location',
  );
});

test('a top-bar link scrolls smoothly to its section', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Pricing' })
    .click();
  await expect(page).toHaveURL(/#pricing$/);
  await expect(
    page.getByRole('heading', { name: 'Simple plans that grow with you' }),
  ).toBeInViewport();
});

test('the carousel has previous and next buttons that wrap around', async ({ page }) => {
  await stopClock(page);
  await page.goto('/');
  await waitForHydration(page.getByRole('region', { name: 'Announcements' }), { clock: true });
  const carousel = page.getByRole('region', { name: 'Announcements' });
  await carousel.getByRole('button', { name: 'Previous announcement' }).click();
  await expect(carousel.getByRole('group')).toContainText('Employee Rewards Beta');
  await carousel.getByRole('button', { name: 'Next announcement' }).click();
  await expect(carousel.getByRole('group')).toContainText('Pilot Launch Q1 2026');
  await expect(carousel.getByRole('button', { name: /^Show announcement/ }).first()).toBeHidden();
});

test('a section animates in once, when a fifth of it is in view', async ({ page }) => {
  await page.goto('/');
  const card = page.locator('#branded-tokens');
  await waitForHydration(card);
  const revealOpacity = () =>
    card.evaluate((element) => Number(getComputedStyle(element.parentElement!).opacity));
  /** Scrolls so that `share` of the card shows above the bottom of the window, then lets a frame pass. */
  const showShare = (share: number) =>
    card.evaluate(async (element, visible) => {
      const { top, height } = element.getBoundingClientRect();
      window.scrollBy({ top: top - window.innerHeight + height * visible, behavior: 'instant' });
      for (let frame = 0; frame < 3; frame++)
        await new Promise((resolve) => requestAnimationFrame(resolve));
    }, share);

  // Below the fold it is hidden once the animation engine has arrived, waiting to be seen.
  await expect.poll(revealOpacity).toBe(0);
  await showShare(0.1);
  expect(await revealOpacity()).toBe(0);
  await showShare(0.4);
  await expect.poll(revealOpacity).toBe(1);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await showShare(0.4);
  expect(await revealOpacity()).toBe(1);
});

test('a pricing card highlights under the pointer (spec: cards highlight on hover)', async ({
  page,
}) => {
  await page.goto('/');
  const card = page.locator('#pricing').getByRole('article', { name: 'Essentials', exact: true });
  const look = () =>
    card.evaluate((element) => {
      const style = getComputedStyle(element);
      return { transform: style.transform, border: style.borderTopColor };
    });
  await card.scrollIntoViewIfNeeded();
  await page.mouse.move(0, 0);
  await expect.poll(look).toEqual({ transform: 'none', border: 'rgb(226, 230, 239)' });
  await card.getByRole('heading', { name: 'Essentials' }).hover();
  // It rises 6 px and takes the brand colour once the transition has run.
  await expect
    .poll(look)
    .toEqual({ transform: 'matrix(1, 0, 0, 1, 0, -6)', border: 'rgb(109, 40, 217)' });
});

test('back at the top of the page after scrolling down, no section is marked in the top bar', async ({
  page,
}) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await waitForHydration(nav.getByRole('link', { name: 'Waitlist' }));
  await page.getByRole('heading', { name: 'Join the waitlist' }).scrollIntoViewIfNeeded();
  await expect(nav.getByRole('link', { name: 'Waitlist' })).toHaveAttribute(
    'aria-current',
    'location',
  );
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await expect(nav.locator('[aria-current]')).toHaveCount(0);
});
