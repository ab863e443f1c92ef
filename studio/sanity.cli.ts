import { defineCliConfig } from 'sanity/cli';

import { dataset, projectId } from './env';

export default defineCliConfig({
  api: { projectId, dataset },
  // Builds must work offline: never fetch a newer studio runtime at load time.
  deployment: { autoUpdates: false },
  // The site's queries are typed from this schema: `pnpm typegen` writes @brp/blocks'
  // sanity.types.ts, which is committed (the test command checks it is current).
  typegen: {
    path: '../packages/blocks/queries.ts',
    schema: './schema.json',
    generates: '../packages/blocks/sanity.types.ts',
    overloadClientMethods: true,
  },
});
