import { canCancel } from '@svarna/contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { conflict, notFound } from '../../lib/errors';
import type { PaymentProvider } from '../../providers/payments';
import { requestRefunds, sendRefunds } from '../admin/admin-refunds';
import { toOrder } from './order-mapper';
import type { OrderNotifications } from './order-notifications';
import { createOrderRepository, type OrderRow } from './order-repository';
import { createStockRepository } from './stock-repository';

export interface CancellationDeps {
  db: Db;
  clock: Clock;
  provider: PaymentProvider;
  notifications: OrderNotifications;
  logError: (err: unknown, message: string) => void;
}

export interface CancelRequest {
  orderId: string;
  /** who cancels, as the history records it: 'customer' or 'admin:<id>' */
  actor: string;
  /** the history's note, given whether the order was paid */
  note: (paid: boolean) => string;
  /** only the owner may cancel: another user's order is not found */
  ownerId?: number;
  /** the 409's message for an order past cancelling (the desk's plain one unless given) */
  refusal?: (status: OrderRow['status']) => string;
}

const PAID = new Set<OrderRow['paymentStatus']>(['paid', 'refund_due']);

/** Why the desk cannot cancel an order in this status. */
function deskRefusal(status: OrderRow['status']): string {
  return status === 'cancelled'
    ? 'This order is already cancelled'
    : `An order that is ${status} cannot be cancelled`;
}

/** Why a shopper cannot cancel an order in this status, and what she can do instead. */
function shopperRefusal(status: OrderRow['status']): string {
  if (status === 'shipped' || status === 'delivered')
    return `This order has already been ${status}, so it can no longer be cancelled; you can return it under our return policy instead`;
  return deskRefusal(status);
}

/**
 * Cancels an order not yet shipped, for the desk and the shopper alike. Under the order row's lock (so a
 * ship, a payment webhook or a second cancel at the same moment waits and then sees the cancellation):
 * its stock goes back exactly once (stockReleasedAt), a paid order is marked refund_due and its captured
 * payments get refund rows. Once committed the refunds go to the provider, and the shopper is told by
 * SMS and email what was cancelled and what is refunded.
 */
export async function cancelOrder(deps: CancellationDeps, request: CancelRequest): Promise<void> {
  const { db, clock, notifications } = deps;
  const { refunds } = await db.transaction(async (tx) => {
    const orders = createOrderRepository(tx);
    const order = await orders.lock(request.orderId);
    if (!order || (request.ownerId !== undefined && order.userId !== request.ownerId))
      throw notFound('Order not found');
    if (!canCancel(order.status)) throw conflict((request.refusal ?? deskRefusal)(order.status));
    const now = clock.now();
    if (!order.stockReleasedAt) {
      const lines = (await orders.itemsOf([order.id])).flatMap((item) =>
        item.productId === null
          ? []
          : [{ productId: item.productId, variantId: item.variantId, quantity: item.quantity }],
      );
      await createStockRepository(tx).give(lines);
    }
    const paid = PAID.has(order.paymentStatus);
    await orders.update(order.id, {
      status: 'cancelled',
      stockReleasedAt: order.stockReleasedAt ?? now,
      updatedAt: now,
      ...(paid ? { paymentStatus: 'refund_due' as const } : {}),
    });
    await orders.addEvent(order.id, {
      status: 'cancelled',
      note: request.note(paid),
      actor: request.actor,
      at: now,
    });
    return { refunds: paid ? await requestRefunds(tx, order, request.actor, now) : [] };
  });
  await sendRefunds(deps, refunds, request.actor);
  const repo = createOrderRepository(db);
  const row = await repo.findById(request.orderId);
  if (!row) return;
  const details = await repo.loadDetails([row.id]);
  const order = toOrder(row, details.items.get(row.id) ?? [], details.events.get(row.id) ?? []);
  notifications.cancelled(
    order,
    refunds.reduce((sum, r) => sum + r.amountPaise, 0),
  );
}

/**
 * The shopper's side: she cancels her own order from her account, or as a guest from the tracking page
 * (the caller has checked her permission for that order). Either way the history says the customer did.
 */
export function createShopperCancellation(deps: CancellationDeps) {
  const note = (from: string, reason?: string) => (paid: boolean) =>
    `Cancelled by the customer${from}${reason ? `: ${reason}` : ''}${paid ? '; payment to be refunded' : ''}`;

  async function cancelOwn(userId: number, orderId: string, reason?: string) {
    await cancelOrder(deps, {
      orderId,
      ownerId: userId,
      actor: 'customer',
      refusal: shopperRefusal,
      note: note('', reason),
    });
  }

  async function cancelTracked(orderId: string, reason?: string) {
    await cancelOrder(deps, {
      orderId,
      actor: 'customer',
      refusal: shopperRefusal,
      note: note(' from order tracking', reason),
    });
  }
  return { cancelOwn, cancelTracked };
}
export type ShopperCancellation = ReturnType<typeof createShopperCancellation>;
