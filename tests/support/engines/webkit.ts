/**
 * WebKit (WebKitGTK's MiniBrowser) driven over classic W3C WebDriver: WebKitWebDriver runs under
 * xvfb-run, and selenium-webdriver talks to it. One browser session per worker; each test starts
 * from a blank page with no cookies or storage and the pointer at the window's corner.
 *
 * Classic WebDriver has no log of the page's console, so script errors are recorded in the page:
 * a small local proxy in front of the site adds {@link collectErrors} as the first script of every
 * HTML document (naming its hash in the page's CSP, which allows only the page's own inline
 * scripts), and the driver reads what it recorded.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import {
  Builder,
  Capabilities,
  Key as SeleniumKey,
  Origin,
  type WebDriver,
  type WebElement,
} from 'selenium-webdriver';
import { Command, Name } from 'selenium-webdriver/lib/command.js';

import { listen, type LocalServer } from '@brp/testing/http';

import { freePort } from '../free-port.ts';
import { forwardRewritingHtml } from '../html-rewriting-forwarder.ts';
import { stopProcessGroup } from '../processes.ts';
import {
  bringIntoView,
  ElementRef,
  type EnginePage,
  type Key,
  type PageFunction,
  waitFor,
} from './driver.ts';
import { collectErrors, readErrors } from './in-page.ts';

const WEBKIT_DRIVER = 'WebKitWebDriver';
const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

const SELENIUM_KEYS: Record<Key, string> = {
  Tab: SeleniumKey.TAB,
  Escape: SeleniumKey.ESCAPE,
  Enter: SeleniumKey.ENTER,
};

/**
 * MiniBrowser's toolbar keeps its window at least 447 px wide. This GTK style sheet, read from
 * the driver's own XDG_CONFIG_HOME, shrinks the toolbar so the window can be as narrow as a phone.
 */
const NARROW_WINDOW_CSS =
  '* { min-width: 0; min-height: 0; margin: 0; padding: 0; font-size: 1px; }';

export interface WebKitDriver {
  session: WebDriver;
  stop: () => Promise<void>;
}

async function startDriverProcess(
  configHome: string,
  screen: { width: number; height: number },
): Promise<{ url: string; child: ChildProcess }> {
  // With no window manager, X gives the keyboard to the window under its pointer, which rests at
  // the screen's centre: a screen the window's size keeps that centre, and the focus, inside it.
  const serverArgs = `-screen 0 ${screen.width}x${screen.height + 100}x24`;
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const child = spawn(
      'xvfb-run',
      ['--auto-servernum', `--server-args=${serverArgs}`, WEBKIT_DRIVER, `--port=${port}`],
      {
        env: { ...process.env, XDG_CONFIG_HOME: configHome },
        stdio: 'ignore',
        detached: true,
      },
    );
    const url = `http://127.0.0.1:${port}`;
    try {
      // Two workers may race for the same X display; the loser's xvfb-run exits, and it retries.
      await waitFor(
        async () => {
          if (child.exitCode !== null) throw new Error(`xvfb-run exited with ${child.exitCode}`);
          const response = await fetch(`${url}/status`);
          return ((await response.json()) as { value?: { ready?: boolean } }).value?.ready === true;
        },
        (ready) => ready || child.exitCode !== null,
        { timeout: 20_000, message: `${WEBKIT_DRIVER} never answered at ${url}` },
      );
      if (child.exitCode === null) return { url, child };
    } catch (error) {
      if (attempt >= 3) throw error;
    }
    await stopProcessGroup(child);
  }
}

/**
 * Starts WebKitWebDriver under xvfb-run, on a screen about the size of the viewport the tests
 * use, and opens one MiniBrowser session.
 */
export async function launchWebKit(viewport: {
  width: number;
  height: number;
}): Promise<WebKitDriver> {
  const configHome = mkdtempSync(join(tmpdir(), 'webkit-smoke-'));
  mkdirSync(join(configHome, 'gtk-3.0'));
  writeFileSync(join(configHome, 'gtk-3.0', 'gtk.css'), NARROW_WINDOW_CSS);
  const { url, child } = await startDriverProcess(configHome, viewport);
  const capabilities = new Capabilities({
    browserName: 'MiniBrowser',
    'webkitgtk:browserOptions': {
      binary: process.env.MINIBROWSER_PATH ?? MINIBROWSER,
      args: ['--automation'],
    },
  });
  try {
    const session = await new Builder().usingServer(url).withCapabilities(capabilities).build();
    return {
      session,
      stop: async () => {
        await session.quit().catch(() => undefined);
        await stopProcessGroup(child);
        rmSync(configHome, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await stopProcessGroup(child);
    rmSync(configHome, { recursive: true, force: true });
    throw error;
  }
}

/**
 * A proxy to `origin` that adds {@link collectErrors} as the first script of each HTML page, and
 * its hash to the page's `script-src`, and passes everything else through untouched.
 */
export function startErrorProxy(origin: string): Promise<LocalServer> {
  const code = `(${collectErrors.toString()})();document.currentScript.remove()`;
  const script = `<script>${code}</script>`;
  const hash = `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
  return listen(
    forwardRewritingHtml(origin, (html, policy) => [
      html.replace(/<head[^>]*>/i, (head) => head + script),
      policy?.replace(/script-src [^;]*/, `$& ${hash}`),
    ]),
  );
}

function unwrap(arg: unknown): unknown {
  return arg instanceof ElementRef ? arg.handle : arg;
}

class WebKitPage implements EnginePage {
  readonly engine = 'webkit' as const;

  constructor(
    private readonly session: WebDriver,
    private readonly origin: string,
  ) {}

  async open(path: string) {
    await this.session.get(new URL(path, this.origin).href);
  }

  async setViewport({ width, height }: { width: number; height: number }) {
    // The window holds a toolbar: size it, measure what the page got, and make up the difference.
    const window = this.session.manage().window();
    await window.setRect({ width, height });
    const inner = await this.session.executeScript<[number, number]>(
      'return [innerWidth, innerHeight]',
    );
    await window.setRect({ width: width * 2 - inner[0], height: height * 2 - inner[1] });
  }

  async evaluate<R>(fn: PageFunction<R>, ...args: unknown[]): Promise<Awaited<R>> {
    return this.session.executeScript<Awaited<R>>(fn, ...args.map(unwrap));
  }

  async evaluateElement(
    fn: PageFunction<Element | null>,
    description: string,
    ...args: unknown[]
  ): Promise<ElementRef | null> {
    const element = await this.session.executeScript<WebElement | null>(fn, ...args.map(unwrap));
    return element ? new ElementRef(element, description) : null;
  }

  private async intoView(target: ElementRef) {
    // Classic WebDriver does not scroll for a pointer move: scroll as a person would, first.
    await bringIntoView(this, target);
    return target.handle as WebElement;
  }

  async pointerMove(target: ElementRef) {
    const element = await this.intoView(target);
    await this.session.actions({ async: true }).move({ origin: element, duration: 50 }).perform();
  }

  async click(target: ElementRef) {
    const element = await this.intoView(target);
    await this.session
      .actions({ async: true })
      .move({ origin: element, duration: 50 })
      .press()
      .release()
      .perform();
  }

  async tap(target: ElementRef) {
    const element = await this.intoView(target);
    // The W3C actions of a touch pointer, sent as they are: the client's builder has no finger.
    const finger = {
      type: 'pointer',
      id: 'finger',
      parameters: { pointerType: 'touch' },
      actions: [
        { type: 'pointerMove', duration: 0, origin: element, x: 0, y: 0 },
        { type: 'pointerDown', button: 0 },
        { type: 'pointerUp', button: 0 },
      ],
    };
    await this.session.execute(new Command(Name.ACTIONS).setParameter('actions', [finger]));
    await this.session.execute(new Command(Name.CLEAR_ACTIONS));
  }

  async press(key: Key) {
    await this.session.actions({ async: true }).sendKeys(SELENIUM_KEYS[key]).perform();
  }

  async type(target: ElementRef, text: string) {
    await this.click(target);
    await this.session.actions({ async: true }).sendKeys(text).perform();
  }

  async errors() {
    return this.session.executeScript<string[]>(readErrors).catch(() => []);
  }

  /** Leaves nothing for the next test: storage, cookies, the document, the pointer's place. */
  async reset() {
    const url = await this.session.getCurrentUrl();
    if (url.startsWith(this.origin)) {
      await this.session.executeScript(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      await this.session.manage().deleteAllCookies();
    }
    await this.session.get('about:blank');
    await this.session
      .actions({ async: true })
      .move({ x: 0, y: 0, origin: Origin.VIEWPORT })
      .perform();
    await this.session.actions().clear();
  }
}

/** The worker's WebKit session as a page of the site behind `proxyOrigin`. */
export function openWebKitPage(
  driver: WebKitDriver,
  proxyOrigin: string,
): { page: EnginePage; close: () => Promise<void> } {
  const page = new WebKitPage(driver.session, proxyOrigin);
  return { page, close: () => page.reset() };
}
