import { waitFor } from '../support/engines/driver';
import { expectNoScriptErrors, expect, test } from '../support/engines/fixtures';
import { find, waitForHydration } from '../support/engines/screen';

/** The names ("2 of 3") of the slides a person can see in the carousel now. */
function shownSlides(carousel: Element): string[] {
  return [...carousel.querySelectorAll('[aria-roledescription="slide"]')]
    .filter((slide) => slide.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
    .map((slide) => slide.getAttribute('aria-label') ?? '');
}

/**
 * The announcement carousel turns: with the pointer on it (which pauses its 4-second timer), the
 * next button on a wide screen, or the next dot on a small one, shows the following slide.
 */
test('the announcement carousel turns to the next slide', async ({ site }) => {
  await site.open('/');
  const carousel = await find(site, { role: 'region', name: 'Announcements' });
  await waitForHydration(site, carousel);
  await site.pointerMove(carousel);
  const [current] = await waitFor(
    () => site.evaluate(shownSlides, carousel),
    (shown) => shown.length === 1,
    { message: 'The carousel never settled on one slide' },
  );
  const [position, count] = current!.split(' of ').map(Number) as [number, number];
  const following = (position % count) + 1;

  // Wide screens have a next button, small ones dots: whichever shows is what a person presses.
  const next = await find(
    site,
    { role: 'button', name: 'Next announcement' },
    { within: carousel, timeout: 0 },
  ).catch(() => null);
  const control =
    next ??
    (await find(
      site,
      { role: 'button', namePrefix: `Show announcement ${following}:` },
      { within: carousel },
    ));
  await site.click(control);
  const shown = await waitFor(
    () => site.evaluate(shownSlides, carousel),
    (slides) => slides.length === 1 && slides[0] === `${following} of ${count}`,
    { message: `The carousel did not turn from ${current} to ${following} of ${count}` },
  );
  expect(shown).toEqual([`${following} of ${count}`]);
  await expectNoScriptErrors(site);
});
