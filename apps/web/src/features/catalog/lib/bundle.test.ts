import { describe, expect, it } from 'vitest';
import { formatRupees } from '../../../lib/price';
import { createProduct, createVariant } from '../../../test/factories';
import { bundleTotal, bundleVariant, companionLine, mainLine } from './bundle';

describe('Buy All total', () => {
  it("adds the selected variant price of this product and the companions' selling prices", () => {
    const variant = createVariant({ price: 15999, salePrice: 12699, inventory: 3 });
    const main = mainLine(createProduct({ variants: [variant] }), variant);
    const a = companionLine(createProduct({ salePrice: 1699, stock: 4 }));
    const b = companionLine(createProduct({ salePrice: 1299, stock: 9 }));
    const total = bundleTotal([main, a, b]);
    expect(total).toBe(12699 + 1699 + 1299);
    expect(formatRupees(total)).toBe('₹15,697');
  });

  it('leaves out lines that are out of stock', () => {
    const main = mainLine(createProduct({ basePrice: 3099, salePrice: null, stock: 10 }), null);
    const soldOut = companionLine(createProduct({ basePrice: 2999, salePrice: null, stock: 0 }));
    expect(soldOut.inStock).toBe(false);
    expect(bundleTotal([main, soldOut])).toBe(3099);
    const outMain = mainLine(createProduct({ stock: 0 }), null);
    expect(bundleTotal([outMain, soldOut])).toBe(0);
  });

  it('a companion with variants uses its first in-stock variant once its detail is known', () => {
    const v1 = createVariant({ price: 1999, salePrice: null, inventory: 0 });
    const v2 = createVariant({ price: 2199, salePrice: 1899, inventory: 5 });
    const detail = createProduct({ salePrice: 1999, stock: 5, hasVariants: true, variants: [v1, v2] });
    expect(bundleVariant(detail)?._id).toBe(v2._id);
    expect(companionLine(detail).price).toBe(1999); // detail not fetched yet: its listed selling price
    const line = companionLine(detail, detail);
    expect(line.variant?._id).toBe(v2._id);
    expect(line.price).toBe(1899);
    const allOut = createProduct({ hasVariants: true, variants: [createVariant({ inventory: 0 })] });
    expect(companionLine(allOut, allOut).inStock).toBe(false);
  });
});
