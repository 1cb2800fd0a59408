import { act, cleanup, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCartItem } from '../../../test/factories';
import { loginSuccess, logout } from '../../auth';
import { createCartSync } from '../server-cart-sync';
import { cartAnswer, createCartStore, createServerLine, stubFetch } from '../test-utils';
import { CartSync } from './cart-sync';

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('<CartSync/>', () => {
  it('reads the guest cart on load, merges it at sign-in and keeps it as a new guest cart at sign-out', async () => {
    localStorage.setItem('tempCartId', 'temp_guest0001');
    const calls = stubFetch((call) =>
      cartAnswer(call.path === '/cart/merge' ? [createServerLine({ productId: '71', quantity: 3 })] : []),
    );
    const store = createCartStore([{ ...createCartItem({ _id: '71', productId: '71' }), quantity: 1 }]);
    render(
      <Provider store={store}>
        <CartSync sync={createCartSync({ debounceMs: 10 })} />
      </Provider>,
    );
    await vi.waitFor(() => expect(calls.map((c) => c.path)).toContain('/cart?tempCartId=temp_guest0001'));

    localStorage.setItem('accessToken', 'shopper-token');
    act(() => {
      store.dispatch(loginSuccess({ user: { _id: '7' }, accessToken: 'shopper-token' }));
    });
    await vi.waitFor(() => expect(store.getState().cart.cartItems[0]?.quantity).toBe(3));
    expect(calls.map((c) => `${c.method} ${c.path}`).slice(-2)).toEqual(['PUT /cart', 'POST /cart/merge']);
    expect(localStorage.getItem('tempCartId')).toBeNull();

    localStorage.removeItem('accessToken');
    act(() => {
      store.dispatch(logout());
    });
    expect(localStorage.getItem('tempCartId')).toMatch(/^temp_/);
    expect(store.getState().cart.cartItems).toMatchObject([{ _id: '71', quantity: 3 }]);
  });
});
