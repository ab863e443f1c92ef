import { type ReactNode, useState } from 'react';
import { RouterProvider, type RouterState } from 'sanity/router';

import { TOOL_ROUTE } from './tool-route';

/** The tool as the studio's router holds it, for a test: its address kept in memory. */
export function InToolRoute({ children }: { children: ReactNode }) {
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
