import { describe, expect, it } from 'vitest';

import { croppedSize, hotspotPosition, type ImageSource } from './image';

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
