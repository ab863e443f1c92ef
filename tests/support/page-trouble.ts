import type { Page } from '@playwright/test';

/**
 * Collects what would tell a visitor's browser something is wrong: console errors, uncaught
 * exceptions and Content-Security-Policy violations (which the page reports as DOM events).
 */
export async function watchForTrouble(page: Page): Promise<() => Promise<string[]>> {
  const trouble: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') trouble.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => trouble.push(`exception: ${error.message}`));
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`csp: ${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });
  return async () => [
    ...trouble,
    ...(await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    )),
  ];
}
