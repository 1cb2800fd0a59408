import type { Rendition } from '@svarna/contracts';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PLACEHOLDER_IMAGE } from '../lib/media';
import { IMAGE_SIZES } from '../lib/responsive-image';
import { ProductImage } from './product-image';

afterEach(cleanup);

const renditions: Rendition[] = [640, 320].flatMap((width) =>
  (['avif', 'webp', 'jpeg'] as const).map((format) => ({
    url: `/media/uploads/c0ffee-${width}.${format === 'jpeg' ? 'jpg' : format}`,
    format,
    width,
    height: width,
  })),
);
const photo = { url: '/media/uploads/c0ffee-640.jpg', width: 640, height: 640, renditions };
const drawing = { url: '/media/products/ring.svg', width: 800, height: 800 };

describe('ProductImage', () => {
  it('offers an uploaded photo as AVIF, then WebP, then a JPEG img, all with the place’s sizes', () => {
    const { container } = render(
      <ProductImage image={photo} alt="Kundan ring" sizes={IMAGE_SIZES.gallery} className="w-full" />,
    );
    const picture = container.querySelector('picture')!;
    expect(picture.className).toBe('contents');
    const sources = [...picture.querySelectorAll('source')];
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]!.getAttribute('srcset')).toBe(
      '/media/uploads/c0ffee-320.avif 320w, /media/uploads/c0ffee-640.avif 640w',
    );
    for (const source of sources) expect(source.getAttribute('sizes')).toBe(IMAGE_SIZES.gallery);
    const img = picture.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/media/uploads/c0ffee-640.jpg');
    expect(img.getAttribute('srcset')).toBe(
      '/media/uploads/c0ffee-320.jpg 320w, /media/uploads/c0ffee-640.jpg 640w',
    );
    expect(img.getAttribute('sizes')).toBe(IMAGE_SIZES.gallery);
    // the intrinsic size stays on the img, so the page reserves the photo's shape
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['640', '640']);
    expect(img.getAttribute('alt')).toBe('Kundan ring');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.className).toContain('w-full');
  });

  it('draws a seeded drawing as the one img it was, with no picture or srcset', () => {
    const { container } = render(<ProductImage image={drawing} alt="Ring" priority />);
    expect(container.querySelector('picture')).toBeNull();
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/media/products/ring.svg');
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(img.hasAttribute('sizes')).toBe(false);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['800', '800']);
    expect(img.getAttribute('loading')).toBe('eager');
  });

  it('falls back to the placeholder, without the picture, when the photo fails to load', () => {
    const { container } = render(<ProductImage image={photo} alt="Ring" sizes="64px" />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')!.getAttribute('src')).toBe(PLACEHOLDER_IMAGE);
    expect(container.querySelector('img')!.hasAttribute('srcset')).toBe(false);
  });
});

describe('ProductImage on the server', () => {
  it("preloads the page's largest photo in AVIF, at the place's sizes, and only that one", async () => {
    const { renderToString } = await import('react-dom/server');
    const html = renderToString(
      <>
        <ProductImage image={photo} alt="Hero" priority sizes={IMAGE_SIZES.hero} />
        <ProductImage image={{ ...photo, url: '/media/uploads/other-640.jpg' }} alt="Card" />
      </>,
    );
    const preloads = html.match(/<link rel="preload"[^>]*\/>/g) ?? [];
    expect(preloads).toHaveLength(1);
    expect(preloads[0]).toContain('type="image/avif"');
    expect(preloads[0]).toContain('fetchPriority="high"');
    expect(preloads[0]).toContain(
      'imageSrcSet="/media/uploads/c0ffee-320.avif 320w, /media/uploads/c0ffee-640.avif 640w"',
    );
    expect(preloads[0]).toContain(`imageSizes="${IMAGE_SIZES.hero}"`);
  });
});
