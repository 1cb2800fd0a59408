/**
 * GST on an invoice whose prices include the tax. Every amount is integer paise, and the invoice's lines
 * add up to the order's total exactly: each line's tax is what is left after its taxable value is rounded.
 */

export interface GoodsLine {
  description: string;
  hsnCode: string;
  quantity: number;
  unitPricePaise: number;
  /** 300 = 3% */
  gstRateBasisPoints: number;
}

export interface InvoiceTaxInput {
  lines: GoodsLine[];
  shippingPaise: number;
  discountPaise: number;
  /** the place of supply (the shipping address's state) is the store's own state */
  intraState: boolean;
}

export interface TaxedLine extends GoodsLine {
  kind: 'goods' | 'shipping';
  /** unit price × quantity */
  valuePaise: number;
  /** this line's share of the order's discount */
  discountPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** taxable value + tax = value − discount */
  totalPaise: number;
}

export interface InvoiceTotals {
  valuePaise: number;
  discountPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

/**
 * Delivery by courier, door to door with tracking, is SAC 9968 (postal and courier services); 9965 is
 * goods transport by road, rail or carriage hired as such (freight), which is not what the shopper buys.
 */
export const SHIPPING_SAC = '9968';
export const SHIPPING_DESCRIPTION = 'Shipping (courier delivery)';

/** The part of a tax-inclusive amount that is the taxable value, rounded half up, in integers only. */
export function taxableOf(inclusivePaise: number, rateBasisPoints: number): number {
  const divisor = 10_000 + rateBasisPoints;
  return Math.floor((2 * inclusivePaise * 10_000 + divisor) / (2 * divisor));
}

/**
 * Splits an amount across weights in proportion, the remainders going to the largest fractions
 * (BigInt: amount × weight can pass 2^53 for large orders).
 */
export function apportion(amount: number, weights: number[]): number[] {
  // nothing to share (no discount, the common case) needs no BigInt: GSTR-1 taxes a month's invoices
  if (amount === 0) return weights.map(() => 0);
  const whole = weights.reduce((sum, w) => sum + BigInt(w), 0n);
  if (whole === 0n) return weights.map(() => 0);
  const exact = weights.map((w) => BigInt(amount) * BigInt(w));
  const shares = exact.map((x) => Number(x / whole));
  let left = amount - shares.reduce((sum, s) => sum + s, 0);
  const byRemainder = exact
    .map((x, i) => ({ i, remainder: x % whole }))
    .sort((a, b) => (a.remainder === b.remainder ? a.i - b.i : a.remainder > b.remainder ? -1 : 1));
  for (const { i } of byRemainder) {
    if (left === 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

function taxLine(line: GoodsLine, kind: TaxedLine['kind'], discountPaise: number, intraState: boolean) {
  const valuePaise = line.unitPricePaise * line.quantity;
  const totalPaise = valuePaise - discountPaise;
  const taxablePaise = taxableOf(totalPaise, line.gstRateBasisPoints);
  const tax = totalPaise - taxablePaise;
  const cgstPaise = intraState ? Math.floor(tax / 2) : 0;
  const sgstPaise = intraState ? tax - cgstPaise : 0;
  const igstPaise = intraState ? 0 : tax;
  // each field by name: a spread of `line` with more after it is slow here (lib/with-fields.ts)
  return {
    description: line.description,
    hsnCode: line.hsnCode,
    quantity: line.quantity,
    unitPricePaise: line.unitPricePaise,
    gstRateBasisPoints: line.gstRateBasisPoints,
    kind,
    valuePaise,
    discountPaise,
    taxablePaise,
    cgstPaise,
    sgstPaise,
    igstPaise,
    totalPaise,
  };
}

/**
 * The invoice's lines: the goods, then shipping as its own line. Shipping goes with the jewellery as one
 * composite supply, so it is taxed at the rate of the principal supply: the highest rate among the goods.
 * A discount is shared across the lines by their value.
 */
export function computeInvoiceTax(input: InvoiceTaxInput): { lines: TaxedLine[]; totals: InvoiceTotals } {
  const shippingLine: GoodsLine = {
    description: SHIPPING_DESCRIPTION,
    hsnCode: SHIPPING_SAC,
    quantity: 1,
    unitPricePaise: input.shippingPaise,
    gstRateBasisPoints: Math.max(0, ...input.lines.map((l) => l.gstRateBasisPoints)),
  };
  const all = input.shippingPaise > 0 ? [...input.lines, shippingLine] : input.lines;
  const value = all.reduce((sum, l) => sum + l.unitPricePaise * l.quantity, 0);
  if (input.discountPaise < 0 || input.discountPaise > value)
    throw new RangeError(`a discount of ${input.discountPaise} paise on lines worth ${value}`);
  const discounts = apportion(
    input.discountPaise,
    all.map((l) => l.unitPricePaise * l.quantity),
  );
  const lines = all.map((line, i) =>
    taxLine(line, line === shippingLine ? 'shipping' : 'goods', discounts[i]!, input.intraState),
  );
  const sum = (key: keyof InvoiceTotals) => lines.reduce((total, line) => total + line[key], 0);
  return {
    lines,
    totals: {
      valuePaise: sum('valuePaise'),
      discountPaise: sum('discountPaise'),
      taxablePaise: sum('taxablePaise'),
      cgstPaise: sum('cgstPaise'),
      sgstPaise: sum('sgstPaise'),
      igstPaise: sum('igstPaise'),
      totalPaise: sum('totalPaise'),
    },
  };
}
