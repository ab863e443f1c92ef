/**
 * How the Presentation tool ties documents and pages together: `locations` lists, in a
 * document's pane, the pages that show it (each opens in the preview); `mainDocuments` opens the
 * document a previewed page is about. Paths are the site's routes (apps/web/app).
 */
import { HOME_PAGE_ID, isHomePage } from '@brp/core/addresses';
import { shortLinkTargetProblem } from '@brp/core/short-links';
import {
  defineDocuments,
  defineLocations,
  type DocumentLocation,
  type DocumentLocationsState,
} from 'sanity/presentation';

const HOME: DocumentLocation = { title: 'Home', href: '/' };
const BLOG: DocumentLocation = { title: 'Blog', href: '/blog' };
const JOBS: DocumentLocation = { title: 'Jobs', href: '/jobs' };
const CONTACT: DocumentLocation = { title: 'Contact support', href: '/support/contact' };

/** A document with its own page (at `section`/<slug>) and a list that links to it. */
function ownPage(section: string, list: DocumentLocation) {
  return defineLocations({
    select: { title: 'title', slug: 'slug.current' },
    resolve: (doc) => ({
      locations: [
        ...(doc?.slug
          ? [
              {
                title: (doc.title as string | undefined) ?? 'Untitled',
                href: `${section}/${doc.slug}`,
              },
            ]
          : []),
        list,
      ],
    }),
  });
}

/** Shown on the home page alone. */
function onHome(section: string) {
  return defineLocations({
    select: { title: 'title' },
    resolve: (): DocumentLocationsState => ({
      locations: [{ ...HOME, title: `Home: ${section}` }],
    }),
  });
}

/** Where each FAQ list is shown. */
const FAQ_PAGES: Record<string, DocumentLocation> = {
  support: { title: 'Support', href: '/support' },
  pos: { title: 'POS integration', href: '/features/pos-integration' },
};

export const locations = {
  blogPost: ownPage('/blog', BLOG),
  // Open postings only: a closed one's address answers 404, so the list is where it was.
  jobPosting: ownPage('/jobs', JOBS),
  // A page built from blocks lives at its own address.
  page: defineLocations({
    select: { title: 'title', address: 'address.current', id: '_id' },
    resolve: (doc) =>
      isHomePage((doc?.id as string | undefined) ?? '')
        ? { locations: [{ title: 'Home', href: '/' }] }
        : doc?.address
          ? {
              locations: [
                { title: (doc.title as string | undefined) ?? 'Untitled', href: `/${doc.address}` },
              ],
            }
          : { message: 'Give the page a web address to preview it' },
  }),
  announcement: onHome('announcements'),
  featureCard: onHome('features'),
  pricingPlan: onHome('pricing'),
  faq: defineLocations({
    select: { list: 'list' },
    resolve: (doc) => {
      const page = FAQ_PAGES[(doc?.list as string | undefined) ?? ''];
      return page ? { locations: [page] } : { message: 'Choose a list to show this question' };
    },
  }),
  // Nav links and the settings are on every page; these are the ones that show the most of them.
  navLink: defineLocations({
    locations: [HOME, BLOG],
    message: 'In the top bar or the footer of every page',
    tone: 'positive',
  }),
  siteSettings: defineLocations({
    locations: [HOME, JOBS, CONTACT],
    message: 'The brand, the hero and the contact address show on every page',
    tone: 'positive',
  }),
  // A short link is a redirect, not a page: its target is what a visitor sees.
  shortLink: defineLocations({
    select: { target: 'target' },
    resolve: (doc) => {
      const target = doc?.target as string | undefined;
      return shortLinkTargetProblem(target) === null
        ? {
            locations: [{ title: `Leads to ${target}`, href: target! }],
            message: "Its visitors arrive with the campaign's tags in the address",
            tone: 'positive',
          }
        : { message: 'Choose the page the link leads to' };
    },
  }),
  // A status page is its person's alone: no page here shows it; the form's own preview does.
  waitlistSettings: defineLocations({
    message:
      'On each confirmed person\'s private status page and in the e-mail with their place: see "How people read it" in the form',
    tone: 'positive',
  }),
};

export const mainDocuments = defineDocuments([
  { route: '/blog/:slug', filter: `_type == "blogPost" && slug.current == $slug` },
  { route: '/jobs/:slug', filter: `_type == "jobPosting" && slug.current == $slug` },
  { route: '/', filter: `_id == "${HOME_PAGE_ID}"` },
  { route: ['/jobs', '/support/contact'], filter: `_id == "siteSettings"` },
  // Last: any other address may be a page's (one, two or three parts, as @brp/core/addresses).
  {
    route: ['/:a', '/:a/:b', '/:a/:b/:c'],
    filter: `_type == "page" && address.current == $address`,
    params: ({ path }) => ({ address: path.replace(/^\/|\/$/g, '') }),
  },
]);
