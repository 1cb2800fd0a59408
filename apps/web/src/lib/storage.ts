/** Every localStorage key the storefront uses, in one place. */
export const storageKeys = {
  /** where an earlier version kept the cart (it lives on the server now): removed at start */
  cart: 'cart',
  theme: 'theme',
  topBarVisible: 'topBarVisible',
  utmParams: 'utm_params',
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  user: 'user',
  /** a guest's server cart id: 'temp_' and a random string */
  tempCartId: 'tempCartId',
  /** an earlier version's note of the cart at sign-out: removed at start */
  cartAtSignOut: 'cartAtSignOut',
} as const;

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const memory = new Map<string, string>();
const memoryStorage: KeyValueStorage = {
  getItem: (k) => memory.get(k) ?? null,
  setItem: (k, v) => {
    memory.set(k, v);
  },
  removeItem: (k) => {
    memory.delete(k);
  },
};

/** localStorage when the browser allows it (private mode and tests may not), else an in-memory stand-in. */
export function getStorage(): KeyValueStorage {
  try {
    if (typeof window !== 'undefined' && window.localStorage) return window.localStorage;
  } catch {
    // storage access can throw (blocked cookies); fall through
  }
  return memoryStorage;
}

export function readString(key: string, storage: KeyValueStorage = getStorage()): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

export function writeString(key: string, value: string, storage: KeyValueStorage = getStorage()): void {
  try {
    storage.setItem(key, value);
  } catch (error) {
    console.warn(`Could not save ${key}`, error);
  }
}

export function removeKey(key: string, storage: KeyValueStorage = getStorage()): void {
  try {
    storage.removeItem(key);
  } catch {
    // nothing to do
  }
}

export function readJson<T>(key: string, storage: KeyValueStorage = getStorage()): T | null {
  const raw = readString(key, storage);
  if (raw == null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown, storage: KeyValueStorage = getStorage()): void {
  writeString(key, JSON.stringify(value), storage);
}
