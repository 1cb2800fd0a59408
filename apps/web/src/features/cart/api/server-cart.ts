import type { CartResponse } from '@svarna/contracts';
import { createHttpClient, type HttpClient, http } from '../../../lib/http-client';
import type { LineInput } from '../lib/server-lines';

/** A guest's cart is named by its temp id; a signed-in shopper's by the bearer token the client adds. */
export interface CartOwner {
  tempCartId?: string;
}

/**
 * Sends no session: at sign-in the guest cart is written after the shopper's token is stored, and a
 * request carrying that token would reach the shopper's cart instead of the guest's.
 */
const guestHttp = createHttpClient({
  fetch: (input, init) => globalThis.fetch(input, init),
  storage: { getItem: () => null, setItem: () => {}, removeItem: () => {} },
});

export const getServerCart = (owner: CartOwner) =>
  http.get<CartResponse>('/cart', { query: { tempCartId: owner.tempCartId } });

export const addServerCartLine = ({ productId, variantId, quantity }: LineInput, owner: CartOwner) =>
  http.post<CartResponse>('/cart/add', { productId, variantId, qty: quantity, ...owner });

export const replaceServerCart = (items: LineInput[], owner: CartOwner, client: HttpClient = http) =>
  client.put<CartResponse>('/cart', { items, ...owner });

/** Writes a guest's cart by its temp id, whoever is signed in on this device. */
export const replaceGuestCart = (items: LineInput[], tempCartId: string) =>
  replaceServerCart(items, { tempCartId }, guestHttp);

export const mergeGuestCart = (tempCartId: string) => http.post<CartResponse>('/cart/merge', { tempCartId });
