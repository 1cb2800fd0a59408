import type { Order } from '@svarna/contracts';
import { ORDER_POLL_MS } from './checkout-messages';

/**
 * Reads the order every 5 s until the server (told by the payment webhook) marks the COD advance paid.
 * A failed read is tried again 5 s later. Stops, without settling, when `signal` aborts.
 */
export function waitForAdvancePaid(
  orderId: string,
  readOrder: (orderId: string) => Promise<Order>,
  signal: AbortSignal,
  intervalMs = ORDER_POLL_MS,
): Promise<Order> {
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      timer = setTimeout(check, intervalMs);
    };
    const check = async () => {
      if (signal.aborted) return;
      try {
        const order = await readOrder(orderId);
        if (signal.aborted) return;
        if (order.tokenPaymentStatus === 'paid') resolve(order);
        else schedule();
      } catch {
        if (!signal.aborted) schedule();
      }
    };
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
    schedule();
  });
}
