import { describe, expect, it } from 'vitest';
import { createImage, createProduct } from '../../../test/factories';
import { promoImage, promoLinkPath, promoPrice } from './promo';

describe('promo card price', () => {
  const product = createProduct({ salePrice: 18699, basePrice: 24999 });

  it('shows the selling price and strikes basePrice through, with the rupee sign and a trailing /-', () => {
    expect(promoPrice(product)).toEqual({ shown: '₹18,699/-', struck: '₹24,999/-' });
  });

  it('lets overrides replace the sale and the original price', () => {
    expect(promoPrice(product, { salePrice: 15000 })).toEqual({ shown: '₹15,000/-', struck: '₹24,999/-' });
    expect(promoPrice(product, { originalPrice: 30000 })).toEqual({
      shown: '₹18,699/-',
      struck: '₹30,000/-',
    });
    expect(promoPrice(product, { salePrice: 1_50_000, originalPrice: 2_00_000 })).toEqual({
      shown: '₹1,50,000/-',
      struck: '₹2,00,000/-',
    });
  });

  it('strikes the original only when it differs from the sale price', () => {
    expect(promoPrice(createProduct({ salePrice: 2999, basePrice: 2999 }))).toEqual({
      shown: '₹2,999/-',
      struck: null,
    });
    expect(promoPrice(product, { salePrice: 24999 })).toEqual({ shown: '₹24,999/-', struck: null });
  });

  it('shows the original when there is no sale price', () => {
    expect(promoPrice(createProduct({ salePrice: null, basePrice: 2999 }))).toEqual({
      shown: '₹2,999/-',
      struck: null,
    });
    expect(promoPrice(createProduct({ salePrice: null, basePrice: 0 }))).toEqual({
      shown: null,
      struck: null,
    });
  });
});

describe('promo card image and link', () => {
  it('takes featuredImage, then the first base photo, else the fallback (null)', () => {
    const b = createImage();
    const c = createImage();
    expect(promoImage(createProduct({ featuredImage: b, basePhotos: [c] }))).toBe(b);
    expect(promoImage(createProduct({ featuredImage: null, basePhotos: [c] }))).toBe(c);
    expect(
      promoImage(createProduct({ featuredImage: createImage({ filePath: '', url: '' }), basePhotos: [c] })),
    ).toBe(c);
    expect(promoImage(createProduct({ featuredImage: null, basePhotos: [] }))).toBeNull();
  });

  it("links to the product's category, else 'products'; a custom path wins", () => {
    const inNecklace = createProduct({ category: { _id: '2', title: 'Necklace', slug: 'necklace' } });
    expect(promoLinkPath(inNecklace)).toBe('/category/necklace');
    expect(promoLinkPath(createProduct({ category: null }))).toBe('/category/products');
    expect(promoLinkPath(null)).toBe('/category/products');
    expect(promoLinkPath(inNecklace, '/collections/diwali-glow')).toBe('/collections/diwali-glow');
  });
});
