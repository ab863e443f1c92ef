import { expect, revealAll, test, waitForHydration } from '../support/fixtures';

// The seed's two pages built in the studio from blocks (packages/seed, "page-pilot" and
// "page-pilot-merchants"), every kind of block between them: each block draws its words from the
// page, and the interactive ones behave as on the code's pages.
test.describe('pages built from blocks', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/pilot');
    await revealAll(page);
  });

  test('opens with its header and lists its sections in order, with their search metadata', async ({
    page,
  }) => {
    await expect(page).toHaveTitle('The neighbourhood pilot | Blocal');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The neighbourhood pilot');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /^How the Q1 2026 neighbourhood pilot works/,
    );
    const headings = await page
      .getByRole('main')
      .getByRole('heading', { level: 2 })
      .allInnerTexts();
    expect(headings).toEqual([
      'The pilot in three figures',
      'Loyalty that helps the whole street',
      'Three steps to the pilot',
      'See what your monthly spend earns',
      'What the pilot makes possible',
      'Questions about the pilot',
      'Be part of the first street',
    ]);
  });

  test('shows its figures and its photo', async ({ page }) => {
    const figures = page.getByRole('region', { name: 'The pilot in three figures' });
    await expect(figures.getByRole('definition')).toHaveText(['1', '0', 'Q1 2026']);
    const photo = page.getByRole('img', {
      name: 'Bar chart trending upward next to a stack of reward coins',
    });
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  });

  test('a page at a two-part address, reached from the first one', async ({ page }) => {
    await page.getByRole('link', { name: 'Merchants in the Pilot' }).click();
    await expect(page).toHaveURL(/\/pilot\/merchants$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Merchants in the pilot');
    await revealAll(page);
    const cards = page.getByRole('region', { name: 'What each side gets' });
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(['Merchants', 'Shoppers']);
    const partners = page.getByRole('region', { name: 'Works with the tills shops already use' });
    await expect(partners.getByRole('listitem')).toHaveText([
      'Square',
      'Shopify',
      'Lightspeed',
      'Clover',
      'Toast',
    ]);
  });

  test('its calculator, carousel and questions behave as on the code’s pages', async ({ page }) => {
    const slider = page.getByRole('slider', { name: 'Monthly Spend' });
    await waitForHydration(slider);
    await slider.fill('250');
    await expect(page.getByTestId('result-xusd')).toHaveText('2.50');

    const carousel = page.getByRole('region', { name: 'Use cases' });
    await expect(carousel.getByRole('heading')).toHaveText('Coffee that pays for a book');
    await carousel.getByRole('button', { name: 'Next use case' }).click();
    await expect(carousel.getByRole('heading')).toHaveText('A street-wide challenge');
    await carousel.getByRole('button', { name: 'Next use case' }).click();
    await expect(carousel.getByRole('heading')).toHaveText('Coffee that pays for a book');

    const questions = page.getByRole('region', { name: 'Questions about the pilot' });
    await questions.getByText('Do my rewards ever expire?').click();
    await expect(questions.getByText(/They never expire/)).toBeVisible();
  });

  test('steps open one at a time, and the small print reads as text', async ({ page }) => {
    await page.goto('/pilot/merchants');
    await revealAll(page);
    const steps = page.getByRole('region', { name: 'From sign-up to first reward' });
    await steps.getByText('2. Choose your rewards').click();
    await expect(steps.getByText('Preview what customers will see')).toBeVisible();
    await expect(steps.getByText('No new hardware')).toBeHidden();
    await expect(
      page.getByRole('region', { name: 'The small print, in plain words' }),
    ).toContainText('Merchants pay nothing during the pilot');
  });

  test('its call to action leads to the waitlist', async ({ page }) => {
    await page.getByRole('link', { name: 'Join the Waitlist' }).last().click();
    await expect(page).toHaveURL(/\/#waitlist$/);
  });
});
