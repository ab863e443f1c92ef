import { describe, expect, it } from 'vitest';

import {
  campaignTagProblem,
  isShortLinkName,
  shortLinkDestination,
  shortLinkTargetProblem,
} from './short-links';

describe('short link names', () => {
  it('are lowercase words joined by hyphens, at most 40 characters', () => {
    expect(isShortLinkName('flyer')).toBe(true);
    expect(isShortLinkName('spring-2027-posters')).toBe(true);
    expect(isShortLinkName('a'.repeat(40))).toBe(true);
    for (const name of [
      '',
      'a'.repeat(41),
      'Flyer',
      'two words',
      '-flyer',
      'flyer-',
      'a--b',
      'a/b',
    ]) {
      expect(isShortLinkName(name), name).toBe(false);
    }
  });
});

describe('a short link’s target', () => {
  it('is a page of this site, written as its path', () => {
    for (const target of ['/', '/about', '/#waitlist', '/features/pos-integration?x=1']) {
      expect(shortLinkTargetProblem(target), target).toBeNull();
    }
  });

  it('is never another site, however it is spelled', () => {
    for (const target of [
      'https://elsewhere.example/',
      '//elsewhere.example',
      '/\\elsewhere.example',
      '/.//elsewhere.example',
      'javascript:alert(1)',
      '/about\n',
      'about',
      '#waitlist',
    ]) {
      expect(shortLinkTargetProblem(target), target).toMatch(/never leads to another site/);
    }
    expect(shortLinkTargetProblem('')).toBe('Choose the page the link leads to.');
    expect(shortLinkTargetProblem(undefined)).toBe('Choose the page the link leads to.');
  });

  it('is not another short link', () => {
    expect(shortLinkTargetProblem('/go/flyer')).toMatch(/another short link/);
    expect(shortLinkTargetProblem('/go?x')).toMatch(/another short link/);
    expect(shortLinkTargetProblem('/gone')).toBeNull();
  });
});

describe('campaign tags', () => {
  it('are plain words the Sources view can show, at most 100 characters', () => {
    expect(campaignTagProblem(undefined)).toBeNull();
    expect(campaignTagProblem('')).toBeNull();
    expect(campaignTagProblem('spring posters_2027.v1')).toBeNull();
    expect(campaignTagProblem('a'.repeat(101))).toBe('At most 100 characters.');
    expect(campaignTagProblem('<b>')).toMatch(/Letters, digits/);
  });
});

describe('where a short link sends a visitor', () => {
  it('is its target with the campaign’s tags, before the fragment', () => {
    expect(
      shortLinkDestination('/#waitlist', {
        source: 'flyer',
        medium: 'qr',
        campaign: 'spring posters',
        content: null,
      }),
    ).toBe('/?utm_source=flyer&utm_medium=qr&utm_campaign=spring+posters#waitlist');
  });

  it('replaces a tag the target already had and keeps its other parameters', () => {
    expect(shortLinkDestination('/about?utm_source=old&ref=1', { source: 'poster' })).toBe(
      '/about?utm_source=poster&ref=1',
    );
  });

  it('is nowhere for a target or a tag the studio would refuse', () => {
    expect(shortLinkDestination('https://elsewhere.example/', { source: 'flyer' })).toBeNull();
    expect(shortLinkDestination('/', { campaign: '<script>' })).toBeNull();
  });
});
