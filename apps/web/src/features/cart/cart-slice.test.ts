import { describe, expect, it } from 'vitest';
import { createCartItem, createProduct, createVariant } from '../../test/factories';
import { cartItemFromProduct, defaultVariant } from './cart-item-from-product';
import {
  addToCart,
  type CartState,
  cartReducer,
  clearCart,
  decrementQuantity,
  initialCartState,
  removeFromCart,
  toggleDrawer,
} from './cart-slice';
import { loadCartState, saveCartState } from './cart-storage';
import { cartSubtotal } from './cart-totals';

const reduce = (state: CartState, ...actions: Parameters<typeof cartReducer>[1][]) =>
  actions.reduce((s, a) => cartReducer(s, a), state);

describe('cart slice', () => {
  it('addToCart adds a new line with quantity 1', () => {
    const item = createCartItem({ _id: 'a' });
    const state = reduce(initialCartState, addToCart(item));
    expect(state.cartItems).toEqual([{ ...item, quantity: 1 }]);
  });

  it('addToCart raises the quantity by 1 when the same _id exists', () => {
    const item = createCartItem({ _id: 'a' });
    const state = reduce(
      initialCartState,
      addToCart(item),
      addToCart(item),
      addToCart(createCartItem({ _id: 'b' })),
    );
    expect(state.cartItems.map((i) => [i._id, i.quantity])).toEqual([
      ['a', 2],
      ['b', 1],
    ]);
  });

  it('decrementQuantity lowers by 1 and never below 1', () => {
    const item = createCartItem({ _id: 'a' });
    let state = reduce(initialCartState, addToCart(item), addToCart(item), addToCart(item));
    state = reduce(state, decrementQuantity('a'));
    expect(state.cartItems[0]?.quantity).toBe(2);
    state = reduce(state, decrementQuantity('a'), decrementQuantity('a'), decrementQuantity('a'));
    expect(state.cartItems[0]?.quantity).toBe(1);
    expect(reduce(state, decrementQuantity('missing'))).toEqual(state);
  });

  it('removeFromCart drops the line by _id', () => {
    const state = reduce(
      initialCartState,
      addToCart(createCartItem({ _id: 'a' })),
      addToCart(createCartItem({ _id: 'b' })),
      removeFromCart('a'),
    );
    expect(state.cartItems.map((i) => i._id)).toEqual(['b']);
  });

  it('clearCart empties the cart and keeps the drawer state', () => {
    const state = reduce(initialCartState, addToCart(createCartItem()), toggleDrawer(true), clearCart());
    expect(state).toEqual({ cartItems: [], isDrawerOpen: true });
  });

  it('toggleDrawer sets the drawer state, or flips it without a value', () => {
    expect(reduce(initialCartState, toggleDrawer(true)).isDrawerOpen).toBe(true);
    expect(reduce(initialCartState, toggleDrawer(true), toggleDrawer(false)).isDrawerOpen).toBe(false);
    expect(reduce(initialCartState, toggleDrawer(undefined)).isDrawerOpen).toBe(true);
    expect(reduce(initialCartState, toggleDrawer(undefined), toggleDrawer(undefined)).isDrawerOpen).toBe(
      false,
    );
  });

  it('keys a variant line by product id and variant id', () => {
    const variant = createVariant({
      price: 5000,
      salePrice: 4500,
      inventory: 3,
      attributes: [
        { attribute_id: { _id: 's', name: 'Size' }, attribute_value_id: { _id: '7', value: '7' } },
      ],
    });
    const product = createProduct({ _id: 'p1', variants: [variant] });
    const line = cartItemFromProduct(product, variant);
    expect(line).toMatchObject({
      _id: `p1-${variant._id}`,
      productId: 'p1',
      variant: variant._id,
      salePrice: 4500,
      sp: 4500,
      basePrice: 5000,
      stock: 3,
      variantAttributes: [{ name: 'Size', value: '7' }],
    });
    expect(cartItemFromProduct(product)._id).toBe('p1');
  });

  it('subtotal uses the displayed price of each line', () => {
    const state = reduce(
      initialCartState,
      addToCart(createCartItem({ _id: 'a', salePrice: 900, sp: 1000 })),
      addToCart(createCartItem({ _id: 'a', salePrice: 900, sp: 1000 })),
      addToCart(createCartItem({ _id: 'b', salePrice: null, sp: 1000 })),
    );
    expect(cartSubtotal(state.cartItems)).toBe(2800);
  });
});

describe('cart persistence', () => {
  it("saves under 'cart' and restores the items with the drawer closed", () => {
    localStorage.clear();
    const state = reduce(initialCartState, addToCart(createCartItem({ _id: 'a' })), toggleDrawer(true));
    saveCartState(state);
    expect(JSON.parse(localStorage.getItem('cart') ?? '{}').cartItems).toHaveLength(1);
    expect(loadCartState()).toEqual({ cartItems: state.cartItems, isDrawerOpen: false });
  });

  it('ignores a corrupt saved cart', () => {
    localStorage.setItem('cart', '{not json');
    expect(loadCartState()).toEqual(initialCartState);
    localStorage.setItem('cart', JSON.stringify({ cartItems: [{ nope: true }] }));
    expect(loadCartState()).toEqual(initialCartState);
  });
});

describe('defaultVariant', () => {
  it('picks the first variant in stock, else the first', () => {
    const soldOut = createVariant({ inventory: 0 });
    const inStock = createVariant({ inventory: 2 });
    expect(defaultVariant(createProduct({ variants: [soldOut, inStock] }))).toBe(inStock);
    expect(defaultVariant(createProduct({ variants: [soldOut] }))).toBe(soldOut);
    expect(defaultVariant(createProduct({ variants: [] }))).toBeNull();
  });
});
