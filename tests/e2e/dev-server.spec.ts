/**
 * The README's first command, `./pnpmw dev`: Next's development server of the site, on its
 * embedded defaults. Without SMTP_URL its e-mails go to a local outbox, read at /dev/mail (as
 * Mailpit would show them), a page the production server never serves (it lists everyone's links).
 */
import { mkdirSync, mkdtempSync, openSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import type { Page } from '@playwright/test';

import { expect, test, waitForHydration } from '../support/fixtures';
import { freePort } from '../support/free-port';
import { expectNoOverflow } from '../support/overflow';
import { spawnNext, stopProcessGroup } from '../support/processes';
import { postSignup } from '../support/waitlist-site';

const APP = resolve(import.meta.dirname, '../../apps/web');
const ROOT = resolve(APP, '../..');

/** Turbopack compiles each route on its first request: minutes on one busy core. A hang guard. */
const COMPILED_WITHIN = 300_000;

/** The outbox page, read afresh until the message of `subject` is listed (its mail is queued). */
async function awaitMessage(page: Page, url: string, subject: string) {
  const message = page.getByRole('article', { name: subject });
  await expect(async () => {
    await page.goto(`${url}/dev/mail`);
    await expect(message).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 120_000 });
  return message;
}

test('in development, the e-mails the server would send are read at /dev/mail, their links followed', async ({
  page,
}) => {
  test.setTimeout(4 * COMPILED_WITHIN);
  // What the browser reports, a hydration mismatch above all (React says so in development only).
  const errors: string[] = [];
  // Playwright runs its own scripts in every frame, and the sandboxed frames of the mail previews
  // refuse them with an error a visitor's browser never logs (microsoft/playwright#33343).
  const harness =
    "Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed";
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith(harness))
      errors.push(message.text());
  });
  const dir = test.info().outputDir;
  mkdirSync(dir, { recursive: true });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = spawnNext(APP, ['dev', '--port', String(port), '--hostname', '127.0.0.1'], {
    env: {
      NODE_ENV: 'development',
      NEXT_PUBLIC_SITE_URL: url,
      // A waitlist and an outbox of its own: the repository's are the developer's.
      WAITLIST_DB_DIR: mkdtempSync(join(tmpdir(), 'dev-waitlist-')),
      // One long word in its path: the page must wrap it on a phone.
      OUTBOX_FILE: join(
        mkdtempSync(join(tmpdir(), 'devmailoutboxforthedevelopmentserver')),
        'emails.ndjson',
      ),
      // The spec signs up as a script would, solving the proof of work in Node.
      WAITLIST_CHALLENGE_DIFFICULTY: '1',
    },
    output: openSync(join(dir, 'next-dev.log'), 'a'),
  });
  try {
    await expect
      .poll(
        () =>
          fetch(`${url}/dev/mail`).then(
            (response) => response.status,
            () => 0,
          ),
        {
          timeout: COMPILED_WITHIN,
        },
      )
      .toBe(200);
    await page.goto(`${url}/dev/mail`);
    await expect(page.getByRole('heading', { name: 'Mail outbox', level: 1 })).toBeVisible();
    await expect(page.getByText('No e-mail yet: join the waitlist to see one here.')).toBeVisible();
    // Below the outbox, every template with sample values: its HTML and its plain text.
    for (const name of ['Confirmation', 'Standing']) {
      const template = page.getByRole('region', { name: `${name} template` });
      await expect(template.getByTitle(`${name} template, HTML`)).toBeVisible();
      await expect(template.getByLabel(`${name} template, plain text`)).toContainText(
        `Leave the waitlist: ${url}/waitlist/leave/`,
      );
    }
    await expect(
      page
        .frameLocator('[title="Confirmation template, HTML"]')
        .getByRole('link', { name: 'Confirm my address' }),
    ).toBeVisible();

    const email = 'grace.dev@example.com';
    expect((await postSignup({ url }, { email, name: 'Grace' })).status).toBe(200);
    const confirmation = await awaitMessage(page, url, 'Confirm your place on the waitlist');
    await expect(confirmation).toContainText(`To ${email}, from Waitlist <waitlist@localhost>`);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      await expectNoOverflow(page, `/dev/mail at ${width} px`);
      // The outbox's path, one long word, wraps inside the screen rather than run off it.
      const lead = page.getByText("What the site's server sent instead of mailing it");
      expect(await lead.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
      if (process.env.UPDATE_DOC_IMAGES === '1') {
        const suffix = width === 390 ? '-phone' : '';
        await page.screenshot({ path: join(ROOT, `docs/images/dev-mail${suffix}.png`) });
        // The preview, scrolled to just below the sticky header, on a screen tall enough for it.
        const region = page.getByRole('region', { name: 'Confirmation template' });
        await page.setViewportSize({ width, height: 1800 });
        const top = await region.evaluate((element) => {
          const header = document.querySelector('header')?.getBoundingClientRect().height ?? 0;
          const at = element.getBoundingClientRect().top + scrollY - header;
          scrollTo({ top: at, behavior: 'instant' });
          return header;
        });
        const box = (await region.boundingBox())!;
        await page.screenshot({
          path: join(ROOT, `docs/images/dev-mail-template${suffix}.png`),
          clip: { x: 0, y: top, width, height: Math.min(box.height, 1800 - top) },
        });
        await page.setViewportSize({ width, height: 844 });
        await page.evaluate(() => scrollTo({ top: 0, behavior: 'instant' }));
      }
    }

    // Its link works as the mailed one would.
    await confirmation.getByRole('link', { name: /\/waitlist\/confirm\// }).click();
    await page.getByRole('button', { name: 'Confirm my address' }).click({
      timeout: COMPILED_WITHIN,
    });
    await expect(page.getByRole('heading', { name: "You're on the list!" })).toBeVisible({
      timeout: COMPILED_WITHIN,
    });
    // Hydrated (the share link is a client component), with nothing reported.
    const share = page.getByRole('textbox', { name: 'Your referral link' });
    await waitForHydration(share);
    expect(await share.inputValue()).toMatch(/\?ref=[a-z2-7]+#waitlist$/);
    expect(errors).toEqual([]);
    const standing = await awaitMessage(page, url, "You're number 1 on the waitlist");
    await expect(standing.getByRole('link', { name: /\/waitlist\/leave\// })).toBeVisible();
  } finally {
    await stopProcessGroup(server);
  }
});
