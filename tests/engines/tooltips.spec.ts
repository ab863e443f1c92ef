import {
  bringIntoView,
  type ElementRef,
  type EnginePage,
  waitFor,
  waitForRest,
} from '../support/engines/driver';
import { expectNoScriptErrors, expect, test } from '../support/engines/fixtures';
import { readInputEvents, recordInputEvents } from '../support/engines/in-page';
import { find, tabTo, waitForHydration, waitForScrollToSettle } from '../support/engines/screen';

/** How far from its button a tooltip may sit and still read as that button's. */
const NEAR = 48;

interface TooltipView {
  text: string;
  opacity: number;
  visibility: string;
  /** The tooltip's box against the window. */
  inside: boolean;
  /** The gap between the tooltip's box and its button's, in px (0 when they touch). */
  gap: number;
  /** Both boxes and the window, for the failure message. */
  boxes: string;
}

/** The tooltip that describes `button`, as a person sees it. */
function tooltipOf(button: Element): TooltipView | null {
  const tooltip = document.getElementById(button.getAttribute('aria-describedby') ?? '');
  if (!tooltip) return null;
  const style = getComputedStyle(tooltip);
  const tip = tooltip.getBoundingClientRect();
  const own = button.getBoundingClientRect();
  return {
    text: (tooltip.textContent ?? '').trim(),
    opacity: Number(style.opacity),
    visibility: style.visibility,
    inside: tip.top >= 0 && tip.left >= 0 && tip.bottom <= innerHeight && tip.right <= innerWidth,
    gap: Math.max(
      0,
      tip.top - own.bottom,
      own.top - tip.bottom,
      tip.left - own.right,
      own.left - tip.right,
    ),
    boxes: [tip, own]
      .map(({ left, top, width, height }) => `${left},${top} ${width}×${height}`)
      .concat(
        `window ${innerWidth}×${innerHeight}`,
        `focus-visible ${button.matches(':focus-visible')}`,
        `hover ${button.matches(':hover')}`,
        `data-tapped ${button.parentElement?.getAttribute('data-tapped')}`,
      )
      .join('; '),
  };
}

const shown = (view: TooltipView | null) =>
  view !== null && view.opacity === 1 && view.visibility === 'visible';
const hidden = (view: TooltipView | null) =>
  view !== null && (view.opacity === 0 || view.visibility === 'hidden');

// waitFor's own limit (10 s) is a hang guard, not a speed target: on one busy core WebKit took
// over 3 s to show the tooltip of a tapped button.
async function expectTooltipShown(
  site: EnginePage,
  button: ElementRef,
  text: string,
  inputHeard?: () => Promise<string[]>,
) {
  const view = await waitFor(() => site.evaluate(tooltipOf, button), shown, {
    message: `The tooltip of ${button.description} never showed (opacity 1, visible)`,
  }).catch(async (error: unknown) => {
    if (!inputHeard || !(error instanceof Error)) throw error;
    const heard = (await inputHeard()).join(' ');
    throw new Error(`The page heard [${heard}]. ${error.message}`);
  });
  expect(view?.text).toBe(text);
  expect(view?.inside, `the tooltip lies inside the window (${view?.boxes})`).toBe(true);
  expect(
    view?.gap,
    `the tooltip lies within ${NEAR} px of its button (${view?.boxes})`,
  ).toBeLessThanOrEqual(NEAR);
}

async function expectEscapeHides(site: EnginePage, button: ElementRef) {
  await site.press('Escape');
  await waitFor(() => site.evaluate(tooltipOf, button), hidden, {
    message: `Escape did not hide the tooltip of ${button.description}`,
  });
}

const PAGES = [
  {
    path: '/#pricing',
    // The plans' buttons: the first plan's stands for the three. Below the fold on a phone, it
    // waits to fade in until the pointer or Tab brings it into view.
    button: async (site: EnginePage) =>
      find(
        site,
        { role: 'button', name: 'Coming Soon' },
        {
          within: await find(site, { role: 'article', name: 'Essentials' }, { visible: false }),
          visible: false,
        },
      ),
    text: 'Pricing plans launching soon—stay tuned!',
  },
  {
    path: '/support',
    // Below the fold, where it waits to fade in: the pointer or Tab brings it into view.
    button: (site: EnginePage) =>
      find(site, { role: 'button', name: 'Coming Soon' }, { visible: false }),
    text: 'Support ticketing launches with the pilot',
  },
];

for (const { path, button: findButton, text } of PAGES) {
  for (const how of ['pointer', 'keyboard'] as const) {
    test(`the tooltip on ${path} shows for the ${how} and Escape hides it`, async ({ site }) => {
      await site.open(path);
      await waitForScrollToSettle(site);
      const button = await findButton(site);
      await waitForHydration(site, button);
      if (how === 'keyboard') {
        await tabTo(site, button);
        // Focus scrolls the page smoothly to the button: judged once the button is at rest, not
        // midway (on one busy core WebKit's scroll paused long enough to look done).
        await waitForRest(site, button);
      }
      // WebKitGTK at times leaves a focused button below the fold (focused mid fade-in): the
      // person scrolls to it then, as here; the tooltip is what is tested, not the browser's scroll.
      await bringIntoView(site, button);
      await waitForRest(site, button, { inside: true });
      // The pointer comes to the button where it rests: moved there first, a scroll after it (one
      // core, WebKit at 320 px) left the pointer over nothing and the tooltip unshown.
      if (how === 'pointer') await site.pointerMove(button);
      await expectTooltipShown(site, button, text);
      await expectEscapeHides(site, button);
      await expectNoScriptErrors(site);
    });
  }

  test(`the tooltip on ${path} shows for a tap`, async ({ site }) => {
    await site.open(path);
    await waitForScrollToSettle(site);
    const button = await findButton(site);
    await waitForHydration(site, button);
    // Tapped where it rests, inside the window: a plan below the fold fades and slides in as it
    // comes into view, and a tap aimed while it moved met nothing (Firefox, fresh-clone run of
    // a4adffa beside other work).
    await bringIntoView(site, button);
    await waitForRest(site, button, { inside: true });
    await site.evaluate(recordInputEvents);
    await site.tap(button);
    await expectTooltipShown(site, button, text, () => site.evaluate(readInputEvents));
    await expectNoScriptErrors(site);
  });
}
