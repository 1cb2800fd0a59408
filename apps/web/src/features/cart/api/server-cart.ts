import type { CartLine, CartResponse } from '@svarna/contracts';
import { http } from '../../../lib/http-client';

/**
 * A guest's cart is named by its temp id; a signed-in shopper's by the bearer token the client adds (the
 * server then ignores a temp id). Every call answers the whole cart as the server holds it now.
 */
type GuestId = string | null;

const linesOf = (response: CartResponse): CartLine[] => response.cart.items;

export interface LineChange {
  productId: string;
  /** variant id, or 'default' */
  variant: string;
  quantity: number;
}

const body = ({ productId, variant }: LineChange, tempCartId: GuestId) => ({
  productId,
  variantId: variant === 'default' ? null : variant,
  ...(tempCartId ? { tempCartId } : {}),
});

export const getServerCart = async (tempCartId: GuestId) =>
  linesOf(await http.get<CartResponse>('/cart', { query: { tempCartId } }));

/** `quantity` more of a line, within stock (409 past it, or for a piece no longer sold). */
export const addServerCartLine = async (line: LineChange, tempCartId: GuestId) =>
  linesOf(await http.post<CartResponse>('/cart/add', { ...body(line, tempCartId), qty: line.quantity }));

/** A line at `quantity` (0 removes it); raising it is held to stock as an add is. */
export const setServerCartLine = async (line: LineChange, tempCartId: GuestId) =>
  linesOf(await http.put<CartResponse>('/cart/line', { ...body(line, tempCartId), quantity: line.quantity }));

export const emptyServerCart = async (tempCartId: GuestId) =>
  linesOf(await http.put<CartResponse>('/cart', { items: [], ...(tempCartId ? { tempCartId } : {}) }));

/** At sign-in: the guest cart's lines join the shopper's (within stock) and the guest cart is deleted. */
export const mergeGuestCart = async (tempCartId: string) =>
  linesOf(await http.post<CartResponse>('/cart/merge', { tempCartId }));
