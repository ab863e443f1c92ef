/**
 * The site built for a self-hosted analytics server (support/analytics-site.ts), against a fake
 * Umami on loopback: the visit's pages and the waitlist funnel's three steps reach it, under
 * addresses that carry the campaign and no one's code, within the Content-Security-Policy.
 * (Without the server configured, the waitlist spec checks that no request leaves the page.)
 */
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import {
  ANALYTICS_PATH,
  ANALYTICS_PORT,
  ANALYTICS_SERVER,
  ANALYTICS_SITE_ID,
  analyticsEnv,
} from '../support/analytics-site';
import { startFakeAnalytics, type FakeAnalytics } from '../support/fake-analytics';
import { expect, test } from '../support/fixtures';
import { watchForTrouble } from '../support/page-trouble';
import { confirmationToken } from '../support/waitlist-mail';
import { startWaitlistSite, teamSearch, type WaitlistSite } from '../support/waitlist-site';

// One collector on the port the build names: this file's tests share it, one at a time.
test.describe.configure({ mode: 'serial' });

let collector: FakeAnalytics;
let site: WaitlistSite;

test.beforeAll(async () => {
  collector = await startFakeAnalytics(ANALYTICS_PORT, ANALYTICS_PATH);
  const logs = join(test.info().project.outputDir, 'analytics');
  mkdirSync(logs, { recursive: true });
  site = await startWaitlistSite(
    // The server reads the settings again, as deployed: its routes run with them.
    { ...analyticsEnv, WAITLIST_DB_DIR: mkdtempSync(join(tmpdir(), 'waitlist-analytics-')) },
    join(logs, 'server.log'),
    ANALYTICS_SERVER,
  );
  // The first use opens the embedded database, which on a busy machine outlasts the form's 15 s
  // (see the waitlist spec's crash test): the team's API opens it first.
  expect(await teamSearch(site, 'opens-the-database')).toEqual([]);
});

test.afterAll(async () => {
  await site?.stop();
  await collector?.close();
});

const pageViews = () => collector.reports.filter((report) => !report.name).map(({ url }) => url);
const steps = () =>
  collector.reports
    .filter((report) => report.name)
    .map(({ name, url, data }) => ({ name, url, ...(data && { data }) }));

test("the analytics server counts the visit's pages and the waitlist's three steps, and learns no one's code", async ({
  page,
}) => {
  const trouble = await watchForTrouble(page);
  const response = await page.goto(
    `${site.url}/blog/loyalty-app-security?utm_source=flyer&utm_campaign=spring&ref=ABCD2345`,
  );
  // The policy names the analytics server's script and collector exactly, never its origin:
  // nothing else that origin serves may run in the site's pages.
  const policy = new Map(
    (response?.headers()['content-security-policy'] ?? '').split('; ').map((entry) => {
      const [name, ...sources] = entry.split(' ');
      return [name, sources];
    }),
  );
  const server = `http://127.0.0.1:${ANALYTICS_PORT}${ANALYTICS_PATH}`;
  // (Beside the hashes of the page's own inline scripts, which the production server adds.)
  const scriptSources = policy
    .get('script-src')
    ?.filter((source) => !source.startsWith("'sha256-"));
  expect(scriptSources).toEqual(["'self'", `${server}/script.js`]);
  expect(policy.get('connect-src')).toContain(`${server}/api/send`);
  expect(policy.get('connect-src')).not.toContain(`http://127.0.0.1:${ANALYTICS_PORT}`);
  await expect
    .poll(pageViews)
    .toEqual([`${site.url}/blog/loyalty-app-security?utm_source=flyer&utm_campaign=spring`]);

  // A client-side navigation is a page view of its own.
  await page.getByRole('banner').getByRole('link', { name: 'Join Waitlist' }).first().click();
  await expect(page).toHaveURL(/\/#waitlist$/);
  await expect.poll(pageViews).toHaveLength(2);
  expect(pageViews()[1]).toBe(`${site.url}/`);

  const email = `analytics.${Date.now()}@example.com`;
  const form = page.getByRole('form', { name: 'Join the waitlist' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Grace Hopper');
  await expect.poll(steps).toEqual([{ name: 'waitlist-start', url: `${site.url}/` }]);
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: 'Location/ZIP Code' }).fill('94607');
  await form.getByRole('button', { name: 'Join Waitlist' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Check your inbox' })).toBeVisible();
  await expect
    .poll(steps)
    .toContainEqual({ name: 'waitlist-submit', url: `${site.url}/`, data: { type: 'user' } });

  const token = await confirmationToken(site.mailFile, email);
  await page.goto(`${site.url}/waitlist/confirm/${token}`);
  await page.getByRole('button', { name: 'Confirm my address' }).click();
  await expect(page.getByRole('heading', { name: "You're on the list!" })).toBeVisible();
  await expect
    .poll(steps)
    .toContainEqual({ name: 'waitlist-confirmed', url: `${site.url}/waitlist/status` });
  // The mark that reported it is gone: a reload or a bookmark counts a view, not a confirmation.
  expect(page.url()).toMatch(/\/waitlist\/status\/[a-z2-7]+$/);
  const statusCode = page.url().split('/').pop()!;
  await page.reload();
  await expect.poll(pageViews).toHaveLength(5);
  expect(pageViews().slice(2)).toEqual([
    `${site.url}/waitlist/confirm`,
    `${site.url}/waitlist/status`,
    `${site.url}/waitlist/status`,
  ]);
  expect(steps().map(({ name }) => name)).toEqual([
    'waitlist-start',
    'waitlist-submit',
    'waitlist-confirmed',
  ]);

  // Every report is this site's, and none names a person: no address, link code or referrer.
  expect(new Set(collector.reports.map((report) => report.website))).toEqual(
    new Set([ANALYTICS_SITE_ID]),
  );
  const everything = JSON.stringify(collector.reports);
  for (const secret of [token, statusCode, email, 'ABCD2345', 'Grace']) {
    expect(everything).not.toContain(secret);
  }
  // The script, once per document (four were loaded), and reports: nothing else was asked for.
  const script = `GET ${ANALYTICS_PATH}/script.js`;
  const sends = [`OPTIONS ${ANALYTICS_PATH}/api/send`, `POST ${ANALYTICS_PATH}/api/send`];
  expect(collector.requests.filter((request) => request === script)).toHaveLength(4);
  expect(collector.requests.filter((request) => ![script, ...sends].includes(request))).toEqual([]);
  expect(await trouble()).toEqual([]);
});
