import { configureStore } from '@reduxjs/toolkit';
import type { CartLine } from '@svarna/contracts';
import { vi } from 'vitest';
import { type AuthState, authReducer } from '../auth';
import { type CartItem, cartReducer, initialCartState } from './cart-slice';

export interface ApiCall {
  method: string;
  /** after /api, with the query string */
  path: string;
  body: unknown;
  authorization: string | null;
}

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const cartAnswer = (items: CartLine[]) => json(200, { success: true, cart: { items } });

export const refusal = (status: number, message: string) =>
  json(status, { success: false, message, code: status === 409 ? 'OUT_OF_STOCK' : 'BAD_REQUEST' });

/** Stubs fetch; every request is recorded and answered by `answer`. */
export function stubFetch(answer: (call: ApiCall) => Response | Promise<Response>): ApiCall[] {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const call: ApiCall = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace(/^\/api/, '') + url.search,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      authorization: headers.Authorization ?? null,
    };
    calls.push(call);
    return answer(call);
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

export function createServerLine(overrides: Partial<CartLine> = {}): CartLine {
  return {
    productId: '1',
    variant: 'default',
    quantity: 1,
    name: 'Kundan Choker',
    slug: 'kundan-choker',
    price: 2499,
    basePrice: 2999,
    stock: 10,
    featuredImage: null,
    variantAttributes: [],
    ...overrides,
  };
}

const guest: AuthState = { user: null, accessToken: null, isAuthenticated: false };
export const signedIn: AuthState = {
  user: { _id: '7', name: 'Asha Rao' },
  accessToken: 'token',
  isAuthenticated: true,
};

export function createCartStore(cartItems: CartItem[] = [], auth: AuthState = guest) {
  return configureStore({
    reducer: { cart: cartReducer, auth: authReducer },
    preloadedState: { cart: { ...initialCartState, cartItems }, auth },
  });
}
