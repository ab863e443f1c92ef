import { route } from 'sanity/router';

/** The tool's address holds its open tab (/waitlist/people): a remount of the tool, a reload, the
 * back button and a link to a colleague keep it. */
export const TOOL_ROUTE = route.create('/', [route.create('/:tab')]);
