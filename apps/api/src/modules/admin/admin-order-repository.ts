import { type AdminOrderPaymentFilter, toE164 } from '@svarna/contracts';
import { and, asc, count, desc, eq, inArray, isNotNull, like, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { invoices, orders, paymentAttempts, refunds, users } from '../../db/schema';
import { paymentCondition, type Window } from './order-money-filters';

export type RefundRow = typeof refunds.$inferSelect;
export type NewRefund = typeof refunds.$inferInsert;

export interface DeskOrdersFilter {
  status?: (typeof orders.$inferSelect)['status'];
  q?: string;
  /** the money behind a dashboard card (order-money-filters.ts) */
  payment?: AdminOrderPaymentFilter;
  /** with payment=refunded: when the refunds were processed */
  refundedWithin?: Window;
}

/** What `q` may be: the end of an order id (its order number) or all of it, or a customer's phone. */
function matchQuery(q: string): SQL | undefined {
  const matches: SQL[] = [];
  if (/^[0-9a-f]+$/i.test(q)) matches.push(like(orders.id, `%${q.toLowerCase()}`));
  const phone = toE164(q);
  if (phone) matches.push(eq(users.phone, phone), sql`${orders.shippingAddress}->>'phone' = ${phone}`);
  return matches.length ? or(...matches) : sql`false`;
}

const customerColumns = {
  customerId: users.id,
  customerName: users.name,
  customerPhone: users.phone,
  customerEmail: users.email,
};

/** The order desk's queries: any shopper's orders, their customers, refunds and invoices. */
export function createAdminOrderRepository(db: DbOrTx) {
  /** A page of orders, newest first, each with its customer, and how many match in all. */
  async function list(filter: DeskOrdersFilter, page: number, limit: number) {
    const where = and(
      filter.status ? eq(orders.status, filter.status) : undefined,
      filter.q ? matchQuery(filter.q) : undefined,
      filter.payment ? paymentCondition(filter.payment, filter.refundedWithin) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select({ order: orders, ...customerColumns })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit)
        .offset((page - 1) * limit),
      db.select({ n: count() }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  async function findWithCustomer(orderId: string) {
    const [row] = await db
      .select({ order: orders, ...customerColumns })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(eq(orders.id, orderId));
    return row ?? null;
  }

  /** Refunds and invoice numbers of several orders, in two queries. */
  async function loadMoney(orderIds: string[]) {
    if (!orderIds.length)
      return { refunds: new Map<string, RefundRow[]>(), invoices: new Map<string, string>() };
    const [refundRows, invoiceRows] = await Promise.all([
      db
        .select()
        .from(refunds)
        .where(inArray(refunds.orderId, orderIds))
        .orderBy(asc(refunds.createdAt), asc(refunds.id)),
      db
        .select({ orderId: invoices.orderId, number: invoices.number })
        .from(invoices)
        .where(inArray(invoices.orderId, orderIds)),
    ]);
    const byOrder = new Map<string, RefundRow[]>();
    for (const row of refundRows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
    return { refunds: byOrder, invoices: new Map(invoiceRows.map((i) => [i.orderId, i.number])) };
  }

  /** Names of users by id (the admins named in histories), in one query. */
  async function namesOf(userIds: number[]) {
    if (!userIds.length) return new Map<number, string>();
    const rows = await db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(inArray(users.id, userIds));
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  /** The order's payment attempts the provider captured: what a refund gives back. */
  async function capturedPayments(orderId: string) {
    return db
      .select()
      .from(paymentAttempts)
      .where(
        and(
          eq(paymentAttempts.orderId, orderId),
          eq(paymentAttempts.status, 'paid'),
          isNotNull(paymentAttempts.providerPaymentId),
        ),
      )
      .orderBy(asc(paymentAttempts.id));
  }

  /** Adds refunds, skipping any payment that already has one (the unique index on the payment id). */
  async function insertRefunds(rows: NewRefund[]): Promise<RefundRow[]> {
    if (!rows.length) return [];
    return db
      .insert(refunds)
      .values(rows)
      .onConflictDoNothing({ target: refunds.providerPaymentId })
      .returning();
  }

  async function refundsOf(orderId: string) {
    return db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id));
  }

  /** Marks refunds as handed to the provider again now, so a second retry sees them under way. */
  async function touchRefunds(ids: number[], now: Date) {
    if (!ids.length) return;
    await db
      .update(refunds)
      .set({ status: 'requested', failureReason: null, updatedAt: now })
      .where(inArray(refunds.id, ids));
  }

  /**
   * Records what the provider answered for each refund in one statement. A failure never overwrites a
   * refund already processed (a late answer to a call that was retried meanwhile).
   */
  async function settleRefunds(
    outcomes: { id: number; providerRefundId: string | null; failureReason: string | null }[],
    now: Date,
  ) {
    if (!outcomes.length) return;
    const values = sql.join(
      outcomes.map((o) => sql`(${o.id}::int, ${o.providerRefundId}::text, ${o.failureReason}::text)`),
      sql`, `,
    );
    await db.execute(sql`
      update refunds r set
        status = case when x.refund_id is not null then 'processed' else 'failed' end,
        provider_refund_id = coalesce(x.refund_id, r.provider_refund_id),
        failure_reason = x.reason,
        updated_at = ${now.toISOString()}
      from (values ${values}) as x(id, refund_id, reason)
      where r.id = x.id and (x.refund_id is not null or r.status <> 'processed')`);
  }

  return {
    list,
    findWithCustomer,
    loadMoney,
    namesOf,
    capturedPayments,
    insertRefunds,
    refundsOf,
    touchRefunds,
    settleRefunds,
  };
}

export type AdminOrderRepository = ReturnType<typeof createAdminOrderRepository>;
