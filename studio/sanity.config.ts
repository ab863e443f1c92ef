import { isFixedPage } from '@brp/core/addresses';
import { defineConfig } from 'sanity';
import { presentationTool } from 'sanity/presentation';
import { structureTool } from 'sanity/structure';

import { apiHost, dataset, previewOrigin, projectId } from './env';
import { locations, mainDocuments } from './presentation/resolve';
import { schemaTypes } from './schemaTypes';
import { SINGLETON_TYPES, structure } from './structure';
import { waitlistTool } from './waitlist';

export default defineConfig({
  name: 'default',
  title: 'Rewards network site',
  projectId,
  dataset,
  ...(apiHost ? { apiHost } : {}),
  plugins: [
    structureTool({ structure }),
    // The site in a frame, showing drafts: click a text to open its field.
    presentationTool({
      resolve: { locations, mainDocuments },
      previewUrl: {
        origin: previewOrigin,
        previewMode: { enable: '/api/draft-mode/enable', disable: '/api/draft-mode/disable' },
      },
    }),
    // The pilot waitlist, read from the same site through its team API.
    waitlistTool({ origin: previewOrigin }),
  ],
  schema: {
    types: schemaTypes,
    // Settings exist once: no "create new" for them anywhere in the studio.
    templates: (templates) =>
      templates.filter(({ schemaType }) => !SINGLETON_TYPES.has(schemaType)),
  },
  document: {
    // Settings and the spec's own pages (Privacy…) can be edited and published, never removed.
    actions: (actions, { schemaType, documentId }) =>
      SINGLETON_TYPES.has(schemaType) || (documentId && isFixedPage(documentId))
        ? actions.filter(
            ({ action }) => action && ['publish', 'discardChanges', 'restore'].includes(action),
          )
        : actions,
  },
});
