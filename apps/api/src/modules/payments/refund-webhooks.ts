import { and, eq, isNull, or } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { refunds } from '../../db/schema';
import type { RazorpayWebhook } from '../../providers/payments/payment-provider';
import { afterRefundsSettled } from '../admin/admin-refunds';
import { createOrderRepository } from '../orders/order-repository';

type RefundEntity = NonNullable<RazorpayWebhook['payload']['refund']>['entity'];

export const isRefundEvent = (event: string) => event === 'refund.processed' || event === 'refund.failed';

/**
 * A refund.processed or refund.failed webhook, inside the transaction that recorded its event id. The
 * refund is found by the provider's refund id, or, while we have none for it (our call to the provider
 * got no answer), by the payment it refunds (each payment is refunded once). An unknown refund is
 * ignored. Processed: the refund is marked so, and an order refund gets its credit note, the order
 * refunded once all its order refunds are (a second payment given back gets neither).
 * Failed: a requested refund is marked failed with the reason, so the desk's retry shows; a processed
 * refund never goes back.
 */
export async function applyRefundEvent(tx: Tx, event: string, entity: RefundEntity | undefined, now: Date) {
  if (!entity?.id || !entity.payment_id) return;
  const [refund] = await tx
    .select()
    .from(refunds)
    .where(
      or(
        eq(refunds.providerRefundId, entity.id),
        and(isNull(refunds.providerRefundId), eq(refunds.providerPaymentId, entity.payment_id)),
      ),
    )
    .limit(1);
  if (!refund) return;
  const order = await createOrderRepository(tx).lock(refund.orderId);
  // read again under the order's lock: a settling call to the provider may have moved it meanwhile
  const [current] = await tx.select().from(refunds).where(eq(refunds.id, refund.id)).for('update');
  if (!current || current.status === 'processed') return;
  if (event === 'refund.processed') {
    await tx
      .update(refunds)
      .set({ status: 'processed', providerRefundId: entity.id, failureReason: null, updatedAt: now })
      .where(eq(refunds.id, current.id));
    await afterRefundsSettled(tx, order, 'payment', now);
  } else if (event === 'refund.failed') {
    await tx
      .update(refunds)
      .set({
        status: 'failed',
        providerRefundId: entity.id,
        failureReason: (entity.error_description || 'The refund failed at the payment provider').slice(
          0,
          500,
        ),
        updatedAt: now,
      })
      .where(eq(refunds.id, current.id));
  }
}
