import styled from 'styled-components';

import { theme } from '@/styles/tokens';

const Bar = styled.aside`
  position: fixed;
  bottom: ${theme.space[4]};
  left: 50%;
  transform: translateX(-50%);
  z-index: ${theme.z.tooltip};
  display: flex;
  gap: ${theme.space[3]};
  align-items: center;
  padding: ${theme.space[2]} ${theme.space[4]};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.night};
  color: ${theme.color.onNight};

  a {
    color: ${theme.color.accentBright};
  }
`;

/**
 * Tells an editor the page shows drafts, and leads out of the preview. Rendered on the server
 * and only in draft mode: visitors get none of it.
 */
export function PreviewBar() {
  return (
    <Bar aria-label="Preview">
      <span>Showing drafts.</span>
      {/* A route handler that clears the cookie and redirects: a full navigation, not a client one
          (the rule reads the catch-all route of built pages as if it were this address's page). */}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
      <a href="/api/draft-mode/disable">Preview mode - exit</a>
    </Bar>
  );
}
