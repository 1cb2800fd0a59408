import { describe, expect, it } from 'vitest';
import { formatPaise, formatRupees, groupIndian, sellingPrice, toPaise, toRupees } from './money';

describe('paise and rupees', () => {
  it('converts to the paisa, whatever floating point did to the rupees', () => {
    expect(toPaise(25_890.99)).toBe(2_589_099);
    expect(toPaise(0.1 + 0.2)).toBe(30);
    expect(toPaise(1000)).toBe(100_000);
    expect(toRupees(2_589_099)).toBe(25_890.99);
    expect(toRupees(7)).toBe(0.07);
    expect(toRupees(-5_000)).toBe(-50);
  });

  it('sells at the sale price when it is a real sale, else the base price', () => {
    expect(sellingPrice(249_900, 299_900)).toBe(249_900);
    expect(sellingPrice(null, 299_900)).toBe(299_900);
    expect(sellingPrice(undefined, 2999)).toBe(2999);
    expect(sellingPrice(2999, 2999)).toBe(2999);
    // not a sale: 0, or a price above the base price (the desk refuses both)
    expect(sellingPrice(0, 2999)).toBe(2999);
    expect(sellingPrice(3500, 2999)).toBe(2999);
  });
});

describe('formatRupees', () => {
  it('uses Indian digit grouping and the rupee sign', () => {
    expect(groupIndian('999')).toBe('999');
    expect(groupIndian('1000')).toBe('1,000');
    expect(formatRupees(123456)).toBe('₹1,23,456');
    expect(formatRupees(12345678)).toBe('₹1,23,45,678');
    expect(formatRupees(1_200_000_000)).toBe('₹1,20,00,00,000');
    expect(formatRupees(999)).toBe('₹999');
    expect(formatRupees(0)).toBe('₹0');
  });

  it('puts the minus before the rupee sign', () => {
    expect(formatRupees(-50)).toBe('-₹50');
    expect(formatRupees(-123456.5)).toBe('-₹1,23,456.50');
    expect(formatPaise(-10_000, { decimals: true })).toBe('-₹100.00');
  });

  it("adds the trailing '/-' where asked", () => {
    expect(formatRupees(2499, { suffix: true })).toBe('₹2,499/-');
  });

  it('keeps two decimals for fractions, or always where paise are shown', () => {
    expect(formatRupees(0, { decimals: true })).toBe('₹0.00');
    expect(formatRupees(1234.5)).toBe('₹1,234.50');
    expect(formatRupees(5098, { decimals: true })).toBe('₹5,098.00');
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

describe('formatPaise', () => {
  it('writes paise as rupees: whole rupees plainly, paise when there are some or when asked', () => {
    expect(formatPaise(12_345_600)).toBe('₹1,23,456');
    expect(formatPaise(12_345_650)).toBe('₹1,23,456.50');
    expect(formatPaise(7)).toBe('₹0.07');
    expect(formatPaise(509_800, { decimals: true })).toBe('₹5,098.00');
    expect(formatPaise(123_456_789, { decimals: true })).toBe('₹12,34,567.89');
  });

  it("is Intl's en-IN currency format to the paisa, as the API's messages wrote it", () => {
    const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
    let seed = 7;
    for (let i = 0; i < 2000; i++) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      const paise = seed % 10 ** (1 + (i % 12));
      expect(formatPaise(paise, { decimals: true }), String(paise)).toBe(inr.format(paise / 100));
    }
  });
});
