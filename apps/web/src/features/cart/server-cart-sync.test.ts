import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCartItem } from '../../test/factories';
import { addToCart, type CartItem, decrementQuantity, removeFromCart } from './cart-slice';
import { createCartSync } from './server-cart-sync';
import { type ApiCall, cartAnswer, createCartStore, createServerLine, stubFetch } from './test-utils';

const GUEST_ID = 'temp_0123456789abcdef';
const line = (productId: string, quantity: number, variant = 'default'): CartItem => ({
  ...createCartItem({
    _id: variant === 'default' ? productId : `${productId}-${variant}`,
    productId,
    variant,
  }),
  quantity,
});
const requests = (calls: ApiCall[]) => calls.map((c) => `${c.method} ${c.path}`);
const settle = () => new Promise((resolve) => setTimeout(resolve, 60));

function setup(items: CartItem[], answer: (call: ApiCall) => Response) {
  const calls = stubFetch(answer);
  const store = createCartStore(items);
  const sync = createCartSync({ debounceMs: 10 });
  sync.connect(store);
  return { calls, store, sync, items: () => store.getState().cart.cartItems };
}

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.unstubAllGlobals());

describe('server cart sync: changes', () => {
  it('writes rapid changes as one PUT of the whole cart, then shows the prices it answers', async () => {
    localStorage.setItem('tempCartId', GUEST_ID);
    const { calls, store, items } = setup([line('41', 3), line('42', 1, '9')], () =>
      cartAnswer([createServerLine({ productId: '41', quantity: 1, price: 1999, basePrice: 2999 })]),
    );
    store.dispatch(decrementQuantity('41'));
    store.dispatch(decrementQuantity('41'));
    store.dispatch(removeFromCart('42-9'));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await settle();

    expect(requests(calls)).toEqual(['PUT /cart']);
    expect(calls[0]?.body).toEqual({
      items: [{ productId: '41', variantId: null, quantity: 1 }],
      tempCartId: GUEST_ID,
    });
    expect(items()).toMatchObject([{ _id: '41', quantity: 1, sp: 1999, salePrice: 1999, basePrice: 2999 }]);
  });

  it('keeps the local cart when the server cannot be reached', async () => {
    const { calls, store, items } = setup([line('43', 2)], () => {
      throw new TypeError('fetch failed');
    });
    store.dispatch(decrementQuantity('43'));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await settle();
    expect(items()).toMatchObject([{ _id: '43', quantity: 1 }]);
    expect(console.warn).toHaveBeenCalled();
  });
});

describe('server cart sync: signing in and out', () => {
  it('at sign-in writes the guest cart under its temp id, merges it and shows the merged cart', async () => {
    localStorage.setItem('tempCartId', GUEST_ID);
    const merged = [
      createServerLine({ productId: '44', quantity: 2 }),
      createServerLine({ productId: '45', variant: '3', quantity: 1, name: 'Polki Ring' }),
    ];
    const { calls, sync, items } = setup([line('44', 1)], (call) =>
      cartAnswer(call.path === '/cart/merge' ? merged : []),
    );
    localStorage.setItem('accessToken', 'shopper-token');

    await sync.signIn();
    await settle();

    expect(requests(calls)).toEqual(['PUT /cart', 'POST /cart/merge']);
    expect(calls[0]).toMatchObject({
      authorization: null,
      body: { items: [{ productId: '44', variantId: null, quantity: 1 }], tempCartId: GUEST_ID },
    });
    expect(calls[1]).toMatchObject({ authorization: 'Bearer shopper-token', body: { tempCartId: GUEST_ID } });
    expect(items().map((i) => [i._id, i.quantity, i.name])).toEqual([
      ['44', 2, 'Kundan Choker'],
      ['45-3', 1, 'Polki Ring'],
    ]);
    expect(localStorage.getItem('tempCartId')).toBeNull();
  });

  it('keeps this device’s cart and writes it to the account when the merge fails', async () => {
    localStorage.setItem('tempCartId', GUEST_ID);
    const { calls, sync, items } = setup([line('46', 2)], (call) => {
      if (call.path === '/cart/merge') throw new TypeError('fetch failed');
      return cartAnswer([]);
    });
    localStorage.setItem('accessToken', 'shopper-token');
    await sync.signIn();
    expect(requests(calls)).toEqual(['PUT /cart', 'POST /cart/merge', 'PUT /cart']);
    expect(calls[2]).toMatchObject({
      authorization: 'Bearer shopper-token',
      body: { items: [{ quantity: 2 }] },
    });
    expect(items()).toMatchObject([{ _id: '46', quantity: 2 }]);
  });

  it('at sign-out keeps the lines as a new guest cart; the next sign-in merges only what was added since', async () => {
    localStorage.setItem('accessToken', 'shopper-token');
    const { calls, store, sync } = setup([line('47', 1), line('48', 2)], () => cartAnswer([]));
    localStorage.removeItem('accessToken');
    sync.signOut();
    const guestId = localStorage.getItem('tempCartId');
    expect(guestId).toMatch(/^temp_[0-9a-f]{32}$/);
    expect(store.getState().cart.cartItems).toHaveLength(2);

    const { quantity: _q, ...more } = line('48', 1);
    store.dispatch(addToCart(more));
    localStorage.setItem('accessToken', 'shopper-token');
    await sync.signIn();

    const guestWrite = calls.find((c) => c.method === 'PUT' && c.authorization === null);
    expect(guestWrite?.body).toEqual({
      items: [{ productId: '48', variantId: null, quantity: 1 }],
      tempCartId: guestId,
    });
    expect(localStorage.getItem('cartAtSignOut')).toBeNull();
  });
});

describe("server cart sync: a signed-in device's first load", () => {
  beforeEach(() => localStorage.setItem('accessToken', 'shopper-token'));

  it("takes the server's cart when this device's is empty", async () => {
    const { calls, sync, items } = setup([], () =>
      cartAnswer([createServerLine({ productId: '51', variant: '6', quantity: 2 })]),
    );
    await sync.resume(true);
    await settle();
    expect(requests(calls)).toEqual(['GET /cart']);
    expect(items()).toMatchObject([{ _id: '51-6', productId: '51', variant: '6', quantity: 2 }]);
  });

  it('writes the lines of this device when both have lines and they differ', async () => {
    const { calls, sync, items } = setup([line('52', 1)], (call) =>
      cartAnswer(call.method === 'GET' ? [createServerLine({ productId: '53', quantity: 4 })] : []),
    );
    await sync.resume(true);
    await settle();
    expect(requests(calls)).toEqual(['GET /cart', 'PUT /cart']);
    expect(calls[1]?.body).toEqual({ items: [{ productId: '52', variantId: null, quantity: 1 }] });
    expect(items().map((i) => i._id)).toEqual(['52']);
  });

  it('merges a guest cart left waiting (signed in elsewhere in the meantime)', async () => {
    localStorage.setItem('tempCartId', GUEST_ID);
    const { calls, sync } = setup([line('54', 1)], () => cartAnswer([createServerLine({ productId: '54' })]));
    await sync.resume(true);
    expect(requests(calls)).toEqual(['PUT /cart', 'POST /cart/merge']);
  });
});

describe('server cart sync: what the store changed since a line was added', () => {
  const priceNotice = 'The price changed from ₹2,000 to ₹2,600 since you added this';

  it("refresh reads the server's cart: a new price and its notice, a hidden piece flagged", async () => {
    localStorage.setItem('tempCartId', GUEST_ID);
    const { calls, sync, items } = setup(
      [{ ...line('61', 2), sp: 2000, basePrice: 2000 }, line('62', 1)],
      () =>
        cartAnswer([
          createServerLine({
            productId: '61',
            quantity: 2,
            price: 2600,
            basePrice: 2600,
            priceWhenAdded: 2000,
          }),
          createServerLine({ productId: '62', stock: 0, available: false }),
        ]),
    );
    await sync.refresh();

    expect(requests(calls)).toEqual([`GET /cart?tempCartId=${GUEST_ID}`]);
    expect(items()).toMatchObject([
      { _id: '61', quantity: 2, sp: 2600, basePrice: 2600, available: true },
      { _id: '62', quantity: 1, stock: 0, available: false },
    ]);
    await settle();
    // nothing to write: the quantities are the server's
    expect(requests(calls)).toHaveLength(1);
  });

  it('refresh carries the notice, never brings a removed line back, and reads nothing for an empty cart', async () => {
    localStorage.setItem('tempCartId', GUEST_ID);
    const { calls, sync, items, store } = setup([line('63', 1)], () =>
      cartAnswer([createServerLine({ productId: '63', price: 2600, notice: priceNotice })]),
    );
    await sync.refresh();
    expect(items()).toMatchObject([{ _id: '63', sp: 2600, notice: priceNotice }]);

    // removed while a read is on its way, the write not yet sent: the old line in its answer stays out
    const read = sync.refresh();
    store.dispatch(removeFromCart('63'));
    await read;
    expect(items()).toEqual([]);
    await settle();
    expect(requests(calls)).toEqual([
      `GET /cart?tempCartId=${GUEST_ID}`,
      `GET /cart?tempCartId=${GUEST_ID}`,
      'PUT /cart',
    ]);
    expect(calls[2]?.body).toEqual({ items: [], tempCartId: GUEST_ID });

    // an empty cart has nothing to read
    await sync.refresh();
    expect(calls).toHaveLength(3);
  });

  it('a line the server left out of a written cart is shown unavailable, not kept at its old price', async () => {
    localStorage.setItem('tempCartId', GUEST_ID);
    const { calls, store, items } = setup([line('64', 2), line('65', 1)], () =>
      cartAnswer([createServerLine({ productId: '64', quantity: 1 })]),
    );
    store.dispatch(decrementQuantity('64'));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await settle();
    expect(calls[0]?.body).toMatchObject({ items: [{ productId: '64' }, { productId: '65' }] });
    expect(items()).toMatchObject([
      { _id: '64', quantity: 1, available: true },
      { _id: '65', quantity: 1, available: false, stock: 0, notice: 'This piece is no longer available' },
    ]);
  });
});
