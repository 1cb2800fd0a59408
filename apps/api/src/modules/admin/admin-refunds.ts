import { formatPaise } from '@svarna/contracts';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { PaymentProvider } from '../../providers/payments';
import { issueCreditNotes } from '../credit-notes/credit-note-issuer';
import { createOrderRepository, type OrderRow } from '../orders/order-repository';
import { createAdminOrderRepository, type RefundRow } from './admin-order-repository';

/** A refund still 'requested' this long after it was handed to the provider is taken as stuck and retried. */
export const REFUND_STUCK_AFTER_MS = 60_000;

export interface RefundDeps {
  db: Db;
  clock: Clock;
  provider: PaymentProvider;
  logError: (err: unknown, message: string) => void;
}

/**
 * Inside the order's transaction (its row locked): a refund for every captured payment that has none
 * yet; answers the new ones. The unique index on the payment id means a payment is never refunded twice.
 */
export async function requestRefunds(tx: Tx, order: OrderRow, actor: string, now: Date) {
  const repo = createAdminOrderRepository(tx);
  const payments = await repo.capturedPayments(order.id);
  return repo.insertRefunds(
    payments.map((p) => ({
      orderId: order.id,
      provider: p.provider,
      providerPaymentId: p.providerPaymentId!,
      amountPaise: p.amountPaise,
      status: 'requested' as const,
      actor,
      createdAt: now,
      updatedAt: now,
    })),
  );
}

/**
 * Inside the transaction that recorded a second captured payment for an order already paid (the order's
 * row locked): a refund of that payment, to go to the provider once committed. Null when the payment has
 * a refund already (a replayed report): the unique index on the payment id keeps it to one.
 */
export async function requestDuplicateRefund(
  tx: Tx,
  payment: {
    orderId: string;
    provider: RefundRow['provider'];
    providerPaymentId: string;
    amountPaise: number;
  },
  actor: string,
  now: Date,
): Promise<RefundRow | null> {
  const [refund] = await createAdminOrderRepository(tx).insertRefunds([
    {
      ...payment,
      kind: 'duplicate_payment',
      status: 'requested',
      actor,
      createdAt: now,
      updatedAt: now,
    },
  ]);
  return refund ?? null;
}

/**
 * Inside the order's transaction: the failed refunds, and requested ones left stuck (their provider call
 * never answered), handed over again now so that a second click meanwhile finds them under way.
 */
export async function claimRetries(tx: Tx, orderId: string, now: Date) {
  const repo = createAdminOrderRepository(tx);
  const all = await repo.refundsOf(orderId);
  const stuckBefore = now.getTime() - REFUND_STUCK_AFTER_MS;
  const due = all.filter(
    (r) => r.status === 'failed' || (r.status === 'requested' && r.updatedAt.getTime() <= stuckBefore),
  );
  await repo.touchRefunds(
    due.map((r) => r.id),
    now,
  );
  return { due, underWay: all.some((r) => r.status === 'requested' && !due.includes(r)) };
}

/**
 * After the transaction commits: asks the provider for each refund, records every answer in one
 * statement, and marks the order refunded once all its order refunds are processed. Each refund is of one
 * order. Call it outside any transaction: the sandbox delivers its refund.processed webhook meanwhile.
 */
export async function sendRefunds(deps: RefundDeps, refunds: RefundRow[], actor: string) {
  if (!refunds.length) return;
  const { db, clock, provider, logError } = deps;
  const outcomes = await Promise.all(
    refunds.map(async (refund) => {
      try {
        if (refund.provider !== provider.name)
          throw new Error(`paid through ${refund.provider}; payments now go through ${provider.name}`);
        const answer = await provider.refund(refund.providerPaymentId, refund.amountPaise);
        return { id: refund.id, providerRefundId: answer.id, failureReason: null };
      } catch (err) {
        logError(err, `refund ${refund.id} of order ${refund.orderId} failed`);
        const reason = err instanceof Error ? err.message : String(err);
        return { id: refund.id, providerRefundId: null, failureReason: reason.slice(0, 500) };
      }
    }),
  );
  const now = clock.now();
  const orderId = refunds[0]!.orderId;
  await db.transaction(async (tx) => {
    const order = await createOrderRepository(tx).lock(orderId);
    await createAdminOrderRepository(tx).settleRefunds(outcomes, now);
    await afterRefundsSettled(tx, order, actor, now);
  });
}

/**
 * Inside the transaction that marked refunds processed (the order's row locked): a GST credit note for
 * each newly processed order refund of an invoiced order, and an order whose refund was due marked
 * refunded once all its order refunds are. A second payment given back ('duplicate_payment') does
 * neither: the invoice's supply is unchanged and the order keeps its status.
 */
export async function afterRefundsSettled(tx: Tx, order: OrderRow | null, actor: string, now: Date) {
  if (!order) return;
  await issueCreditNotes(tx, order.id, now);
  if (order.paymentStatus !== 'refund_due') return;
  const all = (await createAdminOrderRepository(tx).refundsOf(order.id)).filter((r) => r.kind === 'order');
  if (!all.length || all.some((r) => r.status !== 'processed')) return;
  const orders = createOrderRepository(tx);
  const total = all.reduce((sum, r) => sum + r.amountPaise, 0);
  await orders.update(order.id, { paymentStatus: 'refunded', updatedAt: now });
  await orders.addEvent(order.id, {
    status: order.status,
    note: `Refunded ${formatPaise(total, { decimals: true })} to the shopper`,
    actor,
    at: now,
  });
}
