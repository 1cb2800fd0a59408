import type { Rendition } from '@svarna/contracts';
import { describe, expect, it } from 'vitest';
import { fixedSize, IMAGE_SIZES, pictureSources, renditionFor, srcSetOf } from './responsive-image';

const WIDTHS = [1440, 960, 640, 320];
const photo: Rendition[] = WIDTHS.flatMap((width) =>
  (['avif', 'webp', 'jpeg'] as const).map((format) => ({
    url: `/media/uploads/ab12-${width}.${format === 'jpeg' ? 'jpg' : format}`,
    format,
    width,
    height: Math.round((width * 4) / 3),
  })),
);

describe('srcSetOf', () => {
  it('lists one format narrowest first, each with its width descriptor', () => {
    expect(srcSetOf(photo, 'webp')).toBe(
      '/media/uploads/ab12-320.webp 320w, /media/uploads/ab12-640.webp 640w, /media/uploads/ab12-960.webp 960w, /media/uploads/ab12-1440.webp 1440w',
    );
  });

  it('is empty for a format the photo lacks, and names a width once', () => {
    expect(
      srcSetOf(
        photo.filter((r) => r.format !== 'avif'),
        'avif',
      ),
    ).toBe('');
    const twice = [...photo, { ...photo[2]!, url: '/media/uploads/other-1440.jpg' }];
    expect(srcSetOf(twice, 'jpeg').match(/1440w/g)).toHaveLength(1);
  });
});

describe('pictureSources', () => {
  it('offers AVIF, WebP and JPEG, with the 640 JPEG for browsers without srcset', () => {
    const sources = pictureSources(photo)!;
    expect(sources.src).toBe('/media/uploads/ab12-640.jpg');
    expect(sources.avif.split(', ')).toHaveLength(4);
    expect(sources.jpeg).toContain('/media/uploads/ab12-1440.jpg 1440w');
  });

  it("takes a small photo's widest JPEG as its fallback", () => {
    const small = photo.filter((r) => r.width === 320);
    expect(pictureSources(small)?.src).toBe('/media/uploads/ab12-320.jpg');
  });

  it('is null for a drawing: no renditions, or none in JPEG', () => {
    expect(pictureSources(undefined)).toBeNull();
    expect(pictureSources([])).toBeNull();
    expect(pictureSources(photo.filter((r) => r.format !== 'jpeg'))).toBeNull();
  });
});

describe('renditionFor', () => {
  it('takes the narrowest rendition at least as wide as the slot, else the widest', () => {
    // a phone 390 px wide at density 3 showing the gallery across the page
    expect(renditionFor(photo, 'jpeg', 390 * 3)?.width).toBe(1440);
    expect(renditionFor(photo, 'avif', 64 * 2)?.width).toBe(320);
    expect(renditionFor(photo, 'webp', 641)?.width).toBe(960);
    expect(renditionFor(photo, 'jpeg', 4000)?.width).toBe(1440);
    expect(renditionFor([], 'jpeg', 100)).toBeNull();
  });
});

describe('IMAGE_SIZES', () => {
  it('says each place draws its photo across the phone or in its share of the grid', () => {
    expect(IMAGE_SIZES.gallery.endsWith(', 100vw')).toBe(true);
    expect(IMAGE_SIZES.productCard.endsWith(', 50vw')).toBe(true);
    expect(fixedSize(64)).toBe('64px');
    // every entry but the last has a media condition; the last is the default
    for (const sizes of Object.values(IMAGE_SIZES)) {
      const entries = sizes.split(', ');
      for (const entry of entries.slice(0, -1)) expect(entry).toMatch(/^\(min-width: \d+px\) \d+(px|vw)$/);
      expect(entries.at(-1)).toMatch(/^\d+(px|vw)$/);
    }
  });
});
