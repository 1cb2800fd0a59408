import { describe, expect, it } from 'vitest';
import { adminProduct } from '../testing/catalog-products';
import { productInputCheck } from './product-form-check';
import { emptyProductValues, numberOf, productInput, productValues } from './product-form-values';

const image = (id: string, alt: string) => ({
  _id: id,
  filePath: `/m/${id}.jpg`,
  url: `/m/${id}.jpg`,
  width: 9,
  height: 9,
  alt,
});

describe('product form values', () => {
  it('sends a saved product back as it was, a variant’s own photos included', () => {
    const product = adminProduct();
    product.variants[1]!.photos = [image('41', 'Ring from the front'), image('77', 'Rose gold plating')];
    const input = productInput(productValues(product));
    expect(productInputCheck.safeParse(input).success).toBe(true);
    expect(input).toMatchObject({
      name: 'Moissanite Ring',
      slug: 'moissanite-ring',
      features: ['Hallmarked silver'],
      subcategorySlug: null,
      basePrice: 4999,
      salePrice: 3999,
      gstRate: 3,
      photos: [
        { id: '41', alt: 'Ring from the front' },
        { id: '42', alt: 'Ring on a hand' },
      ],
    });
    expect(input.stock).toBeUndefined();
    expect(input.variants?.[1]).toEqual({
      _id: '32',
      sku: 'MR-7',
      options: [{ name: 'Size', value: '7' }],
      price: 4999,
      salePrice: null,
      inventory: 2,
      photos: [
        { id: '41', alt: 'Ring from the front' },
        { id: '77', alt: 'Rose gold plating' },
      ],
    });
  });

  it('starts a new product hidden, with HSN 7113 and GST 3%, its own stock and a slug to follow the name', () => {
    const values = emptyProductValues();
    expect(values).toMatchObject({ status: 'hidden', hsnCode: '7113', gstRate: '3', slugFollowsName: true });
    const input = productInput({
      ...values,
      name: 'Plain Band',
      categorySlug: 'rings',
      basePrice: '1,23,456.5',
    });
    expect(input).toMatchObject({ basePrice: 123456.5, salePrice: null, stock: 0, variants: [] });
    expect('slug' in input).toBe(false);
  });

  it('reads typed amounts with Indian grouping; leaves anything else for the check to name', () => {
    expect(numberOf('₹ 1,23,456')).toBe(123456);
    expect(numberOf('  ')).toBeUndefined();
    expect(numberOf('12abc')).toBeNaN();
  });
});
