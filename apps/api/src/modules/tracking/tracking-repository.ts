import { ORDER_NUMBER_LENGTH, type OrderReference } from '@svarna/contracts';
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderEvents, orders, users } from '../../db/schema';

const HEX = '0123456789abcdef';

/**
 * The order numbers (the id's last 8 characters) that end in a suffix: the number itself, or for the
 * 6-character short form the 256 numbers ending in it, so either is found through the number's index.
 */
export function numbersEndingIn(suffix: string): string[] {
  let numbers = [suffix];
  for (let missing = ORDER_NUMBER_LENGTH - suffix.length; missing > 0; missing--)
    numbers = [...HEX].flatMap((digit) => numbers.map((n) => digit + n));
  return numbers;
}

/** The few facts a guest may see of an order; never its address, lines, prices or name. */
const trackedColumns = {
  id: orders.id,
  status: orders.status,
  paymentStatus: orders.paymentStatus,
  trackingUrl: orders.trackingUrl,
  createdAt: orders.createdAt,
};

export function createTrackingRepository(db: DbOrTx) {
  /**
   * The order with this reference that this phone placed: the phone it ships to or its account's phone.
   * When two such orders share a number (their ids end alike), the newest answers.
   */
  async function findOrderForPhone(reference: OrderReference, phone: string) {
    const byReference =
      'id' in reference
        ? eq(orders.id, reference.id)
        : inArray(sql`right(${orders.id}, 8)`, numbersEndingIn(reference.suffix));
    const [row] = await db
      .select(trackedColumns)
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(
        and(byReference, or(eq(users.phone, phone), sql`${orders.shippingAddress}->>'phone' = ${phone}`)),
      )
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(1);
    return row ?? null;
  }

  /**
   * An order by its id with the phones a guest may have tracked it with (its account's and the one it
   * ships to), for a guest's cancel whose token names the order and the phone.
   */
  async function findWithPhones(orderId: string) {
    const [row] = await db
      .select({
        ...trackedColumns,
        accountPhone: users.phone,
        shippingPhone: sql<string | null>`${orders.shippingAddress}->>'phone'`,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(eq(orders.id, orderId));
    return row ?? null;
  }

  async function statusHistory(orderId: string) {
    return db
      .select({ status: orderEvents.status, at: orderEvents.createdAt })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, orderId))
      .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
  }

  return { findOrderForPhone, findWithPhones, statusHistory };
}
export type TrackingRepository = ReturnType<typeof createTrackingRepository>;
export type TrackedOrderRow = NonNullable<Awaited<ReturnType<TrackingRepository['findOrderForPhone']>>>;
