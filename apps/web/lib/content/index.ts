/**
 * The site's content, as pages use it. Every page reads through these functions, never the
 * client or a query directly, so caching, tags and safety rules live in one place; components
 * name its shapes by the domain types below, never by the generated `sanity.types` (lint enforces it).
 */
import 'server-only';

import {
  type AreaSettings,
  areaSettingsFrom,
  DEFAULT_AREA_SETTINGS,
} from '@brp/core/area-progress';
import { fillFigures } from '@brp/core/figures';
import { type InvitationWords, invitationWordsFrom } from '@brp/core/invitations';
import { isSafeHref } from '@brp/core/links';
import { shortLinkDestination } from '@brp/core/short-links';

import { blockValues } from './block-values';
import { queryEmbedded } from './embedded';
import { sanityFetch } from './fetch';
import { publishesHeard } from './publishes';
import {
  announcementsQuery,
  featureCardsQuery,
  jobPostingQuery,
  jobPostingSlugsQuery,
  jobPostingsQuery,
  navLinksQuery,
  pageAddressesQuery,
  homePageQuery,
  pageQuery,
  pagesQuery,
  postQuery,
  postSlugsQuery,
  postsQuery,
  pricingPlansQuery,
  settingsQuery,
  shortLinkNamesQuery,
  shortLinkQuery,
  waitlistSettingsQuery,
} from '@brp/blocks/queries';
import type {
  FeatureCardsQueryResult,
  JobPostingQueryResult,
  JobPostingsQueryResult,
  NavLinksQueryResult,
  PageQueryResult,
  PagesQueryResult,
  PostQueryResult,
  PostsQueryResult,
  PricingPlansQueryResult,
  SettingsQueryResult,
} from '@brp/blocks/sanity.types';

export type SiteSettings = NonNullable<SettingsQueryResult>;
export type NavLink = NavLinksQueryResult[number];
/** A card of the landing page's features grid. */
export type FeatureCard = FeatureCardsQueryResult[number];
/** A pricing plan, as the landing page's pricing shows it. */
export type Plan = PricingPlansQueryResult[number];
/** A blog post in full, as its article shows it. */
export type Post = NonNullable<PostQueryResult>;
/** A blog post as lists show it (the blog, the feed): no body. */
export type PostSummary = PostsQueryResult[number];
/** An open job posting as /jobs lists it. */
export type JobPostingSummary = JobPostingsQueryResult[number];
/** An open job posting in full, as its page shows it. */
export type JobPosting = NonNullable<JobPostingQueryResult>;
/** A page built in the studio, with its blocks. */
type Page = NonNullable<PageQueryResult>;
/** A page as the sitemap lists it. */
export type PageSummary = PagesQueryResult[number];
export type NavPlacement = 'header' | 'footer';

/**
 * How a page reads: by default drafts in an editor's preview (with stega marks for click-to-edit)
 * and published otherwise; `published: true` for what leaves the page as data (metadata,
 * JSON-LD, feeds, the sitemap, link-preview images), which never shows drafts or marks.
 */
export interface ReadOptions {
  published?: boolean;
}

async function seedSettings(): Promise<SiteSettings> {
  return (await queryEmbedded(settingsQuery, {})) as SiteSettings;
}

/**
 * The site settings, with the rewards figures editors write as `{brpPerDollar}` filled in. A
 * dataset with no settings document yet (a project before its seed import) shows the seed's; one
 * imported before fields were added is brought up to date by studio/migrations, not here.
 */
export async function getSiteSettings({ published }: ReadOptions = {}): Promise<SiteSettings> {
  const settings =
    (await sanityFetch({ query: settingsQuery, tags: ['siteSettings'], published })) ??
    (await seedSettings());
  return fillFigures(settings);
}

/**
 * Whether the Content Lake answers now (one small read, past every cache). A publish expires its
 * pages only then: a page expired while the content cannot be read has nothing left to show, and
 * one kept shows its last good version until the publish is sent again.
 */
export async function contentLakeAnswers(): Promise<boolean> {
  try {
    await sanityFetch({
      query: settingsQuery,
      tags: ['siteSettings'],
      published: true,
      fresh: true,
    });
    return true;
  } catch {
    return false;
  }
}

/**
 * What marketing wrote in the studio's waitlist settings (a person's area on their status page),
 * each sentence left empty or not yet published its default.
 */
export async function getWaitlistSettings(): Promise<AreaSettings> {
  const stored = await sanityFetch({
    query: waitlistSettingsQuery,
    tags: ['waitlistSettings'],
    published: true,
  });
  return areaSettingsFrom(stored);
}

/** The waitlist settings document, as stored (or null), for the mail worker. */
type StoredWaitlistSettings = Awaited<ReturnType<typeof sanityFetch<typeof waitlistSettingsQuery>>>;

let keptWaitlistSettings:
  { publishes: number; stored: Promise<StoredWaitlistSettings | undefined> } | undefined;

/**
 * The waitlist settings document for the mail worker, which sends outside any request (and so
 * outside Next's data cache): read from the Content Lake once, and again after each publish this
 * server hears of, not once per mail. A failed read sends this mail with the defaults and is
 * tried again for the next.
 */
function waitlistSettingsDocument(): Promise<StoredWaitlistSettings | undefined> {
  const publishes = publishesHeard();
  if (keptWaitlistSettings?.publishes !== publishes) {
    const stored = sanityFetch({
      query: waitlistSettingsQuery,
      tags: ['waitlistSettings'],
      fresh: true,
      published: true,
    }).catch(() => {
      if (keptWaitlistSettings?.stored === stored) keptWaitlistSettings = undefined;
      return undefined;
    });
    keptWaitlistSettings = { publishes, stored };
  }
  return keptWaitlistSettings.stored;
}

/** Marketing's words for a person's own area, for the standing mail (see above). */
export async function waitlistSettingsForMail(): Promise<AreaSettings> {
  const stored = await waitlistSettingsDocument();
  return stored === undefined ? DEFAULT_AREA_SETTINGS : areaSettingsFrom(stored);
}

/** Marketing's invitation e-mail, each field missing, empty or refused its default (see above):
 * for the mail worker, and for the acceptance's redirect to where onboarding starts. */
export async function currentInvitationWords(): Promise<InvitationWords> {
  return invitationWordsFrom((await waitlistSettingsDocument())?.invitation);
}

/** The links of the top bar or the footer. Links with an unsafe target are never rendered. */
export async function getNavLinks(placement: NavPlacement): Promise<NavLink[]> {
  const links = await sanityFetch({
    query: navLinksQuery,
    params: { placement },
    tags: ['navLink'],
  });
  return links.filter((link) => isSafeHref(link.href));
}

/** The announcements inside their publish window, in the order editors chose. */
export function getAnnouncements() {
  return sanityFetch({ query: announcementsQuery, tags: ['announcement'], scheduled: true });
}

/** The feature cards; like every CMS link, a card whose target is unsafe is never rendered. */
export async function getFeatureCards(): Promise<FeatureCard[]> {
  const cards = await sanityFetch({ query: featureCardsQuery, tags: ['featureCard'] });
  return cards.filter((card) => isSafeHref(card.href));
}

export function getPricingPlans(): Promise<Plan[]> {
  return sanityFetch({ query: pricingPlansQuery, tags: ['pricingPlan'] });
}

/** The live blog posts (none dated ahead), newest first. */
export async function getPosts({ published }: ReadOptions = {}): Promise<PostSummary[]> {
  return sanityFetch({ query: postsQuery, tags: ['blogPost'], published, scheduled: true });
}

export async function getPost(slug: string, { published }: ReadOptions = {}): Promise<Post | null> {
  return sanityFetch({
    query: postQuery,
    params: { slug },
    tags: ['blogPost'],
    published,
    scheduled: true,
  });
}

/** For the proxy: read past Next's data cache (lib/content/fetch, `fresh`). */
export interface FreshOption {
  fresh?: boolean;
}

/** The live published posts' slugs, for static params and the blog's 404 routing. */
export function getPostSlugs({ fresh }: FreshOption = {}) {
  return sanityFetch({
    query: postSlugsQuery,
    tags: ['blogPost'],
    published: true,
    scheduled: true,
    fresh,
  });
}

export { isDraftMode } from './fetch';

/** The open job postings (posted, not past their closing date), newest first. */
export async function getJobPostings({ published }: ReadOptions = {}): Promise<
  JobPostingSummary[]
> {
  return sanityFetch({ query: jobPostingsQuery, tags: ['jobPosting'], published, scheduled: true });
}

/** One open job posting; null when there is none at that address or it has closed. */
export async function getJobPosting(
  slug: string,
  { published }: ReadOptions = {},
): Promise<JobPosting | null> {
  return sanityFetch({
    query: jobPostingQuery,
    params: { slug },
    tags: ['jobPosting'],
    published,
    scheduled: true,
  });
}

/** The open postings' slugs, for static params and the 404 routing of closed addresses. */
export function getJobPostingSlugs({ fresh }: FreshOption = {}) {
  return sanityFetch({
    query: jobPostingSlugsQuery,
    tags: ['jobPosting'],
    published: true,
    scheduled: true,
    fresh,
  });
}

/** The page at this address (without its leading slash), or null when there is none. */
export async function getPage(address: string, { published }: ReadOptions = {}) {
  const page = await sanityFetch({
    query: pageQuery,
    params: { address },
    tags: ['page', 'faq', 'siteSettings'],
    published,
  });
  return page && pageValues(page);
}

/** The landing page, built from blocks like every page (the page document `page-home`). */
export async function getHomePage({ published }: ReadOptions = {}) {
  const page = await sanityFetch({
    query: homePageQuery,
    tags: ['page', 'faq', 'siteSettings'],
    published,
  });
  return page && pageValues(page);
}

/** A page as its blocks draw it: the rewards figures editors write as `{brpPerDollar}` filled
 * from @brp/core, its blocks' unsafe links and deleted references left out (block-values.ts). */
function pageValues<Read extends Page>(page: Read): Read {
  return fillFigures({
    ...page,
    blocks: page.blocks.map(blockValues),
  });
}

/** The published pages, for the sitemap. */
export function getPages(): Promise<PageSummary[]> {
  return sanityFetch({ query: pagesQuery, tags: ['page'], published: true });
}

/** The published pages' addresses, for static params and the 404 routing of unknown addresses. */
export function getPageAddresses({ fresh }: FreshOption = {}) {
  return sanityFetch({ query: pageAddressesQuery, tags: ['page'], published: true, fresh });
}

/** Where the short link `/go/<name>` sends a visitor, its campaign's tags added; null when no
 * published link has that name or it breaks the rules the studio checks. */
export async function getShortLinkDestination(name: string): Promise<string | null> {
  const link = await sanityFetch({
    query: shortLinkQuery,
    params: { name },
    tags: ['shortLink'],
    published: true,
  });
  return link?.target ? shortLinkDestination(link.target, link) : null;
}

/** The published short links' names, for the 404 routing of names nobody made. */
export function getShortLinkNames({ fresh }: FreshOption = {}) {
  return sanityFetch({ query: shortLinkNamesQuery, tags: ['shortLink'], published: true, fresh });
}
