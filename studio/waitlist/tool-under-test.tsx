/**
 * The Waitlist tool as a test renders it: inside the studio's theme, layers and router, over a
 * team API (the fake's URL), and the tables it shows read back as text.
 */
import { LayerProvider, studioTheme, ThemeProvider } from '@sanity/ui';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { RouterProvider, type RouterState } from 'sanity/router';

import { TOOL_ROUTE } from './tool-route';
import { Waitlist } from './waitlist-tool';

/** The tool as the studio's router holds it: its address kept in memory. */
function InToolRoute({ children }: { children: ReactNode }) {
  const [state, setState] = useState<RouterState>({});
  return (
    <RouterProvider
      router={TOOL_ROUTE}
      state={state}
      onNavigate={({ path }) => setState(TOOL_ROUTE.decode(path) ?? {})}
    >
      {children}
    </RouterProvider>
  );
}

/** The tool over the team API at `origin`; unlocked already when a `token` is given, as a
 * session that unlocked it before would be. */
export function renderTool(origin: string, token?: string) {
  if (token) sessionStorage.setItem('brp-waitlist-token', token);
  render(
    <ThemeProvider theme={studioTheme}>
      <LayerProvider>
        <InToolRoute>
          <Waitlist origin={origin} />
        </InToolRoute>
      </LayerProvider>
    </ThemeProvider>,
  );
  return userEvent.setup();
}

/** A table's rows below its header, each cell's text; `from`/`to` cut the columns as slice()
 * does, to leave out a column of buttons or times. */
export async function tableRows(name: string, from = 0, to?: number): Promise<string[][]> {
  const table = await screen.findByRole('table', { name });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(from, to)
        .map((cell) => cell.textContent),
    );
}
