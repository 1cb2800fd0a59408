import type { CartLine } from '@svarna/contracts';
import { QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../lib/toast';
import { createProduct, createVariant } from '../../test/factories';
import { createTestQueryClient } from '../../test/render-app';
import { type AuthState, initialAuthState, session } from '../auth';
import { createCartActions } from './cart-actions';
import { cartDrawer } from './drawer';
import { CART_OFFLINE } from './lib/cart-messages';
import { cartQuery, cartQueryKey } from './server-cart';
import { type ApiCall, cartAnswer, createServerLine, json, refusal, signedIn, stubFetch } from './test-utils';

type Answers = Partial<Record<string, (call: ApiCall) => Response | Promise<Response>>>;

/** Answers by method and path; an unknown request fails the way a dropped connection does. */
function api(answers: Answers) {
  return stubFetch((call) => {
    const answer = answers[`${call.method} ${call.path.split('?')[0]}`];
    if (!answer) throw new TypeError(`fetch failed: ${call.method} ${call.path}`);
    return answer(call);
  });
}

/** The cart actions over a query client holding the server's cart as last answered (`lines`). */
function setup(lines: CartLine[] = [], auth: AuthState = initialAuthState) {
  session.reset(auth);
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(cartQueryKey(auth), lines);
  const held = () => queryClient.getQueryData<CartLine[]>(cartQueryKey(auth));
  return { queryClient, held, cart: createCartActions(queryClient) };
}

/** A component showing the signed-in shopper's cart (an active query, read again when invalidated). */
function watch(queryClient: ReturnType<typeof createTestQueryClient>) {
  return new QueryObserver(queryClient, { ...cartQuery(signedIn), refetchOnMount: false }).subscribe(
    () => {},
  );
}

const stockRefusal = (available: number, message = `Only ${available} items available in stock`) =>
  refusal(409, message, { details: [{ field: 'qty', message, available }] });

let errorToast: ReturnType<typeof vi.spyOn>;
let successToast: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  localStorage.clear();
  cartDrawer.close();
  errorToast = vi.spyOn(toast, 'error').mockImplementation(() => {});
  successToast = vi.spyOn(toast, 'success').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('cart actions: add', () => {
  it("shows the line at once, sends it under a new guest cart id, and takes the server's answer", async () => {
    const product = createProduct({ _id: '21', name: 'Temple Jhumkas', stock: 4 });
    const answered = createServerLine({ productId: '21', name: 'Temple Jhumkas', price: 2100, stock: 4 });
    let release = () => {};
    const calls = api({
      'POST /cart/add': () =>
        new Promise((resolve) => {
          release = () => resolve(cartAnswer([answered]));
        }),
    });
    const { cart, held } = setup();

    const adding = cart.add(product);
    await vi.waitFor(() => expect(held()).toMatchObject([{ productId: '21', quantity: 1 }]));
    expect(cartDrawer.get().open).toBe(false);
    release();
    expect(await adding).toBe(true);

    expect(held()).toEqual([answered]);
    const tempCartId = localStorage.getItem('tempCartId');
    expect(tempCartId).toMatch(/^temp_[0-9a-f]{32}$/);
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ['POST', '/cart/add', { productId: '21', variantId: null, qty: 1, tempCartId }],
    ]);
    // the drawer says it, not a toast over its Checkout and 'Continue Shopping →'
    expect(cartDrawer.get()).toEqual({
      open: true,
      notice: { kind: 'success', text: 'Temple Jhumkas added to cart' },
    });
    expect(successToast).not.toHaveBeenCalled();
  });

  it("sends the chosen variant, and a signed-in shopper's line without a guest id", async () => {
    const variant = createVariant({ _id: '5', inventory: 3 });
    const product = createProduct({ _id: '22', variants: [variant], hasVariants: true });
    const calls = api({
      'POST /cart/add': () => cartAnswer([createServerLine({ productId: '22', variant: '5' })]),
    });
    const { cart } = setup([], signedIn);
    expect(await cart.add(product, variant)).toBe(true);
    expect(calls[0]?.body).toEqual({ productId: '22', variantId: '5', qty: 1 });
    expect(localStorage.getItem('tempCartId')).toBeNull();
  });

  it("a refusal past stock is undone and said in the store's words: 'Only N …', or 'Out of Stock'", async () => {
    const line = createServerLine({ productId: '23', quantity: 3, stock: 3 });
    api({ 'POST /cart/add': () => stockRefusal(3) });
    const { cart, held } = setup([line]);
    expect(await cart.increase(line)).toBe(false);
    expect(errorToast).toHaveBeenCalledWith('Only 3 items available in stock');
    expect(held()).toEqual([line]);

    api({ 'POST /cart/add': () => stockRefusal(0, 'Kundan Choker is out of stock') });
    expect(await cart.add(createProduct({ _id: '24', stock: 0 }))).toBe(false);
    expect(errorToast).toHaveBeenLastCalledWith('Out of Stock');
    expect(held()).toEqual([line]);
  });

  it('offline: says so, sends nothing and changes nothing', async () => {
    const calls = api({});
    const { cart, held } = setup();
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(await cart.add(createProduct({ _id: '25' }))).toBe(false);
    expect(errorToast).toHaveBeenCalledWith(CART_OFFLINE);
    expect(calls).toEqual([]);
    expect(held()).toEqual([]);
    online.mockRestore();
  });

  it('a connection that drops: the line shown is taken back, and the shopper is told', async () => {
    api({});
    const { cart, held } = setup();
    expect(await cart.add(createProduct({ _id: '26' }))).toBe(false);
    expect(errorToast).toHaveBeenCalledWith(CART_OFFLINE);
    expect(held()).toEqual([]);
    expect(cartDrawer.get().open).toBe(false);
  });

  it('any other failure says the add failed', async () => {
    api({
      'POST /cart/add': () => json(404, { success: false, message: 'Product not found', code: 'NOT_FOUND' }),
    });
    const { cart } = setup();
    expect(await cart.add(createProduct({ _id: '27' }))).toBe(false);
    expect(errorToast).toHaveBeenCalledWith('Failed to add item to cart. Please try again.');
  });

  it("a piece the store hid: the server's words, and the cart marked to be read again", async () => {
    const hidden = createServerLine({ productId: '28', name: 'Polki Ring' });
    const message = 'This piece is no longer available: Polki Ring has been withdrawn';
    api({ 'POST /cart/add': () => json(409, { success: false, message, code: 'UNAVAILABLE' }) });
    const { cart, held, queryClient } = setup([hidden]);
    expect(await cart.increase(hidden)).toBe(false);
    expect(errorToast).toHaveBeenCalledWith(message);
    expect(held()).toEqual([hidden]);
    // read again by whatever shows the cart
    expect(queryClient.getQueryState(cartQueryKey(initialAuthState))?.isInvalidated).toBe(true);
  });

  it('says a refusal inside the open drawer, where a toast would cover its actions', async () => {
    const line = createServerLine({ productId: '29', quantity: 2, stock: 2 });
    api({ 'POST /cart/add': () => stockRefusal(2) });
    const { cart } = setup([line]);
    cartDrawer.open();
    await cart.increase(line);
    expect(cartDrawer.get().notice).toEqual({ kind: 'error', text: 'Only 2 items available in stock' });
    expect(errorToast).not.toHaveBeenCalled();
  });

  it('leaves the drawer shut and the toast out when asked, and runs onAdded before the drawer opens', async () => {
    api({ 'POST /cart/add': () => cartAnswer([createServerLine({ productId: '30' })]) });
    const { cart } = setup();
    const order: string[] = [];
    await cart.add(createProduct({ _id: '30' }), null, { quiet: true, openDrawer: false });
    expect(cartDrawer.get().open).toBe(false);
    await cart.add(createProduct({ _id: '30' }), null, {
      onAdded: () => order.push(`added, drawer ${cartDrawer.get().open ? 'open' : 'shut'}`),
    });
    expect(order).toEqual(['added, drawer shut']);
    expect(cartDrawer.get().open).toBe(true);
  });

  it('changes one at a time, in order, and shows the last answer', async () => {
    const line = createServerLine({ productId: '31', quantity: 1 });
    let quantity = 1;
    const calls = api({
      'POST /cart/add': async () => {
        quantity += 1;
        await new Promise((resolve) => setTimeout(resolve, 5));
        return cartAnswer([{ ...line, quantity }]);
      },
    });
    const { cart, held } = setup([line]);
    await Promise.all([cart.increase(line), cart.increase(line)]);
    expect(calls).toHaveLength(2);
    expect(held()).toMatchObject([{ quantity: 3 }]);
  });

  it('buy now adds once: a line already in the cart is left as it is', async () => {
    const calls = api({});
    const { cart } = setup([createServerLine({ productId: '32' })]);
    expect(await cart.buyNow(createProduct({ _id: '32' }))).toBe(true);
    expect(calls).toEqual([]);
  });
});

describe('cart actions: quantities', () => {
  it('lowers and removes by line on the server, shown before it answers', async () => {
    const line = createServerLine({ productId: '41', variant: '3', quantity: 3 });
    const calls = api({
      'PUT /cart/line': (call) => {
        const { quantity } = call.body as { quantity: number };
        return cartAnswer(quantity ? [{ ...line, quantity }] : []);
      },
    });
    const { cart, held } = setup([line], signedIn);
    const lowering = cart.decrease(line);
    await vi.waitFor(() => expect(held()).toMatchObject([{ quantity: 2 }]));
    expect(await lowering).toBe(true);
    expect(await cart.remove(line)).toBe(true);
    expect(held()).toEqual([]);
    expect(calls.map((c) => c.body)).toEqual([
      { productId: '41', variantId: '3', quantity: 2 },
      { productId: '41', variantId: '3', quantity: 0 },
    ]);
  });

  it('never lowers below one', async () => {
    const calls = api({});
    const { cart } = setup([createServerLine({ productId: '42' })]);
    expect(await cart.decrease(createServerLine({ productId: '42' }))).toBe(false);
    expect(calls).toEqual([]);
  });

  it('a failed change is undone and the shopper told', async () => {
    const line = createServerLine({ productId: '43', quantity: 2 });
    api({
      'PUT /cart/line': () => json(500, { success: false, message: 'Internal error', code: 'INTERNAL' }),
    });
    const { cart, held } = setup([line], signedIn);
    expect(await cart.remove(line)).toBe(false);
    expect(errorToast).toHaveBeenCalledWith('Failed to update your cart. Please try again.');
    expect(held()).toEqual([line]);
  });

  it('marks the lines an order was refused for, then reads the cart again', async () => {
    const line = createServerLine({ productId: '44' });
    api({ 'GET /cart': () => cartAnswer([line]) });
    const { cart, held, queryClient } = setup([line, createServerLine({ productId: '45' })], signedIn);
    const unsubscribe = watch(queryClient);
    cart.markUnavailable([{ productId: '45', variant: 'default' }]);
    expect(held()?.map((l) => [l.productId, l.available])).toEqual([
      ['44', true],
      ['45', false],
    ]);
    await vi.waitFor(() => expect(held()).toEqual([line]));
    unsubscribe();
  });
});

describe('the cart query', () => {
  it('has no cart to read for a guest who added nothing', async () => {
    const calls = api({});
    const { queryClient } = setup();
    expect(await queryClient.fetchQuery(cartQuery(initialAuthState))).toEqual([]);
    expect(calls).toEqual([]);
  });

  it("at sign-in merges the guest's cart into the shopper's, once, and forgets the guest id", async () => {
    localStorage.setItem('tempCartId', 'temp_guest00001');
    const merged = [createServerLine({ productId: '51', quantity: 3 })];
    const calls = api({
      'POST /cart/merge': () => cartAnswer(merged),
      'GET /cart': () => cartAnswer(merged),
    });
    const { queryClient } = setup([], signedIn);
    queryClient.removeQueries();
    expect(await queryClient.fetchQuery(cartQuery(signedIn))).toEqual(merged);
    expect(localStorage.getItem('tempCartId')).toBeNull();
    expect(await queryClient.fetchQuery({ ...cartQuery(signedIn), staleTime: 0 })).toEqual(merged);
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ['POST', '/cart/merge', { tempCartId: 'temp_guest00001' }],
      ['GET', '/cart', undefined],
    ]);
  });
});
