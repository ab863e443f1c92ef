import { stegaClean } from 'next-sanity';
import { stegaEncodeSourceMap } from '@sanity/client/stega';
import { describe, expect, it } from 'vitest';

import { markWordsOnly } from './preview-marks';

/** A draft page's block as the Content Lake answers it, with the source map the client encodes from. */
const fields = {
  tone: 'muted',
  columns: '3',
  title: 'Rewards that travel',
  href: '/pricing',
  employmentType: 'full-time',
};
const paths = Object.keys(fields).map((field) => `$['blocks'][0]['${field}']`);
const resultSourceMap = {
  documents: [{ _id: 'drafts.page-home', _type: 'page' }],
  paths,
  mappings: Object.fromEntries(
    paths.map((path, index) => [
      path,
      {
        type: 'value' as const,
        source: { type: 'documentValue' as const, document: 0, path: index },
      },
    ]),
  ),
};

describe('the preview’s click-to-edit marks', () => {
  const [block] = stegaEncodeSourceMap({ blocks: [fields] }, resultSourceMap, {
    enabled: true,
    studioUrl: 'https://studio.example.com',
    filter: markWordsOnly,
  }).blocks;

  it('mark the words a visitor reads', () => {
    expect(block!.title).not.toBe(fields.title);
    expect(stegaClean(block!.title)).toBe(fields.title);
  });

  it('leave the values code acts on as stored, and links and types as the client does', () => {
    const asStored = { tone: 'muted', columns: '3', href: '/pricing', employmentType: 'full-time' };
    expect(block).toMatchObject(asStored);
  });
});
