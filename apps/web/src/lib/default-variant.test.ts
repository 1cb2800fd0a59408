import type { ProductSummary } from '@svarna/contracts';
import { describe, expect, it } from 'vitest';
import { createProduct, createVariant } from '../test/factories';
import { defaultStock, defaultVariant, isSoldOut } from './default-variant';

const summaryOf = ({ variants: _v, ...rest }: ReturnType<typeof createProduct>): ProductSummary => {
  const {
    description: _d,
    longDescription: _l,
    addImages: _a,
    subcategory: _s,
    attributes: _at,
    ...summary
  } = rest;
  const { specifications: _sp, features: _f, fbtIds: _fb, status: _st, ...plain } = summary;
  return plain;
};

describe('defaultVariant', () => {
  it('is the first variant that can be bought, skipping sold-out ones before it', () => {
    const soldOut = createVariant({ inventory: 0 });
    const alsoSoldOut = createVariant({ inventory: -1 });
    const inStock = createVariant({ inventory: 3 });
    const later = createVariant({ inventory: 9 });
    expect(defaultVariant(createProduct({ variants: [soldOut, alsoSoldOut, inStock, later] }))).toBe(inStock);
  });

  it('is the first variant when none can be bought', () => {
    const first = createVariant({ inventory: 0 });
    expect(defaultVariant(createProduct({ variants: [first, createVariant({ inventory: 0 })] }))).toBe(first);
  });

  it('is null for a product without variants and for a summary', () => {
    expect(defaultVariant(createProduct({ variants: [] }))).toBeNull();
    expect(defaultVariant(summaryOf(createProduct()))).toBeNull();
  });
});

describe('defaultStock and isSoldOut', () => {
  it('read the default variant of a product with variants, not its first', () => {
    const product = createProduct({
      stock: 4,
      variants: [createVariant({ inventory: 0 }), createVariant({ inventory: 4 })],
    });
    expect(defaultStock(product)).toBe(4);
    expect(isSoldOut(product)).toBe(false);
  });

  it('agree between a product and its summary, whose stock sums the variants', () => {
    const sold = createProduct({ stock: 0, variants: [createVariant({ inventory: 0 })] });
    const open = createProduct({
      stock: 2,
      variants: [createVariant({ inventory: 0 }), createVariant({ inventory: 2 })],
    });
    expect(isSoldOut(sold)).toBe(true);
    expect(isSoldOut(summaryOf(sold))).toBe(true);
    expect(isSoldOut(open)).toBe(false);
    expect(isSoldOut(summaryOf(open))).toBe(false);
  });

  it("read a product's own stock when it has no variants", () => {
    expect(defaultStock(createProduct({ stock: 7 }))).toBe(7);
    expect(isSoldOut(createProduct({ stock: 0 }))).toBe(true);
  });
});
