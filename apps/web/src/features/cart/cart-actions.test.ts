import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../lib/toast';
import { createCartItem, createProduct, createVariant } from '../../test/factories';
import { createCartActions } from './cart-actions';
import { cartItemFromProduct } from './cart-item-from-product';
import { type CartItem, toggleDrawer } from './cart-slice';
import { createCartSync } from './server-cart-sync';
import {
  type ApiCall,
  cartAnswer,
  createCartStore,
  createServerLine,
  json,
  refusal,
  stubFetch,
} from './test-utils';

type Answers = Partial<Record<string, (call: ApiCall) => Response | Promise<Response>>>;

/** Answers by method and path; an unknown request fails the way a dropped connection does. */
function api(answers: Answers) {
  return stubFetch((call) => {
    const answer = answers[`${call.method} ${call.path.split('?')[0]}`];
    if (!answer) throw new TypeError(`fetch failed: ${call.method} ${call.path}`);
    return answer(call);
  });
}

const productAnswer = (product: object) => () => json(200, { success: true, product });
const added = () => cartAnswer([]);

function setup(items: CartItem[] = []) {
  const store = createCartStore(items);
  return { store, cart: createCartActions(store, createCartSync()) };
}

let errorToast: ReturnType<typeof vi.spyOn>;
let successToast: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  localStorage.clear();
  errorToast = vi.spyOn(toast, 'error').mockImplementation(() => {});
  successToast = vi.spyOn(toast, 'success').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.unstubAllGlobals());

describe('cart actions: add', () => {
  it('adds one unit after a live stock check, opens the drawer saying so and tells the server', async () => {
    const product = createProduct({ _id: '21', name: 'Temple Jhumkas', stock: 4 });
    const calls = api({ 'GET /products/21': productAnswer(product), 'POST /cart/add': added });
    const { store, cart } = setup();

    expect(await cart.add(product)).toBe(true);

    expect(store.getState().cart.cartItems).toMatchObject([{ _id: '21', quantity: 1, stock: 4 }]);
    expect(store.getState().cart.isDrawerOpen).toBe(true);
    // the drawer says it, not a toast over its Checkout and 'Continue Shopping →'
    expect(store.getState().cart.drawerNotice).toEqual({
      kind: 'success',
      text: 'Temple Jhumkas added to cart',
    });
    expect(successToast).not.toHaveBeenCalled();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /products/21', 'POST /cart/add']);
    expect(calls[1]?.body).toEqual({
      productId: '21',
      variantId: null,
      qty: 1,
      tempCartId: expect.stringMatching(/^temp_[0-9a-f]{32}$/),
    });
  });

  it("uses the variant's inventory, read fresh, not the product's stock or the page's copy", async () => {
    const variant = createVariant({ _id: '5', inventory: 9 });
    const product = createProduct({ _id: '22', stock: 50, variants: [variant] });
    const live = { ...product, variants: [{ ...variant, inventory: 1 }] };
    api({ 'GET /products/22': productAnswer(live), 'POST /cart/add': added });
    const inCart = { ...cartItemFromProduct(product, variant), quantity: 1 };
    const { store, cart } = setup([inCart]);

    expect(await cart.add(product, variant)).toBe(false);

    expect(errorToast).toHaveBeenCalledWith('Only 1 items available in stock');
    expect(store.getState().cart.cartItems[0]?.quantity).toBe(1);
    expect(store.getState().cart.isDrawerOpen).toBe(false);
  });

  it("uses the product's stock for a product bought without a variant", async () => {
    const product = createProduct({ _id: '23', stock: 8 });
    api({ 'GET /products/23': productAnswer({ ...product, stock: 2 }), 'POST /cart/add': added });
    const { cart } = setup([{ ...cartItemFromProduct(product), quantity: 2 }]);
    expect(await cart.add(product)).toBe(false);
    expect(errorToast).toHaveBeenCalledWith('Only 2 items available in stock');
  });

  it("refuses a product with nothing left: 'Out of Stock'", async () => {
    const product = createProduct({ _id: '24' });
    const calls = api({ 'GET /products/24': productAnswer({ ...product, stock: 0 }) });
    const { store, cart } = setup();
    expect(await cart.add(product)).toBe(false);
    expect(errorToast).toHaveBeenCalledWith('Out of Stock');
    expect(store.getState().cart.cartItems).toEqual([]);
    expect(calls).toHaveLength(1);
  });

  it('goes ahead when the stock check cannot be made', async () => {
    const product = createProduct({ _id: '25' });
    api({ 'POST /cart/add': added });
    const { store, cart } = setup();
    expect(await cart.add(product)).toBe(true);
    expect(store.getState().cart.cartItems).toMatchObject([{ _id: '25', quantity: 1 }]);
  });

  it("shows the server's refusal and does not raise the line", async () => {
    const product = createProduct({ _id: '26', stock: 5 });
    api({
      'GET /products/26': productAnswer(product),
      'POST /cart/add': () => refusal(409, 'Only 1 items available in stock'),
    });
    const { store, cart } = setup([{ ...cartItemFromProduct(product), quantity: 1 }]);
    expect(await cart.add(product)).toBe(false);
    expect(errorToast).toHaveBeenCalledWith('Only 1 items available in stock');
    expect(store.getState().cart.cartItems[0]?.quantity).toBe(1);
  });

  it('keeps the line here when the server cannot be reached', async () => {
    const product = createProduct({ _id: '27' });
    api({ 'GET /products/27': productAnswer(product) });
    const { store, cart } = setup();
    expect(await cart.add(product)).toBe(true);
    expect(store.getState().cart.cartItems).toHaveLength(1);
  });

  it('says it failed when the product is gone', async () => {
    const product = createProduct({ _id: '28' });
    api({
      'GET /products/28': () => refusal(404, 'Product not found'),
      'POST /cart/add': () => refusal(404, 'Product not found'),
    });
    const { store, cart } = setup();
    expect(await cart.add(product)).toBe(false);
    expect(errorToast).toHaveBeenCalledWith('Failed to add item to cart. Please try again.');
    expect(store.getState().cart.cartItems).toEqual([]);
  });

  it("a piece the store hid: the server's cart says why, and no line goes in", async () => {
    const product = createProduct({ _id: '33', name: 'Zephyr Anklet' });
    const message = 'This piece is no longer available: Zephyr Anklet has been withdrawn';
    const calls = api({
      // the shop no longer shows it; the page that offered it was open from before
      'GET /products/33': () => refusal(404, 'Product not found'),
      'POST /cart/add': () => json(409, { success: false, code: 'UNAVAILABLE', message }),
    });
    const { store, cart } = setup();

    expect(await cart.add(product)).toBe(false);

    expect(errorToast).toHaveBeenCalledWith(message);
    expect(calls.map((c) => `${c.method} ${c.path.split('?')[0]}`)).toEqual([
      'GET /products/33',
      'POST /cart/add',
    ]);
    expect(store.getState().cart.cartItems).toEqual([]);
    expect(store.getState().cart.isDrawerOpen).toBe(false);
  });

  it('leaves the drawer shut and the toast out when asked, and runs onAdded before the drawer opens', async () => {
    const product = createProduct({ _id: '29' });
    api({ 'GET /products/29': productAnswer(product), 'POST /cart/add': added });
    const { store, cart } = setup();
    await cart.add(product, null, { openDrawer: false, quiet: true });
    expect(store.getState().cart.isDrawerOpen).toBe(false);
    expect(successToast).not.toHaveBeenCalled();

    const drawerWhenAdded: boolean[] = [];
    await cart.add(product, null, {
      onAdded: () => drawerWhenAdded.push(store.getState().cart.isDrawerOpen),
    });
    expect(drawerWhenAdded).toEqual([false]);
    expect(store.getState().cart.isDrawerOpen).toBe(true);
  });

  it('applies the prices of the server answer once the sync is connected', async () => {
    const product = createProduct({ _id: '30', salePrice: 2499, sp: 2499, basePrice: 2999 });
    api({
      'GET /products/30': productAnswer(product),
      'POST /cart/add': () =>
        cartAnswer([createServerLine({ productId: '30', price: 2199, basePrice: 2999 })]),
    });
    const store = createCartStore();
    const sync = createCartSync();
    sync.connect(store);
    await createCartActions(store, sync).add(product);
    expect(store.getState().cart.cartItems[0]).toMatchObject({ salePrice: 2199, sp: 2199, quantity: 1 });
  });
});

describe('cart actions: the cart lines', () => {
  it('increase checks the live stock of the line’s variant', async () => {
    const variant = createVariant({ _id: '8', inventory: 3 });
    const product = createProduct({ _id: '31', stock: 40, variants: [variant] });
    const line = { ...cartItemFromProduct(product, variant), quantity: 2 };
    const calls = api({ 'GET /products/31': productAnswer(product), 'POST /cart/add': added });
    const { store, cart } = setup([line]);

    expect(await cart.increase(line)).toBe(true);
    expect(store.getState().cart.cartItems[0]?.quantity).toBe(3);
    expect(calls[1]?.body).toMatchObject({ productId: '31', variantId: '8', qty: 1 });
    expect(store.getState().cart.isDrawerOpen).toBe(false);
    expect(successToast).not.toHaveBeenCalled();

    expect(await cart.increase(store.getState().cart.cartItems[0]!)).toBe(false);
    expect(errorToast).toHaveBeenCalledWith('Only 3 items available in stock');
    expect(store.getState().cart.cartItems[0]?.quantity).toBe(3);
  });

  it('says a refusal inside the open drawer, where a toast would cover its actions', async () => {
    const product = createProduct({ _id: '35', stock: 1 });
    const line = { ...cartItemFromProduct(product), quantity: 1 };
    api({ 'GET /products/35': productAnswer(product), 'POST /cart/add': added });
    const { store, cart } = setup([line]);
    store.dispatch(toggleDrawer(true));

    expect(await cart.increase(line)).toBe(false);
    expect(errorToast).not.toHaveBeenCalled();
    expect(store.getState().cart.drawerNotice).toEqual({
      kind: 'error',
      text: 'Only 1 items available in stock',
    });

    store.dispatch(toggleDrawer(false));
    expect(store.getState().cart.drawerNotice).toBeUndefined();
  });

  it('increase on a line of a hidden piece says so and marks the line unavailable', async () => {
    const line = { ...createCartItem({ _id: '36', name: 'Zephyr Anklet', stock: 4 }), quantity: 1 };
    const message = 'This piece is no longer available: Zephyr Anklet has been withdrawn';
    api({
      'GET /products/36': () => refusal(404, 'Product not found'),
      'POST /cart/add': () => json(409, { success: false, code: 'UNAVAILABLE', message }),
    });
    const store = createCartStore([line]);
    const sync = createCartSync();
    sync.connect(store);

    expect(await createCartActions(store, sync).increase(line)).toBe(false);

    expect(errorToast).toHaveBeenCalledWith(message);
    expect(store.getState().cart.cartItems).toMatchObject([
      { _id: '36', quantity: 1, available: false, stock: 0, notice: 'This piece is no longer available' },
    ]);
  });

  it('buy now adds once: a line already in the cart is left as it is', async () => {
    const product = createProduct({ _id: '32' });
    const calls = api({ 'GET /products/32': productAnswer(product), 'POST /cart/add': added });
    const { store, cart } = setup();
    expect(await cart.buyNow(product)).toBe(true);
    expect(await cart.buyNow(product)).toBe(true);
    expect(store.getState().cart.cartItems).toMatchObject([{ _id: '32', quantity: 1 }]);
    expect(store.getState().cart.isDrawerOpen).toBe(false);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('decrease, remove and clear go through the slice', () => {
    const a = { ...createCartItem({ _id: 'a' }), quantity: 3 };
    const b = { ...createCartItem({ _id: 'b' }), quantity: 1 };
    const { store, cart } = setup([a, b]);
    cart.decrease(a);
    expect(store.getState().cart.cartItems[0]?.quantity).toBe(2);
    cart.remove(a);
    expect(store.getState().cart.cartItems.map((i) => i._id)).toEqual(['b']);
    cart.clear();
    expect(store.getState().cart.cartItems).toEqual([]);
  });
});
