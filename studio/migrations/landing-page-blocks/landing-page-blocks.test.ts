import { readSeedDataset } from '@brp/seed';
import { collectMigrationMutations, type MigrationContext } from 'sanity/migrate';
import { describe, expect, it } from 'vitest';

import migration from './index';

const seed = readSeedDataset(() => '').documents;
const seedHome = seed.find((doc) => doc._id === 'page-home') as unknown as {
  blocks: { _type: string }[];
};
const { jobsPage, contactPage, ...seedSettings } = seed.find(
  (doc) => doc._id === 'siteSettings',
) as Record<string, unknown>;
const block = (type: string) => seedHome.blocks.find((each) => each._type === type)!;

/** The settings document as datasets imported before the landing page was built from blocks
 * hold it: the landing texts in the settings (the seed's words, as they were then). */
function before(): Record<string, unknown> {
  const { _key: _hero, _type: _heroType, ...hero } = block('hero') as Record<string, unknown>;
  const { _key: _how, _type: _howType, ...how } = block('howItWorks') as Record<string, unknown>;
  const { _key: _ven, _type: _venType, ...vendors } = block('merchants') as Record<string, unknown>;
  return {
    ...seedSettings,
    heroHeadline: hero.title,
    heroSubheadline: hero.subheadline,
    heroVendorCtaLabel: hero.vendorCtaLabel,
    heroUserCtaLabel: hero.userCtaLabel,
    heroVideoId: hero.videoId,
    heroVideoTitle: hero.videoTitle,
    heroTicks: hero.ticks,
    partnerPlatforms: hero.partnerPlatforms,
    howItWorks: { _type: 'howItWorksSection', ...how },
    vendors: { _type: 'vendorSection', ...vendors },
  };
}

interface Written {
  type: string;
  id?: string;
  document?: Record<string, unknown>;
}

/** What the migration would write for these documents: the runner's own walk, nothing sent. */
async function mutationsFor(documents: object[]): Promise<Written[]> {
  // The runner wants an async iterator; the documents are all at hand.
  // eslint-disable-next-line @typescript-eslint/require-await
  async function* each() {
    yield* documents as never[];
  }
  // The migration reads nothing beyond each document, so it is given no client.
  const mutations = collectMigrationMutations(migration, each, {} as MigrationContext);
  const written: Written[] = [];
  for await (const mutation of mutations) written.push(...([mutation].flat() as never[]));
  return written;
}

describe('the landing-page migration', () => {
  it('builds the seed’s home page from the landing texts the settings held', async () => {
    const mutations = await mutationsFor([before()]);
    const created = mutations.find((mutation) => mutation.type === 'createIfNotExists');
    expect(created?.document).toEqual({
      _id: 'page-home',
      _type: 'page',
      title: 'Home',
      blocks: seedHome.blocks,
    });
  });

  it('takes the landing texts out of the settings and adds the jobs and contact texts', async () => {
    const mutations = await mutationsFor([before()]);
    const settingsPatch = JSON.stringify(mutations.find((mutation) => mutation.type === 'patch'));
    for (const field of ['heroHeadline', 'partnerPlatforms', 'howItWorks', 'vendors'])
      expect(settingsPatch).toContain(`"${field}"`);
    expect(settingsPatch).not.toContain('launchLabel');
    expect(settingsPatch).toContain(JSON.stringify(jobsPage));
    expect(settingsPatch).toContain(JSON.stringify(contactPage));
  });

  it('moves a draft of the settings into a draft of the home page', async () => {
    const mutations = await mutationsFor([{ ...before(), _id: 'drafts.siteSettings' }]);
    const created = mutations.find((mutation) => mutation.type === 'createIfNotExists');
    expect(created?.document?._id).toBe('drafts.page-home');
  });

  it('leaves migrated settings alone, so a second run changes nothing', async () => {
    expect(await mutationsFor([{ ...seedSettings, jobsPage, contactPage }])).toEqual([]);
  });
});
