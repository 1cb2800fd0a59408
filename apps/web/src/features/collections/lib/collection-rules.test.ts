import { describe, expect, it } from 'vitest';
import {
  bannerTextColor,
  collectionCardImage,
  collectionProductPrice,
  collectionTypeLabel,
  formatCollectionDate,
  isComingSoon,
  productCountLabel,
  thumbnailPreview,
  untilLabel,
} from './collection-rules';
import { createCollection, previews } from './collection-test-factory';

describe('thumbnailPreview', () => {
  it('shows every product and no overlay when there are 4 or fewer', () => {
    expect(thumbnailPreview({ products: previews(3), productCount: 3 })).toMatchObject({ more: 0 });
    const four = thumbnailPreview({ products: previews(4), productCount: 4 });
    expect(four.products).toHaveLength(4);
    expect(four.more).toBe(0);
  });

  it('caps at 4 thumbnails and puts +N (productCount - 3) on the 4th when there are more', () => {
    const five = thumbnailPreview({ products: previews(5), productCount: 5 });
    expect(five.products.map((p) => p._id)).toEqual(['p1', 'p2', 'p3', 'p4']);
    expect(five.more).toBe(2);
    expect(thumbnailPreview({ products: previews(5), productCount: 12 }).more).toBe(9);
  });

  it('never shows fewer than the previews it was given', () => {
    expect(thumbnailPreview({ products: previews(5), productCount: 0 }).more).toBe(2);
    expect(thumbnailPreview({ products: [], productCount: 0 })).toEqual({ products: [], more: 0 });
  });
});

describe('isComingSoon', () => {
  const now = new Date('2026-06-01T00:00:00Z');

  it('is false for an active collection within its dates or without dates', () => {
    expect(isComingSoon(createCollection(), now)).toBe(false);
    expect(isComingSoon(createCollection({ startDate: null, endDate: null }), now)).toBe(false);
  });

  it('is true when the collection is inactive', () => {
    expect(isComingSoon(createCollection({ isActive: false, isAvailable: false }), now)).toBe(true);
  });

  it('is true before the start date and after the end date', () => {
    expect(isComingSoon(createCollection({ startDate: '2030-01-01T00:00:00Z' }), now)).toBe(true);
    expect(isComingSoon(createCollection({ endDate: '2026-01-01T00:00:00Z' }), now)).toBe(true);
  });

  it('follows the server when it says the collection is not available', () => {
    expect(isComingSoon(createCollection({ isAvailable: false }), now)).toBe(true);
  });
});

describe('collectionTypeLabel', () => {
  it('capitalises and shows underscores as spaces', () => {
    expect(collectionTypeLabel('festival')).toBe('Festival');
    expect(collectionTypeLabel('others')).toBe('Others');
    expect(collectionTypeLabel('limited_time_offer')).toBe('Limited Time Offer');
  });
});

describe('collectionCardImage', () => {
  it('prefers the thumbnail, then the featured image, else none (the default image)', () => {
    const c = createCollection();
    expect(collectionCardImage(c)).toBe(c.thumbnailImage);
    expect(collectionCardImage({ ...c, thumbnailImage: null })).toBe(c.featuredImage);
    expect(collectionCardImage({ thumbnailImage: null, featuredImage: null })).toBeNull();
  });
});

describe('dates and counts', () => {
  it('formats dates the Indian way', () => {
    expect(formatCollectionDate('2026-12-31T10:00:00Z')).toBe('31 Dec 2026');
    // 23:59 IST on 31 Dec is still 31 Dec even though it is 18:29 UTC
    expect(formatCollectionDate('2035-12-31T18:29:59.000Z')).toBe('31 Dec 2035');
  });

  it("shows 'Until' only with both a start and an end date", () => {
    expect(untilLabel({ startDate: '2025-10-01T00:00:00Z', endDate: '2026-12-31T10:00:00Z' })).toBe(
      'Until 31 Dec 2026',
    );
    expect(untilLabel({ startDate: null, endDate: '2026-12-31T10:00:00Z' })).toBeNull();
    expect(untilLabel({ startDate: '2025-10-01T00:00:00Z', endDate: null })).toBeNull();
  });

  it('counts products', () => {
    expect(productCountLabel(1)).toBe('1 product');
    expect(productCountLabel(14)).toBe('14 products');
  });
});

describe('collectionProductPrice', () => {
  it('is on sale only when the sale price is below the base price', () => {
    expect(collectionProductPrice({ basePrice: 3499, salePrice: 2999 })).toEqual({
      price: 2999,
      original: 3499,
      onSale: true,
    });
    expect(collectionProductPrice({ basePrice: 2999, salePrice: 2999 })).toEqual({
      price: 2999,
      original: null,
      onSale: false,
    });
    expect(collectionProductPrice({ basePrice: 2999, salePrice: null })).toMatchObject({ onSale: false });
  });
});

describe('bannerTextColor', () => {
  it("keeps the collection's text colour when it contrasts enough", () => {
    expect(bannerTextColor('#4a0a1e', '#fbe7b5')).toBe('#fbe7b5');
  });

  it('falls back to black or white when it does not', () => {
    expect(bannerTextColor('#fff4d6', '#fff9e8')).toBe('#111111');
    expect(bannerTextColor('#14213d', '')).toBe('#ffffff');
  });
});
