import { describe, expect, it } from 'vitest';

import { readSeedDataset, type SeedDocument } from './dataset';

const seed = readSeedDataset((image) => `/seed-images/${image.file}`);
const contentDocuments = seed.documents.filter((doc) => doc._type !== 'sanity.imageAsset');

describe('the seed holds the content the spec lists', () => {
  const ofType = (type: string) => contentDocuments.filter((doc) => doc._type === type);
  const byRank = (docs: SeedDocument[]) =>
    [...docs].sort((a, b) => String(a.orderRank).localeCompare(String(b.orderRank)));

  it('the three announcements, in order', () => {
    expect(byRank(ofType('announcement')).map((doc) => doc.title)).toEqual([
      'Pilot Launch Q1 2026',
      'Double Points Week Coming Soon',
      'Employee Rewards Beta',
    ]);
  });

  it('the four feature cards, each linking to its feature page', () => {
    expect(byRank(ofType('featureCard')).map((doc) => [doc.title, doc.href])).toEqual([
      ['Universal Currency', '/features/universal-currency'],
      ['Tokenized Rewards', '/features/tokenized-rewards'],
      ['Seamless POS Integration', '/features/pos-integration'],
      ['Employee Rewards', '/features/employee-rewards'],
    ]);
  });

  it('the three plans with their prices and allowances, Enterprise with its four extras', () => {
    const plans = byRank(ofType('pricingPlan'));
    expect(plans.map((doc) => [doc.title, doc.monthlyPrice, doc.includedTransactions])).toEqual([
      ['Essentials', 149, 1000],
      ['Professional', 299, 5000],
      ['Enterprise', undefined, undefined],
    ]);
    expect(plans[2]).toMatchObject({ priceMode: 'custom', transactionsMode: 'custom' });
    expect(plans[2]?.features).toEqual(
      expect.arrayContaining([
        'Employee rewards module',
        'White-labelling',
        'Multi-location management',
        'Dedicated account manager',
      ]),
    );
    expect(plans.every((plan) => plan.ctaLabel === 'Coming Soon')).toBe(true);
  });

  it('the three blog posts with their keys, dates and slugs', () => {
    const posts = ofType('blogPost').map((doc) => [
      doc.key,
      doc.publishedAt,
      (doc.slug as { current: string }).current,
    ]);
    expect(posts.sort()).toEqual([
      ['behavior', '2025-05-20', 'loyalty-behavioral-drivers'],
      ['growth', '2025-05-31', 'loyalty-growth-insights'],
      ['security', '2025-04-10', 'loyalty-app-security'],
    ]);
  });

  it('five support FAQs and three point-of-sale FAQs, offline sales queued and synced', () => {
    const faqs = ofType('faq');
    expect(faqs.filter((doc) => doc.list === 'support')).toHaveLength(5);
    const pos = faqs.filter((doc) => doc.list === 'pos');
    expect(pos).toHaveLength(3);
    expect(pos.map((doc) => doc.answer).join(' ')).toMatch(/queued locally.*synced/);
  });

  it('the top-bar links to the landing sections and the nine footer links', () => {
    const links = (placement: string) =>
      byRank(ofType('navLink').filter((doc) => doc.placement === placement)).map((doc) => doc.href);
    expect(links('header')).toEqual([
      '/#features',
      '/#how-it-works',
      '/#branded-tokens',
      '/#pricing',
      '/#waitlist',
    ]);
    expect(links('footer')).toEqual([
      '/about',
      '/blog',
      '/jobs',
      '/#pricing',
      '/integrations',
      '/api',
      '/#features',
      '/support',
      '/privacy',
    ]);
  });

  it('one settings document, and every image it references exists as an asset', () => {
    expect(ofType('siteSettings')).toHaveLength(1);
    const assets = new Set(
      seed.documents.filter((doc) => doc._type === 'sanity.imageAsset').map((doc) => doc._id),
    );
    const refs = JSON.stringify(contentDocuments).match(/image-[0-9a-f]{40}-\d+x\d+-\w+/g) ?? [];
    expect(refs.length).toBeGreaterThan(0);
    expect(refs.filter((ref) => !assets.has(ref))).toEqual([]);
  });
});
