import type { DocumentLocationsState } from 'sanity/presentation';
import { describe, expect, it } from 'vitest';

import { schemaTypes } from '../schemaTypes';
import { locations, mainDocuments } from './resolve';

function resolve(type: keyof typeof locations, doc: Record<string, unknown> | null) {
  const resolver = locations[type];
  return 'resolve' in resolver ? resolver.resolve(doc) : resolver;
}

const hrefs = (state: DocumentLocationsState | null | undefined | void) =>
  state?.locations?.map((location) => location.href);

describe('locations', () => {
  it('covers every document type the site shows', () => {
    const documentTypes = schemaTypes
      .filter((type) => type.type === 'document')
      .map((type) => type.name)
      .sort();
    expect(Object.keys(locations).sort()).toEqual(documentTypes);
  });

  it('opens a post at its article and on the blog list', () => {
    expect(resolve('blogPost', { title: 'Growth', slug: 'loyalty-growth' })).toEqual({
      locations: [
        { title: 'Growth', href: '/blog/loyalty-growth' },
        { title: 'Blog', href: '/blog' },
      ],
    });
    expect(hrefs(resolve('blogPost', { title: 'No slug yet' }))).toEqual(['/blog']);
  });

  it('opens a job posting at its page and on the jobs list', () => {
    expect(hrefs(resolve('jobPosting', { title: 'Designer', slug: 'designer' }))).toEqual([
      '/jobs/designer',
      '/jobs',
    ]);
    expect(hrefs(resolve('jobPosting', { title: 'No slug yet' }))).toEqual(['/jobs']);
  });

  it.each(['announcement', 'featureCard', 'pricingPlan'] as const)(
    'opens a %s on the home page',
    (type) => {
      expect(hrefs(resolve(type, { title: 'x' }))).toEqual(['/']);
    },
  );

  it('opens an FAQ on the page of its list', () => {
    expect(hrefs(resolve('faq', { list: 'support' }))).toEqual(['/support']);
    expect(hrefs(resolve('faq', { list: 'pos' }))).toEqual(['/features/pos-integration']);
    expect(resolve('faq', { list: undefined })?.message).toMatch(/list/);
  });

  it('opens the landing page, which has no address, at /', () => {
    expect(hrefs(resolve('page', { title: 'Home', id: 'drafts.page-home' }))).toEqual(['/']);
  });

  it('opens a page built from blocks at its address, once it has one', () => {
    expect(hrefs(resolve('page', { title: 'Spring', address: 'campaigns/spring' }))).toEqual([
      '/campaigns/spring',
    ]);
    expect(resolve('page', { title: 'No address yet' })?.message).toMatch(/web address/);
  });

  it('opens nav links and the settings on pages that show them', () => {
    expect(hrefs(resolve('navLink', null))).toContain('/');
    expect(hrefs(resolve('siteSettings', null))).toEqual(['/', '/jobs', '/support/contact']);
  });
});

describe('mainDocuments', () => {
  it('maps an article to its post and the settings pages to the settings', () => {
    expect(mainDocuments).toContainEqual({
      route: '/blog/:slug',
      filter: '_type == "blogPost" && slug.current == $slug',
    });
    expect(mainDocuments).toContainEqual({
      route: '/jobs/:slug',
      filter: '_type == "jobPosting" && slug.current == $slug',
    });
    const settings = mainDocuments.find((doc) => doc.filter === '_id == "siteSettings"');
    expect(settings?.route).toEqual(['/jobs', '/support/contact']);
    expect(mainDocuments).toContainEqual({ route: '/', filter: '_id == "page-home"' });
  });

  it('maps any other address to the page that has it', () => {
    const pages = mainDocuments.find((doc) => String(doc.filter).includes('_type == "page"'));
    const params = pages?.params as (context: { path: string }) => Record<string, string>;
    expect(params({ path: '/campaigns/spring' })).toEqual({ address: 'campaigns/spring' });
    expect(params({ path: '/privacy' })).toEqual({ address: 'privacy' });
  });
});
