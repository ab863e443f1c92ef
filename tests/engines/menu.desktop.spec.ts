import { expectNoScriptErrors, test } from '../support/engines/fixtures';
import { find } from '../support/engines/screen';

/** On a desktop the top bar shows its links itself, with no menu to open. */
test('the top bar shows its links', async ({ site }) => {
  await site.open('/');
  const main = await find(site, { role: 'navigation', name: 'Main' });
  for (const name of ['Features', 'Pricing', 'Waitlist'])
    await find(site, { role: 'link', name }, { within: main });
  await expectNoScriptErrors(site);
});
