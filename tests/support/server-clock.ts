import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const PRELOAD = resolve(import.meta.dirname, 'shifted-clock.ts');

/** The environment that starts a server with its clock at `moment` (shifted-clock.ts). */
export const serverClockAt = (moment: Date): Record<string, string> => ({
  NODE_OPTIONS: `--import ${pathToFileURL(PRELOAD).href}`,
  TEST_CLOCK_START: moment.toISOString(),
});
