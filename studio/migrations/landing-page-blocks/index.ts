/**
 * The landing page becomes a page built from blocks (`page-home`, as the seed has it): the
 * landing texts the site settings held move into its blocks and leave the settings; the headings
 * the code wrote (features, pricing, waitlist) come with the seed's page, which has the same words.
 * Settings imported before the jobs and contact texts existed get the seed's.
 *
 * Run once per dataset: `pnpm --filter @brp/studio exec sanity migration run landing-page-blocks`
 * (a dry run), then with `--no-dry-run`. Settings without landing texts are left alone, so a second
 * run changes nothing; a draft of the settings moves into a draft of the page.
 */
import { readSeedDataset } from '@brp/seed';
import { at, createIfNotExists, defineMigration, patch, setIfMissing, unset } from 'sanity/migrate';

/** The settings fields the hero block now holds, by the block's own field names. */
const HERO_FIELDS = {
  heroHeadline: 'title',
  heroSubheadline: 'subheadline',
  heroVendorCtaLabel: 'vendorCtaLabel',
  heroUserCtaLabel: 'userCtaLabel',
  heroTicks: 'ticks',
  heroVideoId: 'videoId',
  heroVideoTitle: 'videoTitle',
  partnerPlatforms: 'partnerPlatforms',
} as const;

/** The settings objects that became blocks of their own, by the block's type. */
const SECTION_FIELDS = { howItWorks: 'howItWorks', vendors: 'merchants' } as const;

/** Fields added to the settings after datasets were first imported: the seed's words fill them. */
const LATER_FIELDS = ['jobsPage', 'contactPage'] as const;

const MOVED = [...Object.keys(HERO_FIELDS), ...Object.keys(SECTION_FIELDS)];

type Settings = { _id: string } & Record<string, unknown>;
type Block = { _type: string; _key: string } & Record<string, unknown>;

const seed = readSeedDataset(() => '').documents;
const seedHome = seed.find((doc) => doc._id === 'page-home') as unknown as { blocks: Block[] };
const seedSettings = seed.find((doc) => doc._id === 'siteSettings') as unknown as Settings;

/** The home page's id beside the settings': a draft for a draft. */
const homePageId = (settingsId: string) =>
  settingsId.startsWith('drafts.') ? 'drafts.page-home' : 'page-home';

/** The seed's landing blocks, each holding what these settings held in its place. */
function landingBlocks(settings: Settings): Block[] {
  return seedHome.blocks.map((block): Block => {
    if (block._type === 'hero') {
      const hero = Object.entries(HERO_FIELDS).flatMap(([from, to]): [string, unknown][] =>
        settings[from] === undefined ? [] : [[to, settings[from]]],
      );
      return { _type: 'hero', _key: block._key, ...Object.fromEntries(hero) };
    }
    const field = Object.entries(SECTION_FIELDS).find(([, type]) => type === block._type)?.[0];
    const section = field && (settings[field] as Record<string, unknown> | undefined);
    if (!section) return block;
    const { _type, ...words } = section;
    return { _type: block._type, _key: block._key, ...words };
  });
}

export default defineMigration({
  title: 'The landing page is a page built from blocks',
  documentTypes: ['siteSettings'],
  migrate: {
    document(settings) {
      const moved = MOVED.filter((field) => field in settings);
      const missing = LATER_FIELDS.filter((field) => !(field in settings));
      if (moved.length === 0 && missing.length === 0) return undefined;
      return [
        ...(moved.length
          ? [
              createIfNotExists({
                _id: homePageId(settings._id),
                _type: 'page',
                title: 'Home',
                blocks: landingBlocks(settings as Settings),
              }),
            ]
          : []),
        patch(settings._id, [
          ...moved.map((field) => at(field, unset())),
          ...missing.map((field) => at(field, setIfMissing(seedSettings[field]))),
        ]),
      ];
    },
  },
});
