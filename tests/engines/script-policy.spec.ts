import { expect, test } from '../support/engines/fixtures';
import { find, waitForHydration } from '../support/engines/screen';
import { INJECTED_MARK, startScriptInjectingProxy } from '../support/script-injection';

/**
 * A script slipped into a page's HTML before the server made its policy (support/
 * script-injection.ts) does not run in this engine, and the page's own scripts still do: React
 * hydrates the page.
 */
test('a script slipped into a page does not run; the page still hydrates', async ({
  site,
  siteOrigin,
}) => {
  const injecting = await startScriptInjectingProxy(siteOrigin);
  try {
    // An address of its own: the page is served by the injecting proxy, not the site directly.
    await site.open(`${injecting.url}/`);
    const join = await find(site, { role: 'link', name: 'Join Waitlist' });
    await waitForHydration(site, join);
    const mark = await site.evaluate(
      (name: string) => document.documentElement.getAttribute(name),
      INJECTED_MARK,
    );
    expect(mark).toBeNull();
  } finally {
    await injecting.close();
  }
});
