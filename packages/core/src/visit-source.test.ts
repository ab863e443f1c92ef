import { describe, expect, it } from 'vitest';

import { NO_SOURCE, readVisitSource, SOURCE_LIMITS, sourceOfVisit } from './visit-source';

const page = (search: string, pathname = '/blog/loyalty') => ({
  search,
  pathname,
  hostname: 'blocal.example',
});

describe('sourceOfVisit', () => {
  it('reads the five UTM parameters, the landing path and another site as the referrer', () => {
    expect(
      sourceOfVisit(
        page(
          '?utm_source=newsletter&utm_medium=email&utm_campaign=launch&utm_content=hero&utm_term=rewards&gclid=x',
        ),
        'https://news.example.org/issue/4?id=1',
      ),
    ).toEqual({
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'launch',
      utmContent: 'hero',
      utmTerm: 'rewards',
      referrerHost: 'news.example.org',
      landingPath: '/blog/loyalty',
    });
  });

  it('leaves out what is missing, empty or the site itself, and cuts what is long', () => {
    const source = sourceOfVisit(
      page(`?utm_source=&utm_campaign=${'c'.repeat(500)}`, `/${'p'.repeat(500)}`),
      'https://blocal.example/features',
    );
    expect(source).toMatchObject({ utmSource: null, utmMedium: null, referrerHost: null });
    expect(source.utmCampaign).toHaveLength(SOURCE_LIMITS.utm);
    expect(source.landingPath).toHaveLength(SOURCE_LIMITS.landingPath);
    expect(sourceOfVisit(page(''), '').referrerHost).toBeNull();
  });
});

describe('readVisitSource', () => {
  it('keeps plain text within the limits, without control or direction characters', () => {
    const source = readVisitSource({
      utmSource: `  news\u0000letter\u202E\u200B  `,
      utmCampaign: 'x'.repeat(10_000),
      utmTerm: '<script>alert(1)</script>',
      referrerHost: 'News.Example.ORG',
      landingPath: '/pricing',
      somethingElse: 'ignored',
    });
    expect(source).toEqual({
      ...NO_SOURCE,
      utmSource: 'newsletter',
      utmCampaign: 'x'.repeat(SOURCE_LIMITS.utm),
      // Text, shown and exported as text: inert wherever it goes.
      utmTerm: '<script>alert(1)</script>',
      referrerHost: 'news.example.org',
      landingPath: '/pricing',
    });
  });

  it('drops a host that is no host name, a path that is no path, and anything not text', () => {
    expect(
      readVisitSource({
        utmSource: 42,
        utmMedium: ['a'],
        referrerHost: 'evil.example/path?x',
        landingPath: 'https://elsewhere.example/',
      }),
    ).toEqual(NO_SOURCE);
    expect(readVisitSource('utm_source=x')).toEqual(NO_SOURCE);
    expect(readVisitSource(null)).toEqual(NO_SOURCE);
    expect(readVisitSource({})).toEqual(NO_SOURCE);
    // Nothing left once the invisible characters go: nothing kept.
    expect(readVisitSource({ utmMedium: ' \u200B\u0007 ' }).utmMedium).toBeNull();
    expect(readVisitSource({ referrerHost: `${'a'.repeat(250)}.example` }).referrerHost).toBeNull();
  });
});
