import { describe, expect, it } from 'vitest';
import { createCartItem, createImage } from '../../../test/factories';
import { createServerLine } from '../test-utils';
import { fromServerLine, quantitySignature, toLineInputs, withServerFields } from './server-lines';

describe('server cart lines', () => {
  it("sends 'default' as no variant, caps quantities at the API's limit and leaves out ids it cannot know", () => {
    const lines = toLineInputs([
      { ...createCartItem({ productId: '12', variant: 'default' }), quantity: 2 },
      { ...createCartItem({ productId: '12', variant: '40' }), quantity: 120 },
      { ...createCartItem({ productId: 'legacy-id', variant: 'default' }), quantity: 1 },
    ]);
    expect(lines).toEqual([
      { productId: '12', variantId: null, quantity: 2 },
      { productId: '12', variantId: '40', quantity: 99 },
    ]);
  });

  it('reads a server line as a local line keyed like the ones the pages add', () => {
    const image = createImage();
    const variantLine = fromServerLine(
      createServerLine({
        productId: '12',
        variant: '40',
        quantity: 3,
        price: 4500,
        basePrice: 5000,
        stock: 6,
        featuredImage: image,
        variantAttributes: [{ name: 'Ring Size', value: '12' }],
      }),
    );
    expect(variantLine).toMatchObject({
      _id: '12-40',
      productId: '12',
      variant: '40',
      quantity: 3,
      sp: 4500,
      salePrice: 4500,
      basePrice: 5000,
      mrp: 5000,
      stock: 6,
      featuredImage: { url: image.url, width: image.width, height: image.height },
      variantAttributes: [{ name: 'Ring Size', value: '12' }],
    });
    const plain = fromServerLine(createServerLine({ productId: '13', price: 1200, basePrice: 1200 }));
    expect(plain).toMatchObject({ _id: '13', variant: 'default', salePrice: null, sp: 1200 });
  });

  it("takes today's price and stock from the server and keeps the local quantity and image", () => {
    const item = { ...createCartItem({ _id: '14', productId: '14', sp: 900, stock: 9 }), quantity: 4 };
    const updated = withServerFields(
      item,
      createServerLine({ productId: '14', price: 800, basePrice: 1000, stock: 2 }),
    );
    expect(updated).toMatchObject({ quantity: 4, sp: 800, salePrice: 800, basePrice: 1000, stock: 2 });
    expect(updated.featuredImage).toBe(item.featuredImage);
  });

  it('compares carts by lines and quantities, not order', () => {
    const a = { _id: 'a', quantity: 1 };
    const b = { _id: 'b', quantity: 2 };
    expect(quantitySignature([a, b])).toBe(quantitySignature([b, a]));
    expect(quantitySignature([a, b])).not.toBe(quantitySignature([a, { ...b, quantity: 3 }]));
  });
});
