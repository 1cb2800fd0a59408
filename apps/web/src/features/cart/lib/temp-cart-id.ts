import { readString, removeKey, storageKeys, writeString } from '../../../lib/storage';

/** TempCartIdSchema's rule, without bringing zod into the storefront bundle. */
const TEMP_CART_ID = /^temp_[A-Za-z0-9_-]{8,64}$/;

/** 'temp_' and 32 hex digits from the browser's cryptographic random source. */
export function newTempCartId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `temp_${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** The guest's stored cart id, when it has a valid one. */
export function readTempCartId(): string | null {
  const id = readString(storageKeys.tempCartId);
  return id && TEMP_CART_ID.test(id) ? id : null;
}

/** The guest's cart id, made and stored on first use. */
export function ensureTempCartId(): string {
  const existing = readTempCartId();
  if (existing) return existing;
  const id = newTempCartId();
  writeString(storageKeys.tempCartId, id);
  return id;
}

export const dropTempCartId = () => removeKey(storageKeys.tempCartId);

/**
 * The cart lives on the server: the copy an earlier version of the storefront kept in local storage
 * (and the lines noted at sign-out) are dropped.
 */
export function forgetLocalCart(): void {
  removeKey(storageKeys.cart);
  removeKey(storageKeys.cartAtSignOut);
}
