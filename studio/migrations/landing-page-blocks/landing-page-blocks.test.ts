import { collectMigrationMutations, type MigrationContext } from 'sanity/migrate';
import { describe, expect, it } from 'vitest';

import migration from './index';

/** The settings document as datasets imported before the landing page was built from blocks
 * hold it (the seed's landing texts, as they were). */
const before = {
  _id: 'siteSettings',
  _type: 'siteSettings',
  brandName: 'Blocal',
  launchLabel: 'Pilot launch Q1 2026',
  heroHeadline: 'One wallet, every loyalty',
  heroSubheadline: 'One rewards currency across every local merchant in your neighbourhood.',
  heroVendorCtaLabel: 'Join Waitlist as Vendor',
  heroUserCtaLabel: 'Get Early Access',
  heroVideoId: 'aqz-KE-bpKQ',
  heroVideoTitle: 'A two-minute tour of the rewards wallet',
  partnerPlatforms: ['Square', 'Clover', 'Toast'],
  heroTicks: ['{brpPerDollar} BRP for every $1'],
};

/** What the migration would write for these documents: the runner's own walk, nothing sent. */
async function mutationsFor(documents: object[]) {
  async function* each() {
    yield* documents as never[];
  }
  // The migration reads nothing beyond each document, so it is given no client.
  const mutations = collectMigrationMutations(migration, each, {} as MigrationContext);
  const written: { type: string; id?: string; document?: unknown }[] = [];
  for await (const mutation of mutations) written.push(...([mutation].flat() as never[]));
  return written;
}

describe('the landing-page migration', () => {
  it('moves the hero texts into a hero block of the home page and out of the settings', async () => {
    const mutations = await mutationsFor([before]);
    expect(mutations).toContainEqual(
      expect.objectContaining({
        type: 'createIfNotExists',
        document: {
          _id: 'page-home',
          _type: 'page',
          title: 'Home',
          blocks: [
            {
              _type: 'hero',
              _key: 'hero',
              title: before.heroHeadline,
              subheadline: before.heroSubheadline,
              vendorCtaLabel: before.heroVendorCtaLabel,
              userCtaLabel: before.heroUserCtaLabel,
              ticks: before.heroTicks,
              videoId: before.heroVideoId,
              videoTitle: before.heroVideoTitle,
              partnerPlatforms: before.partnerPlatforms,
            },
          ],
        },
      }),
    );
    const unset = mutations.find((mutation) => mutation.type === 'patch');
    expect(unset).toMatchObject({ id: 'siteSettings' });
    expect(JSON.stringify(unset)).toContain('heroHeadline');
    expect(JSON.stringify(unset)).not.toContain('launchLabel');
  });

  it('moves a draft of the settings into a draft of the home page', async () => {
    const mutations = await mutationsFor([{ ...before, _id: 'drafts.siteSettings' }]);
    expect(mutations).toContainEqual(
      expect.objectContaining({
        type: 'createIfNotExists',
        document: expect.objectContaining({ _id: 'drafts.page-home' }),
      }),
    );
  });

  it('leaves settings that hold no landing texts alone, so a second run changes nothing', async () => {
    const { _id, _type, brandName, launchLabel } = before;
    expect(await mutationsFor([{ _id, _type, brandName, launchLabel }])).toEqual([]);
  });
});
