import { readSeedDataset, type SeedDocument } from '@brp/seed';
import { type FakeContentLake, startFakeContentLake } from '@brp/testing/content-lake';
import { createClient, type SanityClient } from '@sanity/client';
import { validateDocument } from '@sanity/validation';
import { createSchema } from 'sanity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { schemaTypes } from './schemaTypes';

const seed = readSeedDataset((image) => `/seed-images/${image.file}`);
const contentDocuments = seed.documents.filter((doc) => doc._type !== 'sanity.imageAsset');
const schema = createSchema({ name: 'default', types: schemaTypes });

let lake: FakeContentLake;
let client: SanityClient;

// Validation runs the studio's own rules, custom ones included. Those that ask the Content Lake
// (slug uniqueness, asset existence) get a real client talking to a local fake holding the seed.
beforeAll(async () => {
  lake = await startFakeContentLake({ documents: seed.documents });
  client = createClient({
    projectId: 'seed',
    dataset: 'production',
    apiVersion: '2025-06-01',
    apiHost: lake.url,
    useProjectHostname: false,
    useCdn: false,
  });
});
afterAll(() => lake.close());

/** `mainImage.alt`, `body[_key=="abc"]`: a marker's path as the studio would name it. */
function pathText(path: readonly unknown[]): string {
  return path
    .map((segment) =>
      typeof segment === 'string' || typeof segment === 'number'
        ? String(segment)
        : JSON.stringify(segment),
    )
    .join('.');
}

async function problemsOf(document: SeedDocument) {
  const { status, markers } = await validateDocument({ document, schema, client });
  return {
    status,
    problems: markers.map(({ level, message, path }) => `${level} ${pathText(path)}: ${message}`),
  };
}

describe('every seed document conforms to the studio schema', () => {
  it.each(contentDocuments.map((doc) => [doc._id, doc] as const))('%s', async (_, document) => {
    expect(await problemsOf(document)).toEqual({ status: 'passed', problems: [] });
  });
});

describe('the studio refuses content the site must never show', () => {
  const link = contentDocuments.find((doc) => doc._type === 'navLink')!;

  it.each(['javascript:alert(document.cookie)', 'http://insecure.example', '//evil.example'])(
    'a navigation link to %s',
    async (href) => {
      const { status, problems } = await problemsOf({ ...link, _id: 'navLink-test', href });
      expect(status).toBe('failed');
      expect(problems.join('\n')).toMatch(/href: Use a site path/);
    },
  );

  it.each(['Loyalty App Security', 'loyalty_app', 'café', 'double--hyphen', '-leading'])(
    'a blog post at the address %s',
    async (slug) => {
      const post = contentDocuments.find((doc) => doc._type === 'blogPost')!;
      const { problems } = await problemsOf({
        ...post,
        _id: 'blogPost-test',
        slug: { _type: 'slug', current: slug },
      });
      // The studio shows it as an error that blocks publishing. Outside the studio (this API, the
      // CLI) the validator adds an unknown-fields check to every object field, a slug included,
      // as a warning, which demotes the field's other rules to warnings too.
      expect(problems).toEqual([
        'warning slug: Use lowercase letters, digits and single hyphens between words, e.g. "loyalty-app-security".',
      ]);
    },
  );

  it.each(['javascript:alert(1)', '//evil.example'])(
    'a feature card linking to %s',
    async (href) => {
      const card = contentDocuments.find((doc) => doc._type === 'featureCard')!;
      const { status, problems } = await problemsOf({ ...card, _id: 'featureCard-test', href });
      expect(status).toBe('failed');
      expect(problems.join('\n')).toMatch(/href: Use a site path/);
    },
  );

  it('an announcement whose end comes before its start', async () => {
    const announcement = contentDocuments.find((doc) => doc._type === 'announcement')!;
    const { problems } = await problemsOf({
      ...announcement,
      publishFrom: '2026-02-01T00:00:00Z',
      publishUntil: '2026-01-01T00:00:00Z',
    });
    expect(problems).toEqual(['error publishUntil: "Show until" must come after "Show from".']);
  });

  it('a blog hero image without alternative text', async () => {
    const post = contentDocuments.find((doc) => doc._type === 'blogPost')!;
    const mainImage = post.mainImage as Record<string, unknown>;
    const { problems } = await problemsOf({ ...post, mainImage: { ...mainImage, alt: undefined } });
    expect(problems).toEqual(['error mainImage.alt: Required']);
  });

  describe('a page at an address already taken', () => {
    const page = contentDocuments.find((doc) => doc._id === 'page-about')!;
    const at = (address: string) => ({
      ...page,
      _id: 'drafts.page-test',
      address: { _type: 'slug', current: address },
    });

    it.each([
      ['pilot', 'The page "The neighbourhood pilot" already has /pilot.'],
      ['about', 'The page "About" already has /about.'],
      ['api', 'The page "Developer API" already has /api.'],
      ['jobs', "/jobs is a page of the site's code. Choose another address."],
      ['support/contact', "/support/contact is a page of the site's code. Choose another address."],
      ['blog/spring', "Addresses under /blog/ belong to the site's code. Choose another address."],
      [
        'sitemap.xml',
        'Use lowercase words joined by hyphens, with "/" between at most three parts, e.g. "spring-offer" or "campaigns/spring-offer".',
      ],
    ])('/%s', async (address, message) => {
      const { problems } = await problemsOf(at(address));
      expect(problems).toEqual([`warning address: ${message}`]);
    });

    it('is accepted once the address is free, and for the page itself', async () => {
      expect((await problemsOf(at('campaigns/spring-offer'))).problems).toEqual([]);
      expect((await problemsOf({ ...page, _id: `drafts.${page._id}` })).problems).toEqual([]);
    });
  });

  it('a page that does not open with its header', async () => {
    const page = contentDocuments.find((doc) => doc._id === 'page-about')!;
    const blocks = page.blocks as { _type: string }[];
    const { problems } = await problemsOf({ ...page, blocks: [...blocks.slice(1), blocks[0]] });
    expect(problems).toEqual([
      'error blocks: Start the page with one "Page header" or one "Hero" (it holds the page\'s main heading), and use it once.',
    ]);
  });

  it.each([
    ['waitlist', 'the waitlist'],
    ['pricing', 'the pricing'],
    ['merchants', "the merchants' section"],
  ])('a page with a second %s block, whose anchor and ids it would repeat', async (type, named) => {
    const home = contentDocuments.find((doc) => doc._id === 'page-home')!;
    const blocks = home.blocks as { _type: string; _key: string }[];
    const again = blocks.find((block) => block._type === type)!;
    const { problems } = await problemsOf({
      ...home,
      blocks: [...blocks, { ...again, _key: 'again' }],
    });
    expect(problems).toEqual([`error blocks: A page can show ${named} once.`]);
  });

  it('a page naming a rewards figure that does not exist', async () => {
    const page = contentDocuments.find((doc) => doc._id === 'page-about')!;
    const [header, ...rest] = page.blocks as Record<string, unknown>[];
    const misspelt = { ...header, subtitle: 'Earn {brpPerDolar} BRP on every dollar.' };
    const { problems } = await problemsOf({ ...page, blocks: [misspelt, ...rest] });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^error blocks: \{brpPerDolar\} is not a rewards figure\. Use one of: .*\{brpPerDollar\}/,
    );
  });

  describe("the waitlist's words for a person's own area", () => {
    const settings = contentDocuments.find((doc) => doc._type === 'waitlistSettings')!;
    const words = settings.areaWords as Record<string, string>;

    it('a sentence with a placeholder it cannot fill', async () => {
      const { problems } = await problemsOf({
        ...settings,
        areaWords: { ...words, heading: 'Around {area}: {users} people' },
      });
      expect(problems).toEqual([
        'error areaWords.heading: {users} cannot be used here. Use one of: {area}.',
      ]);
    });

    it.each([[2], [4.5], [undefined]])('a privacy floor of %s', async (privacyFloor) => {
      const { status } = await problemsOf({ ...settings, privacyFloor });
      expect(status).toBe('failed');
    });
  });
});
