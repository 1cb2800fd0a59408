import { describe, expect, it } from 'vitest';
import type { VariantRow } from './product-form-values';
import { optionsOfVariants, skuFor, variantLabel, variantRows } from './variant-rows';

const defaults = { slug: 'kundan-ring', price: '2499', salePrice: '' };

describe('variant rows', () => {
  it('makes one row per combination, in order, with a SKU from the slug and values', () => {
    const rows = variantRows(
      [
        { name: 'Size', values: ['6', '7'] },
        { name: 'Colour', values: ['Gold', 'Rose Gold'] },
      ],
      [],
      defaults,
    );
    expect(rows.map(variantLabel)).toEqual([
      'Size 6 · Colour Gold',
      'Size 6 · Colour Rose Gold',
      'Size 7 · Colour Gold',
      'Size 7 · Colour Rose Gold',
    ]);
    expect(rows[1]).toEqual({
      sku: 'KUNDAN-RING-6-ROSE-GOLD',
      options: [
        { name: 'Size', value: '6' },
        { name: 'Colour', value: 'Rose Gold' },
      ],
      price: '2499',
      salePrice: '',
      inventory: '0',
      photoIds: [],
    });
  });

  it('keeps what was typed in a row whose values stay, under a renamed option', () => {
    const typed: VariantRow = {
      _id: '31',
      sku: 'MY-SKU',
      options: [{ name: 'Size', value: '7' }],
      price: '3000',
      salePrice: '2800',
      inventory: '4',
      photoIds: ['5'],
    };
    const rows = variantRows([{ name: 'Ring size', values: ['7', '8'] }], [typed], defaults);
    expect(rows[0]).toEqual({ ...typed, options: [{ name: 'Ring size', value: '7' }] });
    expect(rows[1]!.sku).toBe('KUNDAN-RING-8');
  });

  it('makes no rows until an option has a name and a value', () => {
    expect(variantRows([{ name: '', values: ['6'] }], [], defaults)).toEqual([]);
    expect(variantRows([{ name: 'Size', values: [] }], [], defaults)).toEqual([]);
  });

  it('reads the options back from saved variants', () => {
    const options = optionsOfVariants([
      {
        options: [
          { name: 'Size', value: '6' },
          { name: 'Colour', value: 'Gold' },
        ],
      },
      {
        options: [
          { name: 'Size', value: '7' },
          { name: 'Colour', value: 'Gold' },
        ],
      },
    ]);
    expect(options).toEqual([
      { name: 'Size', values: ['6', '7'] },
      { name: 'Colour', values: ['Gold'] },
    ]);
    expect(skuFor('', ['6'])).toBe('6');
  });
});
