/**
 * Fixtures of the cross-engine smoke suite (engines.config.ts). They launch the engine a project
 * names, never a Playwright browser: one browser per worker, and for each test a clean page at
 * the project's viewport.
 */
import { test as base, expect } from '@playwright/test';

import { type EngineName, type EnginePage } from './driver.ts';
import { launchFirefox, openFirefoxPage } from './firefox.ts';
import { launchWebKit, openWebKitPage, startErrorProxy } from './webkit.ts';

export interface EngineOptions {
  engine: EngineName;
  /** The viewport every test of the project runs at, in CSS pixels. */
  viewportSize: { width: number; height: number };
  /** Where the site under test is served. */
  siteOrigin: string;
}

interface Worker extends EngineOptions {
  /** Opens a clean page of the site in this worker's browser; `close` leaves nothing behind. */
  openPage: () => Promise<{ page: EnginePage; close: () => Promise<void> }>;
}

export const test = base.extend<{ site: EnginePage }, Worker>({
  engine: ['firefox', { option: true, scope: 'worker' }],
  viewportSize: [
    { width: 1280, height: 800 },
    { option: true, scope: 'worker' },
  ],
  siteOrigin: ['', { option: true, scope: 'worker' }],
  openPage: [
    async ({ engine, siteOrigin, viewportSize }, use) => {
      if (engine === 'firefox') {
        const browser = await launchFirefox();
        try {
          await use(() => openFirefoxPage(browser, siteOrigin));
        } finally {
          await browser.close();
        }
        return;
      }
      const proxy = await startErrorProxy(siteOrigin);
      const driver = await launchWebKit(viewportSize);
      try {
        await use(() => Promise.resolve(openWebKitPage(driver, proxy.url)));
      } finally {
        await driver.stop();
        await proxy.close();
      }
    },
    // Starting a browser (and for WebKit a display) takes a few seconds on a busy machine.
    { scope: 'worker', timeout: 60_000 },
  ],
  site: async ({ openPage, viewportSize }, use) => {
    const { page, close } = await openPage();
    await page.setViewport(viewportSize);
    await use(page);
    await close();
  },
});

/** Fails with what the page logged if the current document met a script error. */
export async function expectNoScriptErrors(site: EnginePage) {
  expect(await site.errors(), 'script errors').toEqual([]);
}

export { expect };
