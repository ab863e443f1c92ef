import { expect, test, waitForHydration } from '../support/fixtures';
import { watchForTrouble } from '../support/page-trouble';
import {
  oddMethodProblems,
  rawGet,
  rawRequest,
  redirectQueryValues,
  staysOn,
} from '../support/raw-requests';
import { EVERY_ADDRESS } from '../support/routes';
import { INJECTED_MARK, startScriptInjectingProxy } from '../support/script-injection';

test('the hero video plays from the privacy-enhanced host within the policy', async ({ page }) => {
  // The video host is a third party: answered locally, like every other one in the suite.
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Player</title><p>Playing</p>' }),
  );
  const troubleSoFar = await watchForTrouble(page);
  await page.goto('/');
  const play = page.getByRole('button', { name: /^Play video/ });
  await waitForHydration(play);
  await play.click();
  await expect(page.frameLocator('iframe').getByText('Playing')).toBeVisible();
  expect(await troubleSoFar()).toEqual([]);
});

test('every kind of response carries the security headers', async ({ request }) => {
  for (const path of ['/', '/blog/loyalty-app-security', '/robots.txt', '/no-such-page']) {
    const headers = (await request.get(path)).headers();
    const policy = headers['content-security-policy'] ?? '';
    expect(policy, path).toContain("default-src 'self'");
    expect(policy, path).toContain("frame-ancestors 'none'");
    expect(policy, path).toContain("connect-src 'self' https://ipwho.is");
    expect(policy, path).toContain('frame-src https://www.youtube-nocookie.com');
    expect(policy, path).not.toContain('unsafe-eval');
    // Scripts: the site's files, and a page's own inline scripts by their hashes only.
    const scriptSources = /script-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
    expect(scriptSources, path).not.toContain("'unsafe-inline'");
    expect(scriptSources[0], path).toBe("'self'");
    expect(headers['strict-transport-security'], path).toMatch(/max-age=\d+/);
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toContain('camera=()');
  }
});

test('a script injected into a page does not run; the page’s own scripts do', async ({
  page,
  baseURL,
}) => {
  // As a compromised intermediary or a stored injection would: the page's markup changed, its
  // policy (hashes of the scripts the site wrote) left as the server sent it.
  const home = new URL('/', baseURL).href;
  await page.route(home, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      '</body>',
      '<script>window.injected = true</script></body>',
    );
    await route.fulfill({ response, body: html });
  });
  const troubleSoFar = await watchForTrouble(page);
  await page.goto('/');
  // The site's inline bootstrap ran: React hydrated the page.
  await waitForHydration(page.getByRole('link', { name: 'Join Waitlist' }).first());
  expect(await page.evaluate(() => (window as { injected?: boolean }).injected)).toBeUndefined();
  expect(await troubleSoFar()).toContainEqual(expect.stringMatching(/^csp: script-src/));
});

test('a script slipped into a page before its policy is made does not run; the page hydrates', async ({
  page,
  baseURL,
}) => {
  // The server itself names the page's scripts in its policy: one that reached the HTML from
  // content or a bug would be named too, were the server to trust whatever the page holds.
  const injecting = await startScriptInjectingProxy(baseURL!);
  try {
    const troubleSoFar = await watchForTrouble(page);
    await page.goto(`${injecting.url}/`);
    await waitForHydration(page.getByRole('link', { name: 'Join Waitlist' }).first());
    await expect(page.locator('html')).not.toHaveAttribute(INJECTED_MARK);
    expect(await troubleSoFar()).toContainEqual(expect.stringMatching(/^csp: script-src/));
  } finally {
    await injecting.close();
  }
});

test('no redirect the site makes leaves it, however the address is spelt', async ({ baseURL }) => {
  const origin = baseURL!;
  // Next's own redirects: a trailing slash dropped, the spec's company aliases.
  const paths = [
    '/company/about',
    '/company/blog/',
    '//company/jobs',
    '/about/',
    ...redirectQueryValues().flatMap((target) => [`/${target}/`, `${target}/`]),
  ].filter((path) => path.startsWith('/') && !/[\t\r\n]/.test(path));
  for (const path of paths) {
    const { status, location } = await rawGet(origin, path);
    expect(status, path).toBeLessThan(500);
    expect(staysOn(origin, location), `${path} → ${location}`).toBe(true);
  }
});

test('pages, feeds, images and cards answer GET and HEAD, and 405 anything else', async ({
  baseURL,
}) => {
  expect(await oddMethodProblems(baseURL!, EVERY_ADDRESS)).toEqual([]);
});

test("Next's own files and image optimiser answer GET and HEAD, and 405 anything else", async ({
  baseURL,
  request,
}) => {
  const home = await (await request.get('/')).text();
  const chunk = /\/_next\/static\/[^"]+\.js/.exec(home)?.[0];
  expect(chunk, 'the home page loads a script of Next’s').toBeDefined();
  // Optimised once first: Next would answer that image's POST from its cache with the image.
  const image = '/_next/image?url=%2Fmedia%2Fhero-poster.jpg&w=640&q=75';
  expect((await rawGet(baseURL!, image)).status).toBe(200);
  const problems: string[] = [];
  for (const path of [image, chunk!, '/_next/image?url=%2Fmedia%2Fnone.jpg&w=640&q=75'])
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND']) {
      const { status, allow } = await rawRequest(baseURL!, path, method);
      if (status !== 405 || allow !== 'GET, HEAD')
        problems.push(`${method} ${path}: ${status}, Allow ${allow}`);
    }
  expect(problems).toEqual([]);
});
