/**
 * Adds a few hundred fictional people to a development waitlist, so the studio's Waitlist tool
 * has a map, readiness and sources to show on a fresh clone (@brp/db's addSamplePeople):
 *   ./pnpmw waitlist:sample          adds 300 (stop `./pnpmw dev` first: the embedded database
 *                                    opens in one process at a time)
 *   ./pnpmw waitlist:sample remove   erases them again
 * It refuses a production server's environment and any list with real people on it. Run with
 * Node's type stripping, in apps/web (the embedded database's default folder is .data/waitlist).
 */
import { join } from 'node:path';

import { addSamplePeople, openDatabase, realPeopleCount, removeSamplePeople } from '@brp/db';

function fail(message: string): never {
  console.error(`⨯ ${message}`);
  process.exit(1);
}

if (process.env.NODE_ENV === 'production') {
  fail('NODE_ENV is production: sample people are for a development list only; unset it.');
}
const [command = 'add'] = process.argv.slice(2);
if (command !== 'add' && command !== 'remove') fail('Usage: ./pnpmw waitlist:sample [add|remove]');

const url = process.env.DATABASE_URL;
const opened = await openDatabase(
  url
    ? { url }
    : { folder: process.env.WAITLIST_DB_DIR ?? join(process.cwd(), '.data', 'waitlist') },
).catch((error: unknown) =>
  fail(
    `the waitlist's database could not be opened (${(error as Error).message}); is the site running on it?`,
  ),
);
try {
  if (command === 'remove') {
    console.info(
      `✓ ${await removeSamplePeople(opened.db)} sample people erased from ${opened.where}`,
    );
  } else {
    const real = await realPeopleCount(opened.db);
    if (real > 0) {
      fail(
        `${opened.where} holds ${real} people who are not samples: samples go on a development list only.`,
      );
    }
    const added = await addSamplePeople(opened.db);
    console.info(
      `✓ ${added} sample people added to ${opened.where} (erase them: ./pnpmw waitlist:sample remove)`,
    );
  }
} finally {
  await opened.close();
}
