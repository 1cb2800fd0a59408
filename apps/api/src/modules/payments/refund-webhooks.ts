import { and, eq, isNull, or } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { refunds } from '../../db/schema';
import type { RefundEvent } from '../../providers/payments/payment-provider';
import { afterRefundsSettled } from '../admin/admin-refunds';
import { createOrderRepository } from '../orders/order-repository';

/**
 * A refund.processed or refund.failed webhook, inside the transaction that recorded its event id. The
 * refund is found by the provider's refund id, or, while we have none for it (our call to the provider
 * got no answer), by the payment it refunds (each payment is refunded once). An unknown refund is
 * ignored. Processed: the refund is marked so, and an order refund gets its credit note, the order
 * refunded once all its order refunds are (a second payment given back gets neither).
 * Failed: a requested refund is marked failed with the reason, so the desk's retry shows; a processed
 * refund never goes back.
 */
export async function applyRefundEvent(tx: Tx, event: RefundEvent, now: Date) {
  const [refund] = await tx
    .select()
    .from(refunds)
    .where(
      or(
        eq(refunds.providerRefundId, event.refundId),
        and(isNull(refunds.providerRefundId), eq(refunds.providerPaymentId, event.paymentId)),
      ),
    )
    .limit(1);
  if (!refund) return;
  const order = await createOrderRepository(tx).lock(refund.orderId);
  // read again under the order's lock: a settling call to the provider may have moved it meanwhile
  const [current] = await tx.select().from(refunds).where(eq(refunds.id, refund.id)).for('update');
  if (!current || current.status === 'processed') return;
  if (event.type === 'refund.processed') {
    await tx
      .update(refunds)
      .set({ status: 'processed', providerRefundId: event.refundId, failureReason: null, updatedAt: now })
      .where(eq(refunds.id, current.id));
    await afterRefundsSettled(tx, order, 'payment', now);
  } else {
    await tx
      .update(refunds)
      .set({
        status: 'failed',
        providerRefundId: event.refundId,
        failureReason: (event.reason || 'The refund failed at the payment provider').slice(0, 500),
        updatedAt: now,
      })
      .where(eq(refunds.id, current.id));
  }
}
