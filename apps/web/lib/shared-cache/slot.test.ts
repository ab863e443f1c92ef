import { describe, expect, it } from 'vitest';

import { SHARED_CACHE_KEY as handlerKey } from '../../cache-handler';
import { SHARED_CACHE_KEY } from './slot';

describe('the shared-cache slot', () => {
  it('is looked up by the cache handler under the key it is published under', () => {
    expect(handlerKey).toBe(SHARED_CACHE_KEY);
  });
});
