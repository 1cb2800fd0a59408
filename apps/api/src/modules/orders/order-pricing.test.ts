import { describe, expect, it } from 'vitest';
import { amountToCharge, newOrderId, orderTotals, sameTotal, shippingPaise } from './order-pricing';

describe('order pricing', () => {
  it('charges ₹100 shipping prepaid and ₹200 cash on delivery', () => {
    expect(shippingPaise('razorpay')).toBe(10_000);
    expect(shippingPaise('cod')).toBe(20_000);
  });

  it('adds lines and shipping in paise', () => {
    const lines = [
      { unitPricePaise: 1_234_550, basePricePaise: 1_500_000, quantity: 2 },
      { unitPricePaise: 99_999, basePricePaise: 99_999, quantity: 1 },
    ];
    expect(orderTotals(lines, 'cod')).toEqual({
      subtotalPaise: 2_569_099,
      shippingPaise: 20_000,
      discountPaise: 0,
      totalPaise: 2_589_099,
    });
  });

  it('charges the whole total, or an advance of ₹1000 that never exceeds the total', () => {
    expect(amountToCharge('full', 5_000_000)).toBe(5_000_000);
    expect(amountToCharge('cod_token', 5_000_000)).toBe(100_000);
    expect(amountToCharge('cod_token', 80_000)).toBe(80_000);
  });

  it('compares the client total to the paisa, whatever floating point did to it', () => {
    expect(sameTotal(25_890.99, 2_589_099)).toBe(true);
    expect(sameTotal(0.1 + 0.2, 30)).toBe(true);
    expect(sameTotal(25_890.98, 2_589_099)).toBe(false);
  });

  it('makes 24-hex ids that start with the time', () => {
    const id = newOrderId(new Date('2026-01-15T10:00:00Z'));
    expect(id).toMatch(/^[0-9a-f]{24}$/);
    expect(id.slice(0, 8)).toBe((Date.UTC(2026, 0, 15, 10) / 1000).toString(16));
    expect(newOrderId(new Date())).not.toBe(newOrderId(new Date()));
  });
});
