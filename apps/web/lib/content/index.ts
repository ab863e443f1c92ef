/**
 * The site's content, as pages use it. Every page reads through these functions, never the
 * client or a query directly, so caching, tags and safety rules live in one place.
 */
import 'server-only';

import { isSafeHref } from '@brp/core/links';

import { sanityFetch } from './fetch';
import {
  announcementsQuery,
  faqsQuery,
  featureCardsQuery,
  navLinksQuery,
  postQuery,
  postSlugsQuery,
  postsQuery,
  pricingPlansQuery,
  settingsQuery,
} from './queries';
import type { NavLinksQueryResult, SettingsQueryResult } from './sanity.types';

export type SiteSettings = NonNullable<SettingsQueryResult>;
export type NavLink = NavLinksQueryResult[number];
export type NavPlacement = 'header' | 'footer';
export type FaqList = 'support' | 'pos';

/** What the site shows if the settings document is missing, so a deleted document breaks nothing. */
const FALLBACK_SETTINGS: SiteSettings = {
  brandName: 'Blocal',
  tagline: 'One wallet, every loyalty',
  description: 'One rewards currency across your neighbourhood merchants. Pilot launch Q1 2026.',
  contactEmail: 'hello@blocalrewards.com',
  launchLabel: 'Pilot launch Q1 2026',
  heroVideoId: null,
  heroVideoTitle: null,
  logo: null,
};

export async function getSiteSettings(): Promise<SiteSettings> {
  return (await sanityFetch({ query: settingsQuery, tags: ['siteSettings'] })) ?? FALLBACK_SETTINGS;
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
  return sanityFetch({ query: announcementsQuery, tags: ['announcement'] });
}

/** The feature cards; like every CMS link, a card whose target is unsafe is never rendered. */
export async function getFeatureCards() {
  const cards = await sanityFetch({ query: featureCardsQuery, tags: ['featureCard'] });
  return cards.filter((card) => isSafeHref(card.href));
}

export function getPricingPlans() {
  return sanityFetch({ query: pricingPlansQuery, tags: ['pricingPlan'] });
}

/** The blog posts, newest first. */
export function getPosts() {
  return sanityFetch({ query: postsQuery, tags: ['blogPost'] });
}

export function getPost(slug: string) {
  return sanityFetch({ query: postQuery, params: { slug }, tags: ['blogPost'] });
}

export function getPostSlugs() {
  return sanityFetch({ query: postSlugsQuery, tags: ['blogPost'] });
}

export function getFaqs(list: FaqList) {
  return sanityFetch({ query: faqsQuery, params: { list }, tags: ['faq'] });
}
