import type { CacheHandler } from 'next/dist/server/lib/incremental-cache';
import { describe, expect, it } from 'vitest';

import SiteCacheHandler from '../../cache-handler';
import { readProcessSlot, setProcessSlot } from '../process-slots';
import { publishSharedCache } from './slot';

// cache-handler.ts is loaded by Next apart from the bundles that start the shared cache and
// record pages' tags: what they put in the process's slots is what it finds.
describe('the cache handler Next loads apart', () => {
  it('hands its entries to the shared cache published, and their tags to the recorder', async () => {
    const asked: string[] = [];
    const tagged: [string, unknown][] = [];
    const entry = { value: { kind: 'APP_PAGE', headers: { 'x-next-cache-tags': 'blogPost' } } };
    class SharedHandler {
      get(key: string) {
        asked.push(key);
        return Promise.resolve(entry);
      }
    }
    const before = readProcessSlot('shared-cache');
    publishSharedCache({
      CacheHandler: SharedHandler as unknown as new () => CacheHandler,
      reachable: () => true,
      publishes: { last: () => 0, read: () => Promise.resolve(0) },
    });
    setProcessSlot('page-tags', {
      record: (key: string, tags: unknown) => tagged.push([key, tags]),
    });
    try {
      const handler = new SiteCacheHandler({} as ConstructorParameters<typeof SiteCacheHandler>[0]);
      expect(await handler.get('/route-cache/APP_PAGE/1/$/blog', {} as never)).toBe(entry);
      expect(asked).toEqual(['/route-cache/APP_PAGE/1/$/blog']);
      expect(tagged).toEqual([['/route-cache/APP_PAGE/1/$/blog', 'blogPost']]);
    } finally {
      setProcessSlot('shared-cache', before);
      setProcessSlot('page-tags', undefined);
    }
  });
});
