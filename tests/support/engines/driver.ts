/**
 * The small engine-neutral driver the cross-engine smoke suite is written against, with one
 * implementation per engine: Firefox over WebDriver BiDi (firefox.ts) and WebKit over classic
 * W3C WebDriver (webkit.ts). Pointer and keys are the engine's own input, not DOM events.
 */

export type EngineName = 'firefox' | 'webkit';

/** The keys the scenarios press. */
export type Key = 'Tab' | 'Escape' | 'Enter';

/** An element found in the page; only the driver that found it can use it. */
export class ElementRef {
  constructor(
    /** The driver's own handle (a Puppeteer ElementHandle, a WebDriver WebElement). */
    readonly handle: unknown,
    /** How it was found, for messages. */
    readonly description: string,
  ) {}
}

/** An in-page function: its arguments are JSON values or elements ({@link ElementRef}s). */
export type PageFunction<R> = (...args: never[]) => R | Promise<R>;

export interface EnginePage {
  readonly engine: EngineName;
  /** Opens a path of the site and waits for its load event. */
  open(path: string): Promise<void>;
  /** Makes the page's viewport (not the window around it) this size, in CSS pixels. */
  setViewport(size: { width: number; height: number }): Promise<void>;
  /** Runs `fn` in the page with `args` (elements passed as ElementRefs); returns its result. */
  evaluate<R>(fn: PageFunction<R>, ...args: unknown[]): Promise<Awaited<R>>;
  /** Runs `fn` in the page and returns the element it returns, or null. */
  evaluateElement(
    fn: PageFunction<Element | null>,
    description: string,
    ...args: unknown[]
  ): Promise<ElementRef | null>;
  /** Moves the pointer onto the centre of the element (scrolled into view first if needed). */
  pointerMove(target: ElementRef): Promise<void>;
  /** Moves the pointer onto the element and presses and releases its main button there. */
  click(target: ElementRef): Promise<void>;
  /** Touches the element with a finger and lifts it, as on a phone's touch screen. */
  tap(target: ElementRef): Promise<void>;
  /** Presses and releases a key on the keyboard. */
  press(key: Key): Promise<void>;
  /** Clicks into a text field and types `text` into it, key by key, as a person would. */
  type(target: ElementRef, text: string): Promise<void>;
  /** The script errors the current document has met so far (driver events and in-page record). */
  errors(): Promise<string[]>;
}

/**
 * Polls `probe` every 100 ms until `accept` says yes, and returns that value; throws with
 * `message` and the last value seen after `timeout` ms. The scenarios never sleep a fixed time.
 */
export async function waitFor<T>(
  probe: () => Promise<T>,
  accept: (value: T) => boolean,
  { timeout = 10_000, message }: { timeout?: number; message: string },
): Promise<T> {
  const deadline = Date.now() + timeout;
  let last: T | undefined;
  let failure: unknown;
  for (;;) {
    try {
      last = await probe();
      failure = undefined;
      if (accept(last)) return last;
    } catch (error) {
      failure = error;
    }
    if (Date.now() > deadline) {
      const seen = failure instanceof Error ? failure.message : JSON.stringify(failure ?? last);
      throw new Error(`${message} (waited ${timeout} ms; last seen: ${seen})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Scrolls the element into view if it is not wholly inside the window, as a person scrolls to
 * what they want, then waits until it stops moving (a block that fades in slides as it does), so
 * the pointer lands where the element comes to rest.
 */
export async function bringIntoView(page: EnginePage, target: ElementRef) {
  await page.evaluate((node: Element) => {
    const box = node.getBoundingClientRect();
    if (box.top < 0 || box.left < 0 || box.bottom > innerHeight || box.right > innerWidth)
      node.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
  }, target);
  await waitForRest(page, target);
}

/**
 * Waits until the element has stopped moving (a block that fades in slides as it does; a focus
 * scrolls the page smoothly to it) and, with `inside`, lies wholly inside the window: where the
 * browser's own scroll leaves it, however long a busy machine takes to get there. An element whose
 * boxes are mid-transition, or (with `inside`) whose block still waits to fade in, is not at rest
 * however still it stands: on a busy machine the fade began only after two still looks, and a tap aimed at
 * the button met the section it slid out of (WebKit, fresh-clone run of 04af83d).
 */
export async function waitForRest(
  page: EnginePage,
  target: ElementRef,
  { inside = false }: { inside?: boolean } = {},
) {
  let last = '';
  let still = 0;
  await waitFor(
    async () => {
      const place = await page.evaluate(
        (node: Element, ready: boolean) => {
          const box = node.getBoundingClientRect();
          const within =
            box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth;
          let moving = ready && node.closest('[data-reveal="waiting"]') !== null;
          for (
            let element: Element | null = node;
            element && !moving;
            element = element.parentElement
          ) {
            moving = element
              .getAnimations()
              .some(
                (animation) =>
                  animation.playState === 'running' &&
                  animation.effect?.getTiming().iterations !== Infinity,
              );
          }
          return `${box.left},${box.top},${box.width},${box.height}${moving ? ' moving' : ''}${within ? '' : ' outside'}`;
        },
        target,
        inside,
      );
      still = place === last ? still + 1 : 0;
      last = place;
      return { still, place };
    },
    ({ still: count, place }) =>
      count >= 2 && !place.includes(' moving') && !(inside && place.endsWith(' outside')),
    { message: `${target.description} never came to rest${inside ? ' inside the window' : ''}` },
  );
}
