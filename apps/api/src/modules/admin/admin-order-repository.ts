import {
  type AdminOrderPaymentFilter,
  ORDER_NUMBER_LENGTH,
  SHORT_ORDER_NUMBER_LENGTH,
  toE164,
} from '@svarna/contracts';
import { and, asc, count, desc, eq, inArray, isNotNull, like, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { invoices, orderStatusCounts, orders, paymentAttempts, refunds, users } from '../../db/schema';
import { numbersEndingIn } from '../tracking/tracking-repository';
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

/**
 * What `q` may be: the end of an order id (its order number) or all of it, or a customer's phone. Each
 * way is read by an index of orders, so the ways together are one bitmap of the few orders they find:
 * an order number or more by orders_number_idx (the id's last 8 characters, as tracking finds them,
 * the short 6-character form too; the LIKE keeps a whole id exact), the account's phone by its user
 * (users.phone is unique), the phone an order was sent to by orders_shipping_phone_idx. Fewer than 6
 * characters still read every order.
 */
function matchQuery(q: string): SQL | undefined {
  const matches: SQL[] = [];
  if (/^[0-9a-f]+$/i.test(q)) {
    const end = q.toLowerCase();
    const suffix = like(orders.id, `%${end}`);
    matches.push(
      end.length >= SHORT_ORDER_NUMBER_LENGTH
        ? and(inArray(sql`right(${orders.id}, 8)`, numbersEndingIn(end.slice(-ORDER_NUMBER_LENGTH))), suffix)!
        : suffix,
    );
  }
  const phone = toE164(q);
  if (phone)
    matches.push(
      sql`${orders.userId} = (select ${users.id} from ${users} where ${users.phone} = ${phone})`,
      sql`(${orders.shippingAddress} ->> 'phone') = ${phone}`,
    );
  return matches.length ? or(...matches) : sql`false`;
}

/** The statuses an order leaves no more; order_status_counts counts the orders in each (migration 0014). */
const SETTLED = ['delivered', 'cancelled', 'failed'] as const;
/** The rest, as orders_open_status_idx is written (an order moves out of them within days). */
const stillOpen = sql.raw(`"orders"."status" in ('pending', 'processing', 'confirmed', 'shipped')`);

const customerColumns = {
  customerId: users.id,
  customerName: users.name,
  customerPhone: users.phone,
  customerEmail: users.email,
};

/** The order desk's queries: any shopper's orders, their customers, refunds and invoices. */
export function createAdminOrderRepository(db: DbOrTx) {
  /**
   * How many orders match. Every order has its customer (orders.user_id is a foreign key, not null), so
   * no condition here reads users and the count reads orders alone. Every order, or those of one
   * status, are not counted one by one (a million took a second: decision 20): a settled status's count
   * is kept in order_status_counts, and the orders still moving are few and read by their index.
   */
  async function countOrders(filter: DeskOrdersFilter, where: SQL | undefined): Promise<number> {
    const settled = (SETTLED as readonly string[]).includes(filter.status ?? '');
    if (!filter.q && !filter.payment && (!filter.status || settled)) {
      const kept = db
        .select({ n: sql<number>`coalesce(sum(${orderStatusCounts.orders}), 0)`.mapWith(Number) })
        .from(orderStatusCounts)
        .where(filter.status ? eq(orderStatusCounts.status, filter.status) : undefined);
      if (filter.status) return (await kept)[0]?.n ?? 0;
      const [[counted], [moving]] = await Promise.all([
        kept,
        db.select({ n: count() }).from(orders).where(stillOpen),
      ]);
      return (counted?.n ?? 0) + (moving?.n ?? 0);
    }
    const [row] = await db.select({ n: count() }).from(orders).where(where);
    return row?.n ?? 0;
  }

  /** A page of orders, newest first, each with its customer, and how many match in all. */
  async function list(filter: DeskOrdersFilter, page: number, limit: number) {
    const where = and(
      filter.status ? eq(orders.status, filter.status) : undefined,
      filter.q ? matchQuery(filter.q) : undefined,
      filter.payment ? paymentCondition(filter.payment, filter.refundedWithin) : undefined,
    );
    const [rows, total] = await Promise.all([
      db
        .select({ order: orders, ...customerColumns })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit)
        .offset((page - 1) * limit),
      countOrders(filter, where),
    ]);
    return { rows, total };
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
