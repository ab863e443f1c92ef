/**
 * The landing page becomes a page built from blocks (`page-home`): the landing texts the site
 * settings held move into its blocks, in the order the page drew them, and leave the settings.
 * Run once per dataset: `pnpm --filter @brp/studio exec sanity migration run landing-page-blocks`
 * (a dry run first, then `--no-dry-run`). A settings document without them is left alone, so a
 * second run changes nothing; a draft of the settings moves into a draft of the page.
 */
import { at, createIfNotExists, defineMigration, patch, unset } from 'sanity/migrate';

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

type LandingSettings = { _id: string } & Partial<Record<keyof typeof HERO_FIELDS, unknown>>;

/** The home page's id beside the settings': a draft for a draft. */
export const homePageId = (settingsId: string) =>
  settingsId.startsWith('drafts.') ? 'drafts.page-home' : 'page-home';

/** The landing page's blocks, from what the settings held. */
export function landingBlocks(settings: LandingSettings) {
  const hero = Object.fromEntries(
    Object.entries(HERO_FIELDS).flatMap(([from, to]) =>
      settings[from as keyof typeof HERO_FIELDS] === undefined
        ? []
        : [[to, settings[from as keyof typeof HERO_FIELDS]]],
    ),
  );
  return [{ _type: 'hero', _key: 'hero', ...hero }];
}

export default defineMigration({
  title: 'The landing page is a page built from blocks',
  documentTypes: ['siteSettings'],
  migrate: {
    document(settings) {
      const moved = Object.keys(HERO_FIELDS).filter((field) => field in settings);
      if (moved.length === 0) return undefined;
      return [
        createIfNotExists({
          _id: homePageId(settings._id),
          _type: 'page',
          title: 'Home',
          blocks: landingBlocks(settings as LandingSettings),
        }),
        patch(
          settings._id,
          moved.map((field) => at(field, unset())),
        ),
      ];
    },
  },
});
