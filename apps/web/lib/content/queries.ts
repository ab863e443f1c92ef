/**
 * Every GROQ query the site runs. `sanity typegen` reads this file and types each result in
 * `sanity.types.ts`; the embedded mode evaluates the same strings over the seed dataset.
 */
import { defineQuery } from 'next-sanity';

/** An image with what a page needs to draw it: alt text, crop, and the asset's URL and size. */
const image = /* groq */ `
  alt,
  caption,
  crop,
  hotspot,
  "asset": asset->{ _id, url, "width": metadata.dimensions.width, "height": metadata.dimensions.height }
`;

export const settingsQuery = defineQuery(`
  *[_type == "siteSettings"][0]{
    brandName, tagline, description, contactEmail, launchLabel, heroVideoId, heroVideoTitle,
    logo{ ${image} }
  }
`);

export const navLinksQuery = defineQuery(`
  *[_type == "navLink" && placement == $placement] | order(orderRank) {
    _id, "id": linkId, label, href
  }
`);

export const announcementsQuery = defineQuery(`
  *[_type == "announcement"
    && (!defined(publishFrom) || dateTime(publishFrom) <= dateTime(now()))
    && (!defined(publishUntil) || dateTime(publishUntil) > dateTime(now()))
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

export const postsQuery = defineQuery(`
  *[_type == "blogPost" && defined(slug.current)] | order(publishedAt desc) { ${postSummary} }
`);

export const postQuery = defineQuery(`
  *[_type == "blogPost" && slug.current == $slug][0]{
    ${postSummary},
    body[]{
      ...,
      _type == "accessibleImage" => { _key, _type, ${image} }
    },
    references
  }
`);

export const postSlugsQuery = defineQuery(`
  *[_type == "blogPost" && defined(slug.current)].slug.current
`);

export const faqsQuery = defineQuery(`
  *[_type == "faq" && list == $list] | order(orderRank) { _id, question, answer }
`);
