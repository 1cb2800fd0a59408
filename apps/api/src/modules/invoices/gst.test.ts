import { describe, expect, it } from 'vitest';
import { apportion, computeInvoiceTax, type GoodsLine, SHIPPING_SAC, taxableOf } from './gst';

const choker: GoodsLine = {
  description: 'Kundan Choker',
  hsnCode: '7113',
  quantity: 2,
  unitPricePaise: 249_900,
  gstRateBasisPoints: 300,
};

/** A small seeded generator, so a failing basket can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  return (below: number) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4_294_967_296) * below);
  };
}

describe('GST on tax-inclusive prices', () => {
  it('rounds the taxable value half up and leaves the rest as tax', () => {
    expect(taxableOf(499_800, 300)).toBe(485_243); // 485242.718…
    expect(taxableOf(103, 300)).toBe(100);
    expect(taxableOf(1, 300)).toBe(1); // 0.97 rounds to 1: no tax on a single paisa
    expect(taxableOf(515, 300)).toBe(500); // exactly 500
    expect(taxableOf(10_300, 0)).toBe(10_300);
    expect(taxableOf(11_800, 1800)).toBe(10_000);
  });

  it('within the store state splits the tax into CGST and SGST that add up exactly', () => {
    const { lines, totals } = computeInvoiceTax({
      lines: [choker],
      shippingPaise: 10_000,
      discountPaise: 0,
      intraState: true,
    });
    expect(lines[0]).toMatchObject({
      kind: 'goods',
      valuePaise: 499_800,
      taxablePaise: 485_243,
      cgstPaise: 7278,
      sgstPaise: 7279,
      igstPaise: 0,
      totalPaise: 499_800,
    });
    expect(lines[1]).toMatchObject({
      kind: 'shipping',
      hsnCode: SHIPPING_SAC,
      quantity: 1,
      gstRateBasisPoints: 300,
      taxablePaise: 9709,
      cgstPaise: 145,
      sgstPaise: 146,
      igstPaise: 0,
      totalPaise: 10_000,
    });
    expect(totals).toEqual({
      valuePaise: 509_800,
      discountPaise: 0,
      taxablePaise: 494_952,
      cgstPaise: 7423,
      sgstPaise: 7425,
      igstPaise: 0,
      totalPaise: 509_800,
    });
  });

  it('across states charges all of it as IGST', () => {
    const { lines, totals } = computeInvoiceTax({
      lines: [choker],
      shippingPaise: 10_000,
      discountPaise: 0,
      intraState: false,
    });
    expect(lines.map((l) => [l.cgstPaise, l.sgstPaise, l.igstPaise])).toEqual([
      [0, 0, 14_557],
      [0, 0, 291],
    ]);
    expect(totals).toMatchObject({ taxablePaise: 494_952, igstPaise: 14_848, totalPaise: 509_800 });
  });

  it('handles odd paise: an odd tax puts the extra paisa in SGST', () => {
    const odd = { ...choker, quantity: 1, unitPricePaise: 103 };
    const { lines } = computeInvoiceTax({
      lines: [odd],
      shippingPaise: 0,
      discountPaise: 0,
      intraState: true,
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ taxablePaise: 100, cgstPaise: 1, sgstPaise: 2, totalPaise: 103 });
  });

  it('taxes shipping at the highest rate among the goods (the principal supply)', () => {
    const lines = [
      { ...choker, quantity: 1 },
      { ...choker, description: 'Watch', hsnCode: '9102', gstRateBasisPoints: 1800, quantity: 1 },
    ];
    const taxed = computeInvoiceTax({ lines, shippingPaise: 20_000, discountPaise: 0, intraState: false });
    expect(taxed.lines[2]).toMatchObject({
      kind: 'shipping',
      gstRateBasisPoints: 1800,
      taxablePaise: 16_949,
    });
  });

  it('shares a discount across the lines by value, so the total still adds up', () => {
    expect(apportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(apportion(0, [5, 7])).toEqual([0, 0]);
    expect(apportion(1000, [300_000, 100_000])).toEqual([750, 250]);
    const { lines, totals } = computeInvoiceTax({
      lines: [choker],
      shippingPaise: 10_000,
      discountPaise: 50_000,
      intraState: true,
    });
    expect(lines.map((l) => l.discountPaise)).toEqual([49_019, 981]);
    expect(totals.discountPaise).toBe(50_000);
    expect(totals.totalPaise).toBe(509_800 - 50_000);
    expect(() =>
      computeInvoiceTax({ lines: [choker], shippingPaise: 0, discountPaise: 499_801, intraState: true }),
    ).toThrow(RangeError);
  });

  it('over 3000 random baskets the invoice total equals the order total to the paisa', () => {
    const next = random(20_260_401);
    const rates = [0, 25, 100, 300, 500, 1200, 1800, 2800];
    for (let run = 0; run < 3000; run++) {
      const lines: GoodsLine[] = Array.from({ length: 1 + next(8) }, (_, i) => ({
        description: `Line ${i}`,
        hsnCode: '7113',
        quantity: 1 + next(10),
        unitPricePaise: 1 + next(run % 10 === 0 ? 50_000_000 : 2_000_000),
        gstRateBasisPoints: rates[next(rates.length)]!,
      }));
      const subtotal = lines.reduce((sum, l) => sum + l.unitPricePaise * l.quantity, 0);
      const shippingPaise = [0, 10_000, 20_000][next(3)]!;
      const discountPaise = next(4) === 0 ? next(subtotal + shippingPaise + 1) : 0;
      const intraState = next(2) === 0;
      const orderTotal = subtotal + shippingPaise - discountPaise;
      const { lines: taxed, totals } = computeInvoiceTax({ lines, shippingPaise, discountPaise, intraState });
      const context = JSON.stringify({ run, lines, shippingPaise, discountPaise, intraState });
      expect(totals.totalPaise, context).toBe(orderTotal);
      expect(totals.taxablePaise + totals.cgstPaise + totals.sgstPaise + totals.igstPaise, context).toBe(
        orderTotal,
      );
      expect(totals.discountPaise, context).toBe(discountPaise);
      for (const line of taxed) {
        const tax = line.cgstPaise + line.sgstPaise + line.igstPaise;
        expect(line.taxablePaise + tax, context).toBe(line.totalPaise);
        expect(tax, context).toBeGreaterThanOrEqual(0);
        expect(Math.abs(line.sgstPaise - line.cgstPaise), context).toBeLessThanOrEqual(1);
        if (intraState) expect(line.igstPaise).toBe(0);
        else expect(line.cgstPaise + line.sgstPaise).toBe(0);
        // the tax is the rate on the taxable value, within the rounding: |e × (1 + rate)|, |e| ≤ ½ paisa
        expect(
          Math.abs(tax - (line.taxablePaise * line.gstRateBasisPoints) / 10_000),
          context,
        ).toBeLessThanOrEqual(0.5 + line.gstRateBasisPoints / 20_000 + 1e-6);
      }
    }
  });
});
