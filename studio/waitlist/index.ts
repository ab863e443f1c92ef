import { UsersIcon } from '@sanity/icons/Users';
import { definePlugin } from 'sanity';
import { route } from 'sanity/router';

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
      // The open tab is in the address (/waitlist/people): kept when the studio mounts the tool
      // again, by the back button and in a link to a colleague.
      router: route.create('/', [route.create('/:tab')]),
    },
  ],
}));
