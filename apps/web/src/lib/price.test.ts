import { describe, expect, it } from 'vitest';
import { formatRupees, getDisplayPrice } from './price';

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

describe('formatRupees', () => {
  it('uses Indian digit grouping and the rupee sign', () => {
    expect(formatRupees(123456)).toBe('₹1,23,456');
    expect(formatRupees(12345678)).toBe('₹1,23,45,678');
    expect(formatRupees(999)).toBe('₹999');
    expect(formatRupees(0)).toBe('₹0');
  });

  it("adds the trailing '/-' where asked", () => {
    expect(formatRupees(2499, { suffix: true })).toBe('₹2,499/-');
  });

  it('keeps two decimals for fractions or when asked', () => {
    expect(formatRupees(0, { decimals: true })).toBe('₹0.00');
    expect(formatRupees(1234.5)).toBe('₹1,234.50');
  });

  it('never uses a dollar sign', () => {
    expect(formatRupees(100)).not.toContain('$');
  });

  it("groups and rounds exactly as Intl's en-IN format does", () => {
    const whole = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
    const twoPlaces = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const amounts = [
      1, 12, 123, 1234, 12345, 123456, 1234567, 12345678, 123456789, 1234567890, 0.125, 1.005, 2.675,
    ];
    let seed = 20261124;
    for (let i = 0; i < 2000; i++) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      const digits = 1 + (i % 12);
      amounts.push(seed % 10 ** digits, (seed % 10 ** digits) + (seed % 1000) / 1000);
    }
    for (const amount of amounts) {
      const expected = Number.isInteger(amount) ? whole.format(amount) : twoPlaces.format(amount);
      expect(formatRupees(amount), String(amount)).toBe(`₹${expected}`);
      expect(formatRupees(-amount), String(-amount)).toBe(amount === 0 ? '₹0' : `-₹${expected}`);
    }
  });
});
