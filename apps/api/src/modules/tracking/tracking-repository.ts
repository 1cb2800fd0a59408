import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderEvents, orders, users } from '../../db/schema';

/** How a shopper names an order: its full id, or the 8-character number (the id's last characters). */
export type OrderReference = { id: string } | { suffix: string };

/** The few facts a guest may see of an order; never its address, lines, prices or name. */
export function createTrackingRepository(db: DbOrTx) {
  /**
   * The order with this reference that this phone placed: the phone it ships to or its account's phone.
   * When two such orders share a number (their ids end alike), the newest answers.
   */
  async function findOrderForPhone(reference: OrderReference, phone: string) {
    const byReference =
      'id' in reference ? eq(orders.id, reference.id) : sql`right(${orders.id}, 8) = ${reference.suffix}`;
    const [row] = await db
      .select({
        id: orders.id,
        status: orders.status,
        trackingUrl: orders.trackingUrl,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(
        and(byReference, or(eq(users.phone, phone), sql`${orders.shippingAddress}->>'phone' = ${phone}`)),
      )
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(1);
    return row ?? null;
  }

  async function statusHistory(orderId: string) {
    return db
      .select({ status: orderEvents.status, at: orderEvents.createdAt })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, orderId))
      .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
  }

  return { findOrderForPhone, statusHistory };
}
export type TrackingRepository = ReturnType<typeof createTrackingRepository>;
export type TrackedOrderRow = NonNullable<Awaited<ReturnType<TrackingRepository['findOrderForPhone']>>>;
