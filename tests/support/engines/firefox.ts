/**
 * Firefox (Debian's firefox-esr) driven over WebDriver BiDi with puppeteer-core: one browser per
 * worker, a fresh browser context (cookies, storage, pointer) per test.
 */
import puppeteer, {
  type Browser,
  type BrowserContext,
  type ElementHandle,
  type Page,
  ProtocolError,
} from 'puppeteer-core';

import { FAKE_GEO } from '@brp/testing/geolocation';

import {
  bringIntoView,
  ElementRef,
  type EnginePage,
  type Key,
  type PageFunction,
} from './driver.ts';
import { collectErrors, readErrors } from './in-page.ts';

const FIREFOX_PATH = '/usr/bin/firefox-esr';

/** The geolocation service the waitlist form asks once (the site's default GEO_ENDPOINT). */
const GEO_SERVICE = 'https://ipwho.is/';

const PUPPETEER_KEYS: Record<Key, 'Tab' | 'Escape' | 'Enter'> = {
  Tab: 'Tab',
  Escape: 'Escape',
  Enter: 'Enter',
};

export async function launchFirefox(): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: process.env.FIREFOX_PATH ?? FIREFOX_PATH,
    headless: true,
    // Firefox ESR has no screen-orientation override, which every viewport change also sends.
    defaultViewport: null,
    extraPrefsFirefox: {
      // The site is the only thing the browser talks to: no updates, telemetry or prefetching.
      'app.update.enabled': false,
      'network.prefetch-next': false,
      'network.dns.disablePrefetch': true,
      'browser.safebrowsing.malware.enabled': false,
      'browser.safebrowsing.phishing.enabled': false,
    },
  });
}

/** An in-page function as Puppeteer takes it; its arguments are unwrapped below. */
type InPage = (...args: unknown[]) => unknown;

function unwrap(arg: unknown): unknown {
  return arg instanceof ElementRef ? arg.handle : arg;
}

class FirefoxPage implements EnginePage {
  readonly engine = 'firefox' as const;
  /** What the driver reports itself: console errors and uncaught exceptions. */
  private readonly driverErrors: string[] = [];

  constructor(
    private readonly page: Page,
    private readonly origin: string,
  ) {
    page.on('console', (message) => {
      if (message.type() === 'error') this.driverErrors.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => {
      this.driverErrors.push(`uncaught: ${error instanceof Error ? error.message : String(error)}`);
    });
  }

  async open(path: string) {
    this.driverErrors.length = 0;
    await this.page.goto(new URL(path, this.origin).href, { waitUntil: 'load' });
  }

  async setViewport({ width, height }: { width: number; height: number }) {
    try {
      await this.page.setViewport({ width, height });
    } catch (error) {
      // Puppeteer sends the viewport and a screen-orientation override together; Firefox ESR
      // applies the first and does not know the second.
      if (!(error instanceof ProtocolError && error.message.includes('setScreenOrientation')))
        throw error;
    }
  }

  async evaluate<R>(fn: PageFunction<R>, ...args: unknown[]): Promise<Awaited<R>> {
    return (await this.page.evaluate(fn as InPage, ...args.map(unwrap))) as Awaited<R>;
  }

  async evaluateElement(
    fn: PageFunction<Element | null>,
    description: string,
    ...args: unknown[]
  ): Promise<ElementRef | null> {
    const handle = await this.page.evaluateHandle(fn as InPage, ...args.map(unwrap));
    const element = handle.asElement();
    if (!element) {
      await handle.dispose();
      return null;
    }
    return new ElementRef(element, description);
  }

  private async centre(target: ElementRef) {
    await bringIntoView(this, target);
    const box = await (target.handle as ElementHandle).boundingBox();
    if (!box) throw new Error(`${target.description} has no box to point at`);
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  }

  async pointerMove(target: ElementRef) {
    const { x, y } = await this.centre(target);
    await this.page.mouse.move(x, y, { steps: 2 });
  }

  async click(target: ElementRef) {
    const { x, y } = await this.centre(target);
    await this.page.mouse.click(x, y);
  }

  async tap(target: ElementRef) {
    const { x, y } = await this.centre(target);
    await this.page.touchscreen.tap(x, y);
  }

  async press(key: Key) {
    await this.page.keyboard.press(PUPPETEER_KEYS[key]);
  }

  async type(target: ElementRef, text: string) {
    await this.click(target);
    await this.page.keyboard.type(text);
  }

  async errors() {
    const recorded = await this.page.evaluate(readErrors).catch(() => []);
    return [...this.driverErrors, ...recorded];
  }
}

/** A fresh context and page of `browser`, recording errors from the document's first script. */
export async function openFirefoxPage(
  browser: Browser,
  origin: string,
): Promise<{ page: EnginePage; close: () => Promise<void> }> {
  const context: BrowserContext = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.evaluateOnNewDocument(collectErrors);
  // The geolocation service is a third party this machine cannot reach: answered here, as in
  // the Chromium suite (support/fixtures.ts), or Firefox reports the failed request as an error.
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (!request.url().startsWith(GEO_SERVICE)) return void request.continue();
    void request.respond({
      status: 200,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*' },
      body: JSON.stringify({ success: true, ...FAKE_GEO }),
    });
  });
  return { page: new FirefoxPage(page, origin), close: () => context.close() };
}
