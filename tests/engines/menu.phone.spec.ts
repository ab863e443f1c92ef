import { waitFor } from '../support/engines/driver';
import { expectNoScriptErrors, test } from '../support/engines/fixtures';
import { find, onScreen, visible, waitForHydration } from '../support/engines/screen';

/**
 * On a phone the top bar's links live in a menu: the "Open menu" button opens a dialog named
 * "Menu" whose links slide into view, and choosing one closes it. Only the behaviour is tied
 * down, not the markup, which is free to change.
 */
test('the menu opens, shows its links, and closes on choosing one', async ({ site }) => {
  await site.open('/');
  const open = await find(site, { role: 'button', name: 'Open menu' });
  await waitForHydration(site, open);
  await site.click(open);
  const menu = await find(site, { role: 'dialog', name: 'Menu' });
  const pricing = await find(site, { role: 'link', name: 'Pricing' }, { within: menu });
  await waitFor(() => onScreen(site, pricing), Boolean, {
    message: 'The menu never slid its links into view',
  });
  await site.click(pricing);
  await waitFor(
    () => visible(site, menu),
    (shown) => !shown,
    {
      message: 'Choosing a link left the menu open',
    },
  );
  await expectNoScriptErrors(site);
});
