import type { Order } from '@svarna/contracts';
import { ORDER_POLL_MS } from './checkout-messages';

/** The first wait after a read that found the advance not yet marked; each next wait doubles, up to 5 s. */
export const FIRST_POLL_MS = 500;

/** The wait before read number `read + 1` (0-based `read`): 500 ms, 1 s, 2 s, 4 s, then every 5 s. */
export const pollDelay = (read: number) => Math.min(FIRST_POLL_MS * 2 ** read, ORDER_POLL_MS);

/**
 * Reads the order at once (the webhook usually lands before the payment window's handler returns), then
 * again with a growing wait (`pollDelay`, at most every 5 s) until the server, told by the payment
 * webhook, marks the COD advance paid. A failed read is tried again on the same schedule. Stops, without
 * settling, when `signal` aborts.
 */
export function waitForAdvancePaid(
  orderId: string,
  readOrder: (orderId: string) => Promise<Order>,
  signal: AbortSignal,
  delay: (read: number) => number = pollDelay,
): Promise<Order> {
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let reads = 0;
    const check = async () => {
      if (signal.aborted) return;
      try {
        const order = await readOrder(orderId);
        if (signal.aborted) return;
        if (order.tokenPaymentStatus === 'paid') return resolve(order);
      } catch {
        if (signal.aborted) return;
      }
      timer = setTimeout(check, delay(reads));
      reads += 1;
    };
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
    void check();
  });
}
