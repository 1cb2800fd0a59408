import { describe, expect, it } from 'vitest';
import { getDisplayPrice } from './price';

describe('getDisplayPrice', () => {
  it('shows salePrice when it is a real sale below basePrice, else basePrice', () => {
    expect(getDisplayPrice({ salePrice: 900, basePrice: 1000 }).price).toBe(900);
    expect(getDisplayPrice({ salePrice: null, basePrice: 1000 }).price).toBe(1000);
    expect(getDisplayPrice({ salePrice: 0, basePrice: 1000 }).price).toBe(1000);
    expect(getDisplayPrice({ salePrice: 1200, basePrice: 1000 }).price).toBe(1000);
    expect(getDisplayPrice({ salePrice: null, basePrice: 0 }).price).toBeNull();
  });

  it('strikes basePrice through only when it differs from the shown price', () => {
    expect(getDisplayPrice({ salePrice: 2499, basePrice: 2999 })).toEqual({ price: 2499, original: 2999 });
    expect(getDisplayPrice({ salePrice: 1000, basePrice: 1000 })).toEqual({ price: 1000, original: null });
    expect(getDisplayPrice({ salePrice: null, basePrice: 1000 })).toEqual({ price: 1000, original: null });
  });
});
