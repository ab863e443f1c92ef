/**
 * Every GROQ query the site runs. `sanity typegen` reads this file and types each result in
 * `sanity.types.ts`; the embedded mode evaluates the same strings over the seed dataset.
 */
import { defineQuery } from 'groq';

// Relative, not `@/`: typegen follows only relative imports into a query.
import { blockProjections } from './projections';
import { imageProjection } from './shared/image-projection';

const image = imageProjection;

/** How a page appears in search and link previews (the studio's `seo` object). */
const seo = /* groq */ `
  seo{ metaTitle, metaDescription, "noindex": coalesce(noindex, false), socialImage{ ${image} } }
`;

export const settingsQuery = defineQuery(`
  *[_type == "siteSettings"][0]{
    brandName, tagline, description, contactEmail, launchLabel, jobsPage, contactPage,
    logo{ ${image} },
    ${seo}
  }
`);

export const waitlistSettingsQuery = defineQuery(`
  *[_type == "waitlistSettings"][0]{ privacyFloor, "words": areaWords, invitation }
`);

/** A short link for print, by its name (/go/<name>): where it leads and the campaign's tags. */
export const shortLinkQuery = defineQuery(`
  *[_type == "shortLink" && name.current == $name][0]{ target, campaign, source, medium, content }
`);

/** The short links' names, for the 404 routing of names nobody made. */
export const shortLinkNamesQuery = defineQuery(`
  *[_type == "shortLink" && defined(name.current)].name.current
`);

export const navLinksQuery = defineQuery(`
  *[_type == "navLink" && placement == $placement] | order(orderRank) {
    _id, "id": linkId, label, href
  }
`);

/*
 * Scheduled content: the announcement and post queries read the clock (`now()`); an editor's preview
 * (`$preview`) sees what is scheduled as if it were live. sanityFetch runs them with
 * `scheduled: true`, which supplies `$preview` and refreshes them every minute.
 */

export const announcementsQuery = defineQuery(`
  *[_type == "announcement"
    && ($preview || !defined(publishFrom) || dateTime(publishFrom) <= dateTime(now()))
    && ($preview || !defined(publishUntil) || dateTime(publishUntil) > dateTime(now()))
  ] | order(orderRank) { _id, title, description }
`);

export const featureCardsQuery = defineQuery(`
  *[_type == "featureCard"] | order(orderRank) {
    _id, title, description, icon, href, "comingSoon": coalesce(comingSoon, false)
  }
`);

export const pricingPlansQuery = defineQuery(`
  *[_type == "pricingPlan"] | order(orderRank) {
    _id,
    title,
    "price": select(priceMode == "custom" => "custom", monthlyPrice),
    "includedTransactions": select(transactionsMode == "custom" => "custom", includedTransactions),
    features,
    ctaLabel,
    "isPopular": coalesce(isPopular, false)
  }
`);

const postSummary = /* groq */ `
  _id, key, title, "slug": slug.current, publishedAt, excerpt, _updatedAt,
  mainImage{ ${image} }
`;

/** A post that is live: dated today or earlier (a date is 00:00 UTC); a later date schedules it. */
const livePost = /* groq */ `
  _type == "blogPost" && defined(slug.current) && ($preview || publishedAt <= now())
`;

export const postsQuery = defineQuery(`
  *[${livePost}] | order(publishedAt desc) { ${postSummary}, "noindex": coalesce(seo.noindex, false) }
`);

export const postQuery = defineQuery(`
  *[${livePost} && slug.current == $slug][0]{
    ${postSummary},
    ${seo},
    body[]{
      ...,
      _type == "accessibleImage" => { _key, _type, ${image} }
    },
    references
  }
`);

export const postSlugsQuery = defineQuery(`
  *[${livePost}].slug.current
`);

/*
 * Job postings: open from their date posted (00:00 UTC) to the end of their closing date (23:59:59
 * UTC, @brp/core/jobs `closesAt`). Scheduled, like posts: the clock opens and closes them, and an
 * editor's preview sees a posting dated ahead, never a closed one.
 */
const openPosting = /* groq */ `
  _type == "jobPosting" && defined(slug.current)
  && ($preview || datePosted <= now())
  && dateTime(closingDate + "T23:59:59Z") >= dateTime(now())
`;

const postingSummary = /* groq */ `
  _id, title, "slug": slug.current, team, employmentType, workplace, city, region, country,
  datePosted, closingDate, _updatedAt
`;

export const jobPostingsQuery = defineQuery(`
  *[${openPosting}] | order(datePosted desc, title asc) { ${postingSummary} }
`);

export const jobPostingQuery = defineQuery(`
  *[${openPosting} && slug.current == $slug][0]{ ${postingSummary}, description, howToApply }
`);

export const jobPostingSlugsQuery = defineQuery(`
  *[${openPosting}].slug.current
`);

/*
 * Pages built in the studio from blocks. A block's images and the FAQs it references are resolved
 * here, so a component gets everything it draws in one answer.
 */
/** A page as it draws: its blocks, each with what its projection adds. */
const pageFields = /* groq */ `
  _id, title, "address": address.current, _updatedAt,
  ${seo},
  blocks[]{
    ...,
    ${blockProjections}
  }
`;

export const pageQuery = defineQuery(`
  *[_type == "page" && address.current == $address][0]{ ${pageFields} }
`);

/** The landing page: the page document with the fixed id, which has no address of its own. */
export const homePageQuery = defineQuery(`
  *[_type == "page" && _id == "page-home"][0]{ ${pageFields} }
`);

export const pagesQuery = defineQuery(`
  *[_type == "page" && defined(address.current)] | order(address.current asc) {
    title, "address": address.current, _updatedAt, "noindex": coalesce(seo.noindex, false)
  }
`);

export const pageAddressesQuery = defineQuery(`
  *[_type == "page" && defined(address.current)].address.current
`);
