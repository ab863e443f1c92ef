import { describe, expect, it } from 'vitest';

import config from '../sanity.config';
import { previewOrigin } from '../env';

describe('the Waitlist tool in the studio', () => {
  it('is registered with a title, an icon and the site’s origin', () => {
    const plugin = config.plugins?.find((candidate) => candidate.name === 'brp-waitlist');
    const tools = Array.isArray(plugin?.tools) ? plugin.tools : [];
    expect(tools).toHaveLength(1);
    const [tool] = tools;
    expect(tool).toMatchObject({
      name: 'waitlist',
      title: 'Waitlist',
      options: { origin: previewOrigin },
    });
    // An icon moved out of the @sanity/icons root entry is typed `never` there: it compiles, and
    // the menu would show no icon.
    expect(tool?.icon).toBeTypeOf('object');
  });
});
