import { defineCliConfig } from 'sanity/cli';

import { dataset, projectId } from './env';

export default defineCliConfig({
  api: { projectId, dataset },
  // Builds must work offline: never fetch a newer studio runtime at load time.
  deployment: { autoUpdates: false },
  // The site's queries are typed from this schema: `pnpm typegen` writes sanity.types.ts.
  typegen: {
    path: '../apps/web/lib/content/queries.ts',
    schema: './schema.json',
    generates: '../apps/web/lib/content/sanity.types.ts',
    overloadClientMethods: true,
  },
});
