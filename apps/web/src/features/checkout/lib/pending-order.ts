import type { PlaceOrderRequest } from '@svarna/contracts';

/**
 * The order placed by an attempt whose payment did not go through. Trying again pays for the same order
 * (it already holds the stock) as long as what would be ordered is the same; anything different (lines,
 * address, payment method, total) places a new one.
 */
const KEY = 'checkout-pending-order';

interface PendingOrder {
  orderId: string;
  request: string;
}

const fingerprint = (request: PlaceOrderRequest) => JSON.stringify(request);

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The pending order placed for exactly this request, if there is one. */
export function pendingOrderFor(request: PlaceOrderRequest): string | null {
  try {
    const saved = JSON.parse(session()?.getItem(KEY) ?? 'null') as PendingOrder | null;
    return saved && saved.request === fingerprint(request) ? saved.orderId : null;
  } catch {
    return null;
  }
}

export function rememberPendingOrder(orderId: string, request: PlaceOrderRequest): void {
  try {
    session()?.setItem(KEY, JSON.stringify({ orderId, request: fingerprint(request) }));
  } catch {
    // storage blocked: a retry then places a new order, which the server prices and stocks anew
  }
}

export function forgetPendingOrder(): void {
  try {
    session()?.removeItem(KEY);
  } catch {
    // nothing to forget
  }
}
