// @vitest-environment jsdom
import { studioTheme, ThemeProvider } from '@sanity/ui';
import { cleanup, render } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';

import { TeamActions } from './team-actions';
import { tableRows } from './tool-under-test';

afterEach(cleanup);

it('names each action in words, and one newer than this studio as the site names it', async () => {
  const at = '2026-11-30T10:00:00.000Z';
  render(
    <ThemeProvider theme={studioTheme}>
      <TeamActions
        actions={[
          { id: 2, at, member: 'Ada', action: 'launch-area', detail: 'Austin' },
          { id: 1, at, member: 'Ada', action: 'export', detail: null },
        ]}
      />
    </ThemeProvider>,
  );
  expect(await tableRows('The team’s actions', 1)).toEqual([
    ['Ada', 'launch-area: Austin'],
    ['Ada', 'Exported the list'],
  ]);
});
