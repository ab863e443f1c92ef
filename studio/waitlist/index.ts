import { UsersIcon } from '@sanity/icons/Users';
import { definePlugin } from 'sanity';

import { TOOL_ROUTE } from './tool-route';
import { type WaitlistOptions, WaitlistTool } from './waitlist-tool';

/**
 * The "Waitlist" tool: the pilot waitlist the site keeps in Postgres, read through the site's
 * team API so staff can choose the pilot's cities. Its credential is pasted by the editor, never
 * built into the studio.
 */
export const waitlistTool = definePlugin<WaitlistOptions>(({ origin }) => ({
  name: 'brp-waitlist',
  tools: [
    {
      name: 'waitlist',
      title: 'Waitlist',
      icon: UsersIcon,
      component: WaitlistTool,
      options: { origin },
      router: TOOL_ROUTE,
    },
  ],
}));
