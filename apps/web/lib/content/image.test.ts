import { describe, expect, it } from 'vitest';

import { croppedSize, fixedSizeImage, hotspotPosition, type ImageSource } from './image';

const photo = (edit: Partial<ImageSource> = {}): ImageSource => ({
  alt: 'A bakery counter',
  crop: null,
  hotspot: null,
  asset: { _id: 'image-abc-2000x1000-jpg', url: '/x.jpg', width: 2000, height: 1000 },
  ...edit,
});

const crop = { _type: 'sanity.imageCrop' as const, left: 0.25, right: 0.25, top: 0, bottom: 0.5 };
const hotspot = { _type: 'sanity.imageHotspot' as const, x: 0.7, y: 0.2, width: 0.2, height: 0.2 };

describe('croppedSize', () => {
  it('is the whole image without a crop', () => {
    expect(croppedSize(photo())).toEqual({ width: 2000, height: 1000 });
  });

  it('is what the editor kept with one', () => {
    expect(croppedSize(photo({ crop }))).toEqual({ width: 1000, height: 500 });
  });
});

describe('hotspotPosition', () => {
  it('leaves the centre alone without a hotspot', () => {
    expect(hotspotPosition(photo())).toBeUndefined();
  });

  it('places the hotspot of a whole image', () => {
    expect(hotspotPosition(photo({ hotspot }))).toBe('70% 20%');
  });

  it('places it within the cropped part', () => {
    expect(hotspotPosition(photo({ hotspot, crop }))).toBe('90% 40%');
  });
});

describe('fixedSizeImage', () => {
  const logo = photo({
    asset: {
      _id: 'image-l-192x192-png',
      url: '/seed-images/l-192x192.png',
      width: 192,
      height: 192,
    },
  });
  const scaled = (width: number) =>
    `/_next/image?url=%2Fseed-images%2Fl-192x192.png&w=${width}&q=75`;

  it('scales a seed image down through the optimizer, at 1x and 2x of the size drawn', () => {
    expect(fixedSizeImage(logo, 36, 96)).toEqual({
      src: scaled(96),
      srcSet: `${scaled(48)} 1x, ${scaled(96)} 2x`,
    });
  });

  it('is undefined without an image', () => {
    expect(fixedSizeImage(null, 36, 96)).toBeUndefined();
    expect(fixedSizeImage(photo({ asset: null }), 36, 96)).toBeUndefined();
  });
});
