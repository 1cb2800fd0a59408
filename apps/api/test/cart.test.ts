import { randomBytes } from 'node:crypto';
import { CART_MAX_LINES, type CartLine, type CartResponse } from '@svarna/contracts';
import { asc, eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, carts, media, products, productVariants, variantPhotos } from '../src/db/schema';
import { signIn } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Headers = Record<string, string>;
const guestId = () => `temp_${randomBytes(8).toString('hex')}`;

const getCart = (query: string, headers: Headers = {}) =>
  t.app.inject({ method: 'GET', url: `/api/cart${query}`, headers });
const addToCart = (payload: unknown, headers: Headers = {}) =>
  t.app.inject({ method: 'POST', url: '/api/cart/add', payload: payload as object, headers });
const replaceCart = (payload: unknown, headers: Headers = {}) =>
  t.app.inject({ method: 'PUT', url: '/api/cart', payload: payload as object, headers });
const setLine = (payload: unknown, headers: Headers = {}) =>
  t.app.inject({ method: 'PUT', url: '/api/cart/line', payload: payload as object, headers });
const mergeCart = (payload: unknown, headers: Headers = {}) =>
  t.app.inject({ method: 'POST', url: '/api/cart/merge', payload: payload as object, headers });

async function guestLines(tempCartId: string): Promise<CartLine[]> {
  const res = await getCart(`?tempCartId=${tempCartId}`);
  expect(res.statusCode).toBe(200);
  return (res.json() as CartResponse).cart.items;
}
const quantities = (items: CartLine[]) => items.map((i) => [i.productId, i.variant, i.quantity]);

const usedProducts = new Set<number>();

/** A seeded product no other test in this file has touched, with or without (at least two) variants. */
async function freshProduct(withVariants: boolean) {
  const [all, variants] = await Promise.all([
    t.db.select().from(products).orderBy(asc(products.id)),
    t.db.select().from(productVariants).orderBy(asc(productVariants.id)),
  ]);
  const product = all.find((p) => {
    const count = variants.filter((v) => v.productId === p.id).length;
    return !usedProducts.has(p.id) && p.status && (withVariants ? count >= 2 : count === 0);
  });
  if (!product) throw new Error('the seed has no more products of that kind');
  usedProducts.add(product.id);
  return { product, variants: variants.filter((v) => v.productId === product.id) };
}

async function simpleProduct(stock: number) {
  const { product } = await freshProduct(false);
  await t.db.update(products).set({ stock }).where(eq(products.id, product.id));
  return { ...product, stock };
}

async function variantProduct(inventory: number) {
  const { product, variants } = await freshProduct(true);
  await t.db
    .update(productVariants)
    .set({ inventory })
    .where(
      inArray(
        productVariants.id,
        variants.map((v) => v.id),
      ),
    );
  return { product, variants: variants.map((v) => ({ ...v, inventory })) };
}

const add = (productId: number, qty: number, tempCartId: string, variantId?: number) =>
  addToCart({
    productId: String(productId),
    qty,
    tempCartId,
    ...(variantId ? { variantId: String(variantId) } : {}),
  });

describe(`guest cart (${process.env.API_TEST_DATABASE})`, () => {
  it('adds a product and answers it at the current price and stock, privately', async () => {
    const product = await simpleProduct(5);
    const tempCartId = guestId();
    const res = await add(product.id, 2, tempCartId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const [line] = (res.json() as CartResponse).cart.items;
    expect(line).toMatchObject({
      productId: String(product.id),
      variant: 'default',
      quantity: 2,
      name: product.name,
      slug: product.slug,
      price: (product.salePricePaise ?? product.basePricePaise) / 100,
      basePrice: product.basePricePaise / 100,
      stock: 5,
      variantAttributes: [],
    });
    expect(line?.featuredImage?.filePath).toMatch(/^\/media\//);
    const again = await getCart(`?tempCartId=${tempCartId}`);
    expect(again.headers['cache-control']).toBe('private, no-store');
    expect(again.json()).toEqual(res.json());
  });

  it('adds to the same line and knows a variant by its values, photo and inventory', async () => {
    const { product, variants } = await variantProduct(4);
    const variant = variants[1]!;
    const tempCartId = guestId();
    await add(product.id, 1, tempCartId, variant.id);
    const res = await add(product.id, 2, tempCartId, variant.id);
    expect(res.statusCode).toBe(200);
    const items = (res.json() as CartResponse).cart.items;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      variant: String(variant.id),
      quantity: 3,
      price: (variant.salePricePaise ?? variant.pricePaise) / 100,
      basePrice: variant.pricePaise / 100,
      stock: 4,
    });
    expect(items[0]!.variantAttributes.length).toBeGreaterThan(0);
    expect(items[0]!.variantAttributes[0]).toEqual({ name: expect.any(String), value: expect.any(String) });
  });

  it("shows the variant's first photo, else the product's featured image", async () => {
    const { product, variants } = await variantProduct(4);
    const [withPhoto, withoutPhoto] = variants as [(typeof variants)[0], (typeof variants)[0]];
    const [photo] = await t.db.select().from(media).where(ne(media.id, product.featuredImageId!)).limit(1);
    await t.db.delete(variantPhotos).where(inArray(variantPhotos.variantId, [withPhoto.id, withoutPhoto.id]));
    await t.db.insert(variantPhotos).values({ variantId: withPhoto.id, mediaId: photo!.id, position: 0 });
    const tempCartId = guestId();
    await add(product.id, 1, tempCartId, withPhoto.id);
    await add(product.id, 1, tempCartId, withoutPhoto.id);
    const [first, second] = await guestLines(tempCartId);
    expect(first!.featuredImage).toMatchObject({ _id: String(photo!.id), filePath: photo!.filePath });
    expect(second!.featuredImage?._id).toBe(String(product.featuredImageId));
  });

  it("follows the catalogue's current prices", async () => {
    const product = await simpleProduct(5);
    const { product: withVariants, variants } = await variantProduct(5);
    const tempCartId = guestId();
    await add(product.id, 1, tempCartId);
    await add(withVariants.id, 1, tempCartId, variants[0]!.id);

    await t.db
      .update(products)
      .set({ basePricePaise: 500_000, salePricePaise: 450_050 })
      .where(eq(products.id, product.id));
    await t.db
      .update(productVariants)
      .set({ pricePaise: 700_000, salePricePaise: null })
      .where(eq(productVariants.id, variants[0]!.id));
    let [simple, variant] = await guestLines(tempCartId);
    expect(simple).toMatchObject({ price: 4500.5, basePrice: 5000 });
    expect(variant).toMatchObject({ price: 7000, basePrice: 7000 });

    await t.db.update(products).set({ salePricePaise: null }).where(eq(products.id, product.id));
    await t.db
      .update(productVariants)
      .set({ salePricePaise: 650_000 })
      .where(eq(productVariants.id, variants[0]!.id));
    [simple, variant] = await guestLines(tempCartId);
    expect(simple).toMatchObject({ price: 5000, basePrice: 5000 });
    expect(variant).toMatchObject({ price: 6500, basePrice: 7000 });
  });

  it('flags a line whose product was hidden since (nothing to buy) and leaves out a deleted one', async () => {
    const hidden = await simpleProduct(5);
    const kept = await simpleProduct(5);
    const tempCartId = guestId();
    await add(hidden.id, 1, tempCartId);
    await add(kept.id, 1, tempCartId);
    await t.db.update(products).set({ status: false }).where(eq(products.id, hidden.id));
    const [flagged, other] = await guestLines(tempCartId);
    expect(flagged).toMatchObject({
      productId: String(hidden.id),
      available: false,
      stock: 0,
      notice: 'This piece is no longer available',
    });
    expect(other).toMatchObject({ productId: String(kept.id), available: true, stock: 5, notice: null });
    await t.db.update(products).set({ status: true }).where(eq(products.id, hidden.id));
    expect((await guestLines(tempCartId)).map((l) => l.available)).toEqual([true, true]);
    await t.db.delete(products).where(eq(products.id, hidden.id));
    expect((await guestLines(tempCartId)).map((l) => l.productId)).toEqual([String(kept.id)]);
  });

  it('answers an empty cart for a tempCartId it does not know', async () => {
    expect(await guestLines(guestId())).toEqual([]);
  });
});

describe(`the stock rule (${process.env.API_TEST_DATABASE})`, () => {
  it("refuses a quantity past stock with 'Only N items available in stock' and changes nothing", async () => {
    const product = await simpleProduct(3);
    const tempCartId = guestId();
    expect((await add(product.id, 2, tempCartId)).statusCode).toBe(200);
    const refused = await add(product.id, 2, tempCartId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      success: false,
      message: 'Only 3 items available in stock',
      details: [{ field: 'qty', available: 3 }],
    });
    expect(quantities(await guestLines(tempCartId))).toEqual([[String(product.id), 'default', 2]]);
    expect((await add(product.id, 1, tempCartId)).statusCode).toBe(200);
    expect((await add(product.id, 1, tempCartId)).json().message).toBe('Only 3 items available in stock');
    expect(quantities(await guestLines(tempCartId))).toEqual([[String(product.id), 'default', 3]]);
  });

  it('lets only as many concurrent adds through as there is stock', async () => {
    const product = await simpleProduct(3);
    const tempCartId = guestId();
    const results = await Promise.all(Array.from({ length: 4 }, () => add(product.id, 2, tempCartId)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(quantities(await guestLines(tempCartId))).toEqual([[String(product.id), 'default', 2]]);
  });

  it('holds at most 50 different items: a new one past that is refused, more of one already held is not', async () => {
    const tempCartId = guestId();
    const made = await t.db
      .insert(products)
      .values(
        Array.from({ length: CART_MAX_LINES + 1 }, (_, i) => ({
          slug: `cart-limit-${tempCartId}-${i}`,
          name: `Cart Limit Piece ${i}`,
          basePricePaise: 100_000,
          stock: 5,
          status: true,
        })),
      )
      .returning({ id: products.id });
    const [cart] = await t.db
      .insert(carts)
      .values({ tempCartId, createdAt: new Date(), updatedAt: new Date() })
      .returning({ id: carts.id });
    await t.db
      .insert(cartItems)
      .values(
        made
          .slice(0, CART_MAX_LINES)
          .map((p) => ({ cartId: cart!.id, productId: p.id, quantity: 1, addedAt: new Date() })),
      );
    const refused = await add(made[CART_MAX_LINES]!.id, 1, tempCartId);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: `Your cart can hold at most ${CART_MAX_LINES} different items`,
      details: [{ field: 'productId' }],
    });
    const more = await add(made[0]!.id, 2, tempCartId);
    expect(more.statusCode).toBe(200);
    const lines = await guestLines(tempCartId);
    expect(lines).toHaveLength(CART_MAX_LINES);
    expect(lines.find((l) => l.productId === String(made[0]!.id))?.quantity).toBe(3);
  });

  it("uses the variant's inventory, not the product's stock", async () => {
    const { product, variants } = await variantProduct(2);
    await t.db.update(products).set({ stock: 50 }).where(eq(products.id, product.id));
    const tempCartId = guestId();
    const res = await add(product.id, 3, tempCartId, variants[0]!.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Only 2 items available in stock');
  });

  it('refuses an out-of-stock product by name, and makes no cart', async () => {
    const product = await simpleProduct(0);
    const tempCartId = guestId();
    const res = await add(product.id, 1, tempCartId);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`${product.name} is out of stock`);
    expect(await t.db.select().from(carts).where(eq(carts.tempCartId, tempCartId))).toEqual([]);
  });
});

describe(`POST /api/cart/add refusals (${process.env.API_TEST_DATABASE})`, () => {
  it('needs the variant of a product that has variants, and only one of its own', async () => {
    const { product, variants } = await variantProduct(5);
    const { variants: otherVariants } = await variantProduct(5);
    const simple = await simpleProduct(5);
    const tempCartId = guestId();
    const cases: [unknown, string][] = [
      [{ productId: String(product.id), qty: 1, tempCartId }, 'variantId'],
      [{ productId: String(product.id), variantId: 'default', qty: 1, tempCartId }, 'variantId'],
      [
        { productId: String(product.id), variantId: String(otherVariants[0]!.id), qty: 1, tempCartId },
        'variantId',
      ],
      [{ productId: String(product.id), variantId: '999999', qty: 1, tempCartId }, 'variantId'],
      [{ productId: String(simple.id), variantId: String(variants[0]!.id), qty: 1, tempCartId }, 'variantId'],
    ];
    for (const [payload, field] of cases) {
      const res = await addToCart(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().details[0].field).toBe(field);
    }
    expect(await t.db.select().from(carts).where(eq(carts.tempCartId, tempCartId))).toEqual([]);
  });

  it('answers 404 for an unknown product and 409 for a hidden one, saying it is no longer available', async () => {
    const hidden = await simpleProduct(5);
    await t.db.update(products).set({ status: false }).where(eq(products.id, hidden.id));
    const tempCartId = guestId();
    const unknown = await addToCart({ productId: '999999', qty: 1, tempCartId });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Product not found');
    const withdrawn = await addToCart({ productId: String(hidden.id), qty: 1, tempCartId });
    expect(withdrawn.statusCode).toBe(409);
    expect(withdrawn.json().message).toBe(
      `This piece is no longer available: ${hidden.name} has been withdrawn`,
    );
    expect(withdrawn.json().details[0].field).toBe('productId');
    expect(await guestLines(tempCartId)).toEqual([]);
  });

  it('rejects bad input with a 400 naming the field, and changes nothing', async () => {
    const product = await simpleProduct(10);
    const tempCartId = guestId();
    await add(product.id, 1, tempCartId);
    const productId = String(product.id);
    const cases: [unknown, string][] = [
      [{ productId, qty: 0, tempCartId }, 'qty'],
      [{ productId, qty: 100, tempCartId }, 'qty'],
      [{ productId, qty: 1.5, tempCartId }, 'qty'],
      [{ productId, qty: '2', tempCartId }, 'qty'],
      [{ productId, qty: -1, tempCartId }, 'qty'],
      [{ productId, qty: null, tempCartId }, 'qty'],
      [{ qty: 1, tempCartId }, 'productId'],
      [{ productId: product.id, qty: 1, tempCartId }, 'productId'],
      [{ productId: 'abc', qty: 1, tempCartId }, 'productId'],
      [{ productId: '1; drop table carts', qty: 1, tempCartId }, 'productId'],
      [{ productId, variantId: 'abc', qty: 1, tempCartId }, 'variantId'],
      [{ productId, variantId: 5, qty: 1, tempCartId }, 'variantId'],
      [{ productId, qty: 1, tempCartId: 'cart123' }, 'tempCartId'],
      [{ productId, qty: 1, tempCartId: 'temp_' }, 'tempCartId'],
      [{ productId, qty: 1, tempCartId: 'temp_has spaces!' }, 'tempCartId'],
      [{ productId, qty: 1, tempCartId: 42 }, 'tempCartId'],
      [{ productId, qty: 1 }, 'tempCartId'],
      [{ productId, qty: 1, tempCartId, price: 1 }, 'price'],
    ];
    for (const [payload, field] of cases) {
      const res = await addToCart(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(
        res.json().details.map((d: { field: string }) => d.field),
        JSON.stringify(payload),
      ).toContain(field);
    }
    expect(quantities(await guestLines(tempCartId))).toEqual([[productId, 'default', 1]]);
  });

  it('refuses a line past the per-line limit even with plenty of stock', async () => {
    const product = await simpleProduct(500);
    const tempCartId = guestId();
    expect((await add(product.id, 99, tempCartId)).statusCode).toBe(200);
    const res = await add(product.id, 1, tempCartId);
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('qty');
    expect(quantities(await guestLines(tempCartId))).toEqual([[String(product.id), 'default', 99]]);
  });
});

describe(`GET /api/cart refusals (${process.env.API_TEST_DATABASE})`, () => {
  it('needs a well-formed tempCartId from a guest, and no other parameters', async () => {
    for (const query of [
      '',
      '?tempCartId=',
      '?tempCartId=abc',
      '?tempCartId=temp_x',
      `?tempCartId=${'a'.repeat(300)}`,
    ]) {
      const res = await getCart(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().details[0].field).toBe('tempCartId');
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
    const extra = await getCart(`?tempCartId=${guestId()}&userId=1`);
    expect(extra.statusCode).toBe(400);
  });

  it('treats a token that no longer works as a 401, not as a guest', async () => {
    const res = await getCart(`?tempCartId=${guestId()}`, { authorization: 'Bearer not-a-token' });
    expect(res.statusCode).toBe(401);
  });
});

describe(`PUT /api/cart (${process.env.API_TEST_DATABASE})`, () => {
  it('replaces the cart: sums duplicates, caps at stock, drops what cannot be bought', async () => {
    const a = await simpleProduct(4);
    const b = await simpleProduct(10);
    const soldOut = await simpleProduct(0);
    const hidden = await simpleProduct(5);
    await t.db.update(products).set({ status: false }).where(eq(products.id, hidden.id));
    const { product: withVariants, variants } = await variantProduct(3);
    const tempCartId = guestId();
    await add(b.id, 5, tempCartId);
    const res = await replaceCart({
      tempCartId,
      items: [
        { productId: String(a.id), quantity: 3 },
        { productId: String(a.id), variantId: 'default', quantity: 3 },
        { productId: String(soldOut.id), quantity: 1 },
        { productId: String(hidden.id), quantity: 1 },
        { productId: '999999', quantity: 1 },
        { productId: String(withVariants.id), quantity: 1 },
        { productId: String(withVariants.id), variantId: String(variants[0]!.id), quantity: 2 },
        { productId: String(b.id), quantity: 1 },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(quantities((res.json() as CartResponse).cart.items)).toEqual([
      [String(a.id), 'default', 4],
      [String(withVariants.id), String(variants[0]!.id), 2],
      [String(b.id), 'default', 1],
    ]);
    expect(quantities(await guestLines(tempCartId))).toEqual(quantities(res.json().cart.items));

    const emptied = await replaceCart({ tempCartId, items: [] });
    expect(emptied.json().cart.items).toEqual([]);
  });

  it('rejects bad input with a 400 naming the field, and changes nothing', async () => {
    const product = await simpleProduct(10);
    const tempCartId = guestId();
    await add(product.id, 2, tempCartId);
    const productId = String(product.id);
    const line = { productId, quantity: 1 };
    const cases: [unknown, string][] = [
      [{ tempCartId }, 'items'],
      [{ tempCartId, items: 'all' }, 'items'],
      [{ tempCartId, items: [{ ...line, quantity: 0 }] }, 'items.0.quantity'],
      [{ tempCartId, items: [{ ...line, quantity: 100 }] }, 'items.0.quantity'],
      [{ tempCartId, items: [{ ...line, quantity: 1.5 }] }, 'items.0.quantity'],
      [{ tempCartId, items: [{ ...line, quantity: '2' }] }, 'items.0.quantity'],
      [{ tempCartId, items: [line, { productId: 'x', quantity: 1 }] }, 'items.1.productId'],
      [{ tempCartId, items: [{ ...line, variantId: 'big' }] }, 'items.0.variantId'],
      [{ tempCartId, items: [{ ...line, price: 10 }] }, 'items.0'],
      [{ tempCartId, items: Array.from({ length: 51 }, () => line) }, 'items'],
      [{ tempCartId: 'nope', items: [line] }, 'tempCartId'],
      [{ items: [line] }, 'tempCartId'],
      [{ tempCartId, items: [line], total: 5 }, 'total'],
    ];
    for (const [payload, field] of cases) {
      const res = await replaceCart(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 200)).toBe(400);
      const fields = res
        .json()
        .details.map((d: { field: string }) => d.field)
        .join(' ');
      expect(fields, JSON.stringify(payload).slice(0, 200)).toContain(field);
    }
    expect(quantities(await guestLines(tempCartId))).toEqual([[productId, 'default', 2]]);
  });
});

describe(`PUT /api/cart/line (${process.env.API_TEST_DATABASE})`, () => {
  it('lowers and removes one line and leaves the others as they are', async () => {
    const a = await simpleProduct(10);
    const b = await simpleProduct(10);
    const { product: withVariants, variants } = await variantProduct(5);
    const tempCartId = guestId();
    await add(a.id, 4, tempCartId);
    await add(withVariants.id, 2, tempCartId, variants[0]!.id);
    await add(b.id, 1, tempCartId);

    const lowered = await setLine({ tempCartId, productId: String(a.id), quantity: 2 });
    expect(lowered.statusCode).toBe(200);
    expect(lowered.headers['cache-control']).toBe('private, no-store');
    expect(quantities((lowered.json() as CartResponse).cart.items)).toEqual([
      [String(a.id), 'default', 2],
      [String(withVariants.id), String(variants[0]!.id), 2],
      [String(b.id), 'default', 1],
    ]);
    const removed = await setLine({
      tempCartId,
      productId: String(withVariants.id),
      variantId: String(variants[0]!.id),
      quantity: 0,
    });
    expect(quantities(removed.json().cart.items)).toEqual([
      [String(a.id), 'default', 2],
      [String(b.id), 'default', 1],
    ]);
    expect(quantities(await guestLines(tempCartId))).toEqual(quantities(removed.json().cart.items));
    // a line that is not there, removed again: nothing changes
    const again = await setLine({
      tempCartId,
      productId: String(withVariants.id),
      variantId: String(variants[0]!.id),
      quantity: 0,
    });
    expect(again.json()).toEqual(removed.json());
    // and a cart that does not exist stays so
    const stranger = guestId();
    expect((await setLine({ tempCartId: stranger, productId: String(a.id), quantity: 0 })).json()).toEqual({
      success: true,
      cart: { items: [] },
    });
    expect(await t.db.select().from(carts).where(eq(carts.tempCartId, stranger))).toEqual([]);
  });

  it('raises within stock, refuses past it as an add does, and lowers below what is left', async () => {
    const product = await simpleProduct(5);
    const tempCartId = guestId();
    await add(product.id, 2, tempCartId);
    const line = { tempCartId, productId: String(product.id) };
    expect(quantities((await setLine({ ...line, quantity: 5 })).json().cart.items)).toEqual([
      [String(product.id), 'default', 5],
    ]);
    const refused = await setLine({ ...line, quantity: 6 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'OUT_OF_STOCK',
      message: 'Only 5 items available in stock',
      details: [{ field: 'qty', available: 5 }],
    });
    // the desk sells some elsewhere: the shopper can still come down, though not yet to what is left
    await t.db.update(products).set({ stock: 2 }).where(eq(products.id, product.id));
    expect(quantities((await setLine({ ...line, quantity: 4 })).json().cart.items)).toEqual([
      [String(product.id), 'default', 4],
    ]);
    expect((await setLine({ ...line, quantity: 5 })).statusCode).toBe(409);
    expect(quantities(await guestLines(tempCartId))).toEqual([[String(product.id), 'default', 4]]);
    // a line not in the cart goes in by the same rules
    const other = await simpleProduct(3);
    const added = await setLine({ tempCartId, productId: String(other.id), quantity: 3 });
    expect(quantities(added.json().cart.items)).toContainEqual([String(other.id), 'default', 3]);
  });

  it('lowers or removes a line of a piece no longer sold, but never raises it', async () => {
    const hidden = await simpleProduct(5);
    const tempCartId = guestId();
    await add(hidden.id, 3, tempCartId);
    await t.db.update(products).set({ status: false }).where(eq(products.id, hidden.id));
    const line = { tempCartId, productId: String(hidden.id) };
    const raised = await setLine({ ...line, quantity: 4 });
    expect(raised.statusCode).toBe(409);
    expect(raised.json()).toMatchObject({ code: 'UNAVAILABLE' });
    expect((await setLine({ ...line, quantity: 1 })).json().cart.items).toMatchObject([
      { quantity: 1, available: false, notice: 'This piece is no longer available' },
    ]);
    expect((await setLine({ ...line, quantity: 0 })).json().cart.items).toEqual([]);
  });

  it("acts on a signed-in shopper's own cart, and rejects bad input with a 400 naming the field", async () => {
    const shopper = await signIn(t);
    const product = await simpleProduct(10);
    const productId = String(product.id);
    await addToCart({ productId, qty: 3 }, shopper.auth);
    const tempCartId = guestId();
    await add(product.id, 1, tempCartId);
    const mine = await setLine({ productId, quantity: 1, tempCartId }, shopper.auth);
    expect(quantities(mine.json().cart.items)).toEqual([[productId, 'default', 1]]);
    expect(quantities(await guestLines(tempCartId))).toEqual([[productId, 'default', 1]]);

    const cases: [unknown, string][] = [
      [{ tempCartId, productId }, 'quantity'],
      [{ tempCartId, productId, quantity: -1 }, 'quantity'],
      [{ tempCartId, productId, quantity: 100 }, 'quantity'],
      [{ tempCartId, productId, quantity: 1.5 }, 'quantity'],
      [{ tempCartId, productId: 'x', quantity: 1 }, 'productId'],
      [{ tempCartId, productId, variantId: 'big', quantity: 1 }, 'variantId'],
      [{ tempCartId, productId, quantity: 1, price: 10 }, 'price'],
      [{ tempCartId: 'nope', productId, quantity: 1 }, 'tempCartId'],
      [{ productId, quantity: 1 }, 'tempCartId'],
    ];
    for (const [payload, field] of cases) {
      const res = await setLine(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const fields = res
        .json()
        .details.map((d: { field: string }) => d.field)
        .join(' ');
      expect(fields, JSON.stringify(payload)).toContain(field);
    }
    expect(quantities(await guestLines(tempCartId))).toEqual([[productId, 'default', 1]]);
  });
});

describe(`a signed-in shopper's cart (${process.env.API_TEST_DATABASE})`, () => {
  it("uses the shopper's own cart and ignores a tempCartId; guests cannot reach it", async () => {
    const shopper = await signIn(t);
    const product = await simpleProduct(5);
    const tempCartId = guestId();
    const added = await addToCart({ productId: String(product.id), qty: 2, tempCartId }, shopper.auth);
    expect(added.statusCode).toBe(200);
    expect(added.headers['cache-control']).toBe('private, no-store');
    expect(await guestLines(tempCartId)).toEqual([]);

    const mine = await getCart('', shopper.auth);
    expect(quantities(mine.json().cart.items)).toEqual([[String(product.id), 'default', 2]]);
    const withTemp = await getCart(`?tempCartId=${tempCartId}`, shopper.auth);
    expect(withTemp.json()).toEqual(mine.json());

    const other = await signIn(t);
    expect((await getCart('', other.auth)).json().cart.items).toEqual([]);
    expect((await getCart('')).statusCode).toBe(400);

    const replaced = await replaceCart(
      { tempCartId, items: [{ productId: String(product.id), quantity: 1 }] },
      shopper.auth,
    );
    expect(quantities(replaced.json().cart.items)).toEqual([[String(product.id), 'default', 1]]);
    const [cart] = await t.db
      .select()
      .from(carts)
      .where(eq(carts.userId, Number(shopper.user._id)));
    expect(cart?.tempCartId).toBeNull();
    expect(await t.db.select().from(carts).where(eq(carts.tempCartId, tempCartId))).toEqual([]);
  });
});

describe(`POST /api/cart/merge (${process.env.API_TEST_DATABASE})`, () => {
  it("adds the guest cart to the shopper's, capped at stock, and deletes the guest cart", async () => {
    const shared = await simpleProduct(3);
    const guestOnly = await simpleProduct(5);
    const mineOnly = await simpleProduct(5);
    const soldOut = await simpleProduct(5);
    const shopper = await signIn(t);
    const tempCartId = guestId();
    await add(shared.id, 2, tempCartId);
    await add(guestOnly.id, 1, tempCartId);
    await add(soldOut.id, 1, tempCartId);
    await t.db.update(products).set({ stock: 0 }).where(eq(products.id, soldOut.id));
    for (const [product, qty] of [
      [mineOnly, 1],
      [shared, 2],
    ] as const) {
      await addToCart({ productId: String(product.id), qty }, shopper.auth);
    }

    const res = await mergeCart({ tempCartId }, shopper.auth);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(quantities(res.json().cart.items)).toEqual([
      [String(mineOnly.id), 'default', 1],
      [String(shared.id), 'default', 3],
      [String(guestOnly.id), 'default', 1],
    ]);
    expect(await t.db.select().from(carts).where(eq(carts.tempCartId, tempCartId))).toEqual([]);
    expect(await guestLines(tempCartId)).toEqual([]);
    expect((await getCart('', shopper.auth)).json()).toEqual(res.json());

    const again = await mergeCart({ tempCartId }, shopper.auth);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(res.json());
  });

  it("answers the shopper's cart for a tempCartId it does not know", async () => {
    const shopper = await signIn(t);
    const res = await mergeCart({ tempCartId: guestId() }, shopper.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, cart: { items: [] } });
  });

  it('is for signed-in shoppers only, and checks its input', async () => {
    const product = await simpleProduct(5);
    const tempCartId = guestId();
    await add(product.id, 1, tempCartId);
    const guest = await mergeCart({ tempCartId });
    expect(guest.statusCode).toBe(401);
    const shopper = await signIn(t);
    const cases: [unknown, string][] = [
      [{}, 'tempCartId'],
      [{ tempCartId: 'abc' }, 'tempCartId'],
      [{ tempCartId: 7 }, 'tempCartId'],
      [{ tempCartId, userId: '1' }, 'userId'],
    ];
    for (const [payload, field] of cases) {
      const res = await mergeCart(payload, shopper.auth);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(
        res
          .json()
          .details.map((d: { field: string }) => d.field)
          .join(' '),
      ).toContain(field);
    }
    expect(quantities(await guestLines(tempCartId))).toEqual([[String(product.id), 'default', 1]]);
    expect(
      await t.db
        .select()
        .from(cartItems)
        .innerJoin(carts, eq(carts.id, cartItems.cartId))
        .where(eq(carts.userId, Number(shopper.user._id))),
    ).toEqual([]);
  });
});
