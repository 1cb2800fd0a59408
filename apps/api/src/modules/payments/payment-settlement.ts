import { canMove, formatPaise, type Order, PAID_STATUS } from '@svarna/contracts';
import { commitWithLast, type Tx } from '../../db/client';
import { withFields } from '../../lib/with-fields';
import type { RefundRow } from '../admin/admin-order-repository';
import { requestDuplicateRefund } from '../admin/admin-refunds';
import { issueInvoice, type Seller } from '../invoices/invoice-issuer';
import { toOrder } from '../orders/order-mapper';
import {
  createOrderRepository,
  type OrderDetails,
  type OrderRow,
  type PaymentAttemptRow,
} from '../orders/order-repository';
import { createStockRepository } from '../orders/stock-repository';

/** What a settlement did, so the caller knows whom to tell after the transaction commits. */
export type Settlement =
  | { outcome: 'unknown' }
  | { outcome: 'unchanged'; orderId: string }
  /** the payment was not for the attempt's amount in its currency: nothing is marked paid */
  | { outcome: 'refused'; orderId: string }
  /** with the order, its lines and history as the settlement left them: the answer and the messages */
  | { outcome: 'paid'; orderId: string; order: Order }
  | { outcome: 'refund_due'; orderId: string }
  /**
   * a second payment for an order already paid: recorded, and a refund of it (kind duplicate_payment)
   * inserted, which the caller hands to the provider once the transaction has committed
   */
  | { outcome: 'duplicate'; orderId: string; refund: RefundRow };

class Sold extends Error {}

export interface SettlementInput {
  providerOrderId: string;
  paymentId: string;
  /** what the provider reports the payment was for */
  amountPaise: number;
  currency: string;
  actor: string;
  at: Date;
  seller: Seller;
}

/** The order a settlement answers: its row as moved, with its lines and history. */
const withDetails = (row: OrderRow, details: OrderDetails) =>
  toOrder(row, details.items.get(row.id) ?? [], details.events.get(row.id) ?? []);

/** The attempt of a provider order and its order, both locked for the transaction (null: no such attempt). */
export const lockForSettlement = (tx: Tx, providerOrderId: string) =>
  createOrderRepository(tx).lockAttemptAndOrder(providerOrderId);

/**
 * Records a captured payment and moves its order forward, once: the attempt and the order are locked,
 * the payment must be for the attempt's amount in the attempt's currency (INR),
 * and a second report of the same payment (the other of verify and webhook, or a replay) changes nothing.
 * A payment for an order that expired takes the stock again when it is there; otherwise the order is
 * marked for a refund. A paid order gets its GST tax invoice in the same transaction; a refund never does.
 * Another payment for an order already paid (another attempt's, or a second one on the same attempt) is
 * the shopper's money paid twice: it is recorded and refunded, the order left as it is. It must be its
 * transaction's last work: a payment that moves the order commits with its last statements.
 */
export async function settlePayment(
  tx: Tx,
  input: SettlementInput,
  /** the attempt and its order, locked: a caller may start it with other statements (lockForSettlement) */
  locking = lockForSettlement(tx, input.providerOrderId),
): Promise<Settlement> {
  const orders = createOrderRepository(tx);
  const locked = await locking;
  if (!locked) return { outcome: 'unknown' };
  const { attempt, order } = locked;
  const again = attempt.status === 'paid';
  if (again && attempt.providerPaymentId === input.paymentId)
    return { outcome: 'unchanged', orderId: attempt.orderId };
  if (input.amountPaise !== attempt.amountPaise || input.currency !== attempt.currency) {
    if (!again)
      await orders.updateAttempt(attempt.id, {
        failureReason: `payment ${input.paymentId} of ${input.amountPaise} ${input.currency} instead of ${attempt.amountPaise} ${attempt.currency}`,
      });
    return { outcome: 'refused', orderId: attempt.orderId };
  }
  // A second payment on an attempt already paid keeps the attempt's first payment id: that is the one an
  // order refund (a cancel) gives back; the second one is refunded now.
  if (again) return refundSecondPayment(tx, order, attempt, input);
  const attemptPaid = { status: 'paid' as const, providerPaymentId: input.paymentId, paidAt: input.at };
  if (order.paymentStatus !== 'unpaid') {
    await orders.updateAttempt(attempt.id, attemptPaid);
    return refundSecondPayment(tx, order, attempt, input);
  }

  const paid = {
    paymentStatus: 'paid' as const,
    paidAt: input.at,
    updatedAt: input.at,
    ...(order.paymentMethod === 'cod' ? { tokenPaymentStatus: 'paid' as const } : {}),
  };
  const what = attempt.kind === 'cod_token' ? 'Advance for cash on delivery received' : 'Payment received';
  // The order waiting for this payment moves on, as any paid order may. Its update and its invoice lock
  // rows every payment of the day shares (the day's summaries, the year's invoice counter) until commit,
  // so they come last. The attempt's update, the order's move and the invoice go out together, in this
  // order, with the order's lines and history read and the commit: the settlement is its transaction's
  // last work (both callers return it as their transaction's end).
  if (canMove({ status: order.status, paymentStatus: 'paid' }, PAID_STATUS)) {
    const event = { status: PAID_STATUS, note: what, actor: input.actor, at: input.at };
    // the lines and history (the new event among them) answer the verify call and the confirmation
    const [, row, , details] = await commitWithLast(tx, () =>
      Promise.all([
        orders.updateAttempt(attempt.id, attemptPaid),
        orders.moveAndRead(order.id, withFields(paid, { status: PAID_STATUS }), event),
        issueInvoice(tx, order.id, input.seller, input.at),
        orders.loadDetails([order.id]),
      ]),
    );
    return { outcome: 'paid', orderId: order.id, order: withDetails(row, details) };
  }
  await orders.updateAttempt(attempt.id, attemptPaid);
  // Only an order the expiry job closed is revived; one the store cancelled stays cancelled and is refunded.
  const expired = order.stockReleasedAt !== null && (await orders.cancelledBy(order.id)) === 'system';
  if (expired && (await retakeStock(tx, order.id))) {
    const note = `${what} after the order had expired; items reserved again`;
    const event = { status: PAID_STATUS, note, actor: input.actor, at: input.at };
    const row = await orders.moveAndRead(
      order.id,
      withFields(paid, { status: PAID_STATUS, stockReleasedAt: null }),
      event,
    );
    await issueInvoice(tx, order.id, input.seller, input.at);
    return {
      outcome: 'paid',
      orderId: order.id,
      order: withDetails(row, await orders.loadDetails([order.id])),
    };
  }
  await orders.update(order.id, { paymentStatus: 'refund_due', paidAt: input.at, updatedAt: input.at });
  const note = expired
    ? `${what} after the order had closed and its items were gone; refund due`
    : `${what} after the order was cancelled; refund due`;
  await orders.addEvent(order.id, { status: order.status, note, actor: input.actor, at: input.at });
  return { outcome: 'refund_due', orderId: order.id };
}

/**
 * A payment for an order whose payment has already come (paid, refund due or refunded): a refund of it
 * and a note in the history, once per payment (a replay finds the refund there and changes nothing).
 */
async function refundSecondPayment(
  tx: Tx,
  order: OrderRow,
  attempt: PaymentAttemptRow,
  input: { paymentId: string; amountPaise: number; actor: string; at: Date },
): Promise<Settlement> {
  const refund = await requestDuplicateRefund(
    tx,
    {
      orderId: order.id,
      provider: attempt.provider,
      providerPaymentId: input.paymentId,
      amountPaise: input.amountPaise,
    },
    input.actor,
    input.at,
  );
  if (!refund) return { outcome: 'unchanged', orderId: order.id };
  const amount = formatPaise(input.amountPaise, { decimals: true });
  await createOrderRepository(tx).addEvent(order.id, {
    status: order.status,
    note: `Second payment of ${amount} received for an order already paid; refunding it`,
    actor: input.actor,
    at: input.at,
  });
  return { outcome: 'duplicate', orderId: order.id, refund };
}

/** Takes an expired order's stock again, all lines or none (a savepoint undoes a partial take). */
async function retakeStock(tx: Tx, orderId: string): Promise<boolean> {
  const items = await createOrderRepository(tx).itemsOf([orderId]);
  if (items.some((item) => item.productId === null)) return false;
  try {
    await tx.transaction(async (savepoint) => {
      const lines = items.map((i) => ({
        productId: i.productId!,
        variantId: i.variantId,
        quantity: i.quantity,
      }));
      if (!(await createStockRepository(savepoint).take(lines))) throw new Sold();
    });
    return true;
  } catch (err) {
    if (err instanceof Sold) return false;
    throw err;
  }
}
