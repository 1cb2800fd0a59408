import { describe, expect, it } from 'vitest';
import { getDisplayPrice } from './price';

describe('getDisplayPrice', () => {
  it('shows salePrice first, then sp, then basePrice', () => {
    expect(getDisplayPrice({ salePrice: 900, sp: 950, basePrice: 1000 }).price).toBe(900);
    expect(getDisplayPrice({ salePrice: null, sp: 950, basePrice: 1000 }).price).toBe(950);
    expect(getDisplayPrice({ basePrice: 1000 }).price).toBe(1000);
    expect(getDisplayPrice({}).price).toBeNull();
  });

  it('strikes through the original (mrp, else basePrice) only when it differs', () => {
    expect(getDisplayPrice({ sp: 2499, mrp: 2999 })).toEqual({ price: 2499, original: 2999 });
    expect(getDisplayPrice({ salePrice: 800, basePrice: 1000 })).toEqual({ price: 800, original: 1000 });
    expect(getDisplayPrice({ sp: 1000, mrp: 1000, basePrice: 1000 })).toEqual({
      price: 1000,
      original: null,
    });
    expect(getDisplayPrice({ basePrice: 1000 })).toEqual({ price: 1000, original: null });
  });
});
