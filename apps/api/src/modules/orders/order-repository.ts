import type { OrderStatus } from '@svarna/contracts';
import { and, asc, count, desc, eq, inArray, lte, ne, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, readTogether, rowsOf } from '../../db/client';
import {
  asColumnValue,
  compiledInsert,
  compiledQuery,
  compiledSql,
  compiledUpdate,
  type Value,
} from '../../db/compiled-query';
import { orderEvents, orderItems, orders, paymentAttempts } from '../../db/schema';
import { withFields } from '../../lib/with-fields';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'orderId'>;
export type PaymentAttemptRow = typeof paymentAttempts.$inferSelect;

export interface OrderEvent {
  status: OrderStatus;
  note: string;
  actor: string;
  at: Date;
}

// the shopper's reads of one order and its attempts, built once (db/compiled-query.ts)
/** The order with this id, only when this user owns it. */
const ownedBy = (orderId: Value<string>, userId: Value<number>) =>
  and(eq(orders.id, orderId), eq(orders.userId, userId));
const ownedOrder = compiledQuery(['orderId', 'userId'], (db, p) =>
  db.select().from(orders).where(ownedBy(p.orderId, p.userId)),
);
const orderWithId = (db: DbOrTx, orderId: Value<string>) =>
  db.select().from(orders).where(eq(orders.id, orderId));
const orderById = compiledQuery(['orderId'], (db, p) => orderWithId(db, p.orderId));
const lockedOrder = compiledQuery(['orderId'], (db, p) => orderWithId(db, p.orderId).for('update'));
const itemsWhere = (db: DbOrTx, ofOrders: SQL) =>
  db.select().from(orderItems).where(ofOrders).orderBy(asc(orderItems.position));
const eventsWhere = (db: DbOrTx, ofOrders: SQL) =>
  db.select().from(orderEvents).where(ofOrders).orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
const itemsOfOrder = compiledQuery(['orderId'], (db, p) => itemsWhere(db, eq(orderItems.orderId, p.orderId)));
const eventsOfOrder = compiledQuery(['orderId'], (db, p) =>
  eventsWhere(db, eq(orderEvents.orderId, p.orderId)),
);
const attemptWith = (db: DbOrTx, providerOrderId: Value<string>) =>
  db.select().from(paymentAttempts).where(eq(paymentAttempts.providerOrderId, providerOrderId));
const attemptByProviderOrder = compiledQuery(['providerOrderId'], (db, p) =>
  attemptWith(db, p.providerOrderId),
);
/** An order by id and owner, with the payment attempt of a provider order beside it (null: none such). */
const ownedOrderAndAttempt = compiledQuery(['orderId', 'userId', 'providerOrderId'], (db, p) =>
  db
    .select({ order: orders, attempt: paymentAttempts })
    .from(orders)
    .leftJoin(paymentAttempts, eq(paymentAttempts.providerOrderId, p.providerOrderId))
    .where(ownedBy(p.orderId, p.userId)),
);
const lockedAttempt = compiledQuery(['providerOrderId'], (db, p) =>
  attemptWith(db, p.providerOrderId).for('update'),
);
/** The attempt and its order, both locked, the attempt's row first (as it is named first). */
const lockedAttemptAndOrder = compiledQuery(['providerOrderId'], (db, p) =>
  db
    .select({ attempt: paymentAttempts, order: orders })
    .from(paymentAttempts)
    .innerJoin(orders, eq(orders.id, paymentAttempts.orderId))
    .where(eq(paymentAttempts.providerOrderId, p.providerOrderId))
    .for('update'),
);

const updateOrder = compiledUpdate((db, changes: Partial<NewOrder>, orderId) =>
  db.update(orders).set(changes).where(eq(orders.id, orderId)),
);
/** The new event's columns beside the order's changes (compiledUpdate keys a form by the columns set). */
type EventColumns = {
  eventStatus: OrderStatus;
  eventNote: string;
  eventActor: string;
  eventAt: Date;
};
const moveOrderAndRead = compiledUpdate((db, values: Partial<NewOrder> & EventColumns, orderId) => {
  const { eventStatus, eventNote, eventActor, eventAt, ...changes } = values;
  const event = db.insert(orderEvents).values({
    orderId: asColumnValue<string>(orderId),
    status: eventStatus,
    note: eventNote,
    actor: eventActor,
    createdAt: eventAt,
  });
  return db
    .with(db.$with('event').as(event))
    .update(orders)
    .set(changes)
    .where(eq(orders.id, orderId))
    .returning();
});
const updateAttemptRow = compiledUpdate(
  (db, changes: Partial<typeof paymentAttempts.$inferInsert>, attemptId) =>
    db.update(paymentAttempts).set(changes).where(eq(paymentAttempts.id, attemptId)),
);

const insertOrder = compiledInsert((db, order: NewOrder) => db.insert(orders).values(order).returning());
const insertItem = compiledInsert((db, item: typeof orderItems.$inferInsert) =>
  db.insert(orderItems).values(item).returning(),
);
const insertAttemptRow = compiledInsert((db, attempt: typeof paymentAttempts.$inferInsert) =>
  db.insert(paymentAttempts).values(attempt).returning(),
);

const eventRow = (orderId: string, event: OrderEvent) => ({
  orderId,
  status: event.status,
  note: event.note,
  actor: event.actor,
  createdAt: event.at,
});
const insertEvent = compiledQuery(['orderId', 'status', 'note', 'actor', 'createdAt'], (db, p) =>
  db.insert(orderEvents).values(p).returning(),
);

const nextAttemptId = compiledSql(
  [],
  () => sql`select nextval(pg_get_serial_sequence('payment_attempts', 'id'))::int as id`,
);

export function createOrderRepository(db: DbOrTx) {
  /**
   * Inserts an order with its lines and first event; answers the rows as stored (no read back). The three
   * go out together, the order first (the others name it): in a transaction on PostgreSQL, one round trip.
   */
  async function insert(order: NewOrder, items: NewOrderItem[], event: OrderEvent) {
    const inserted = insertOrder(db, order);
    const lines =
      items.length === 1
        ? insertItem(db, withFields(items[0]!, { orderId: order.id }))
        : db
            .insert(orderItems)
            .values(items.map((item) => withFields(item, { orderId: order.id })))
            .returning()
            .execute();
    const events = insertEvent(db, eventRow(order.id, event));
    const [[row], itemRows, eventRows] = await Promise.all([inserted, lines, events]);
    return { row: row!, items: itemRows.sort((x, y) => x.position - y.position), events: eventRows };
  }

  async function addEvent(orderId: string, event: OrderEvent) {
    await insertEvent(db, eventRow(orderId, event));
  }

  /** An order by id and owner together; null when either does not match. */
  async function findOwned(userId: number, orderId: string) {
    const [row] = await ownedOrder(db, { orderId, userId });
    return row ?? null;
  }

  /**
   * An order by id and owner (null when either does not match) and, read in the same statement so both are
   * as one moment left them, the attempt of a provider order (null when there is none or none is asked).
   */
  async function findOwnedWithAttempt(userId: number, orderId: string, providerOrderId: string | null) {
    const [row] = await ownedOrderAndAttempt(db, { orderId, userId, providerOrderId });
    return { order: row?.order ?? null, attempt: row?.attempt ?? null };
  }

  async function findById(orderId: string) {
    const [row] = await orderById(db, { orderId });
    return row ?? null;
  }

  /** Locks the order row for the rest of the transaction (payments and expiry decide on it). */
  async function lock(orderId: string) {
    const [row] = await lockedOrder(db, { orderId });
    return row ?? null;
  }

  /** Who cancelled the order (the newest cancellation's actor), or null when it never was. */
  async function cancelledBy(orderId: string): Promise<string | null> {
    const [row] = await db
      .select({ actor: orderEvents.actor })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.status, 'cancelled')))
      .orderBy(desc(orderEvents.createdAt), desc(orderEvents.id))
      .limit(1);
    return row?.actor ?? null;
  }

  async function update(orderId: string, changes: Partial<NewOrder>) {
    await updateOrder(db, orderId, changes);
  }

  /** Changes an order with a new event in its history, in one statement; answers the row as it now is. */
  async function moveAndRead(
    orderId: string,
    changes: Partial<NewOrder>,
    event: OrderEvent,
  ): Promise<OrderRow> {
    const [row] = await moveOrderAndRead(
      db,
      orderId,
      withFields(changes, {
        eventStatus: event.status,
        eventNote: event.note,
        eventActor: event.actor,
        eventAt: event.at,
      }),
    );
    return row!;
  }

  /** Items and history of several orders in two queries. */
  async function loadDetails(orderIds: string[]) {
    if (!orderIds.length)
      return { items: new Map<string, OrderItemRow[]>(), events: new Map<string, OrderEventRow[]>() };
    const orderId = orderIds[0]!;
    const [itemRows, eventRows] = await readTogether(db, (r) =>
      orderIds.length === 1
        ? Promise.all([itemsOfOrder(r, { orderId }), eventsOfOrder(r, { orderId })])
        : Promise.all([
            itemsWhere(r, inArray(orderItems.orderId, orderIds)),
            eventsWhere(r, inArray(orderEvents.orderId, orderIds)),
          ]),
    );
    return { items: groupByOrder(itemRows), events: groupByOrder(eventRows) };
  }

  async function listOwned(userId: number, page: number, limit: number, hidePending = false) {
    const owned = and(eq(orders.userId, userId), hidePending ? ne(orders.status, 'pending') : undefined);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(orders)
        .where(owned)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit)
        .offset((page - 1) * limit),
      db.select({ n: count() }).from(orders).where(owned),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  /**
   * Claims unpaid orders past their time, locking them so that another process running the same job
   * skips them rather than releasing their stock a second time.
   */
  async function claimExpired(now: Date, limit: number) {
    const claimed = await db.execute(sql`
      select id from orders
      where status = 'pending' and payment_status = 'unpaid' and stock_released_at is null
        and expires_at <= ${now.toISOString()}
      order by expires_at
      limit ${limit}
      for update skip locked`);
    return rowsOf<{ id: string }>(claimed).map((r) => r.id);
  }

  async function itemsOf(orderIds: string[]) {
    if (!orderIds.length) return [];
    return db
      .select({
        orderId: orderItems.orderId,
        productId: orderItems.productId,
        variantId: orderItems.variantId,
        quantity: orderItems.quantity,
      })
      .from(orderItems)
      .where(inArray(orderItems.orderId, orderIds));
  }

  async function markReleased(orderIds: string[], now: Date, note: string) {
    await db
      .update(orders)
      .set({ status: 'cancelled', stockReleasedAt: now, updatedAt: now })
      .where(inArray(orders.id, orderIds));
    await db.insert(orderEvents).values(
      orderIds.map((orderId) => ({
        orderId,
        status: 'cancelled' as const,
        note,
        actor: 'system',
        createdAt: now,
      })),
    );
  }

  /**
   * The id the next payment attempt will have, taken from its sequence before the provider order is made,
   * so the attempt's receipt can carry it: unique however many attempts start at once.
   */
  async function reserveAttemptId(): Promise<number> {
    const result = await nextAttemptId(db, {});
    return rowsOf<{ id: number }>(result)[0]!.id;
  }

  async function findAttempt(providerOrderId: string) {
    const [row] = await attemptByProviderOrder(db, { providerOrderId });
    return row ?? null;
  }

  async function insertAttempt(attempt: typeof paymentAttempts.$inferInsert) {
    const [row] = await insertAttemptRow(db, attempt);
    return row!;
  }

  /** A payment attempt by the provider's order id, locked for the transaction. */
  async function lockAttempt(providerOrderId: string) {
    const [row] = await lockedAttempt(db, { providerOrderId });
    return row ?? null;
  }

  /** A payment attempt by the provider's order id and its order, both locked for the transaction. */
  async function lockAttemptAndOrder(providerOrderId: string) {
    const [row] = await lockedAttemptAndOrder(db, { providerOrderId });
    return row ?? null;
  }

  async function updateAttempt(id: number, changes: Partial<typeof paymentAttempts.$inferInsert>) {
    await updateAttemptRow(db, id, changes);
  }

  async function countUnpaidDue(now: Date) {
    const [row] = await db
      .select({ n: count() })
      .from(orders)
      .where(
        and(eq(orders.status, 'pending'), eq(orders.paymentStatus, 'unpaid'), lte(orders.expiresAt, now)),
      );
    return row?.n ?? 0;
  }

  return {
    insert,
    addEvent,
    findOwned,
    findById,
    lock,
    cancelledBy,
    update,
    moveAndRead,
    loadDetails,
    listOwned,
    claimExpired,
    itemsOf,
    markReleased,
    reserveAttemptId,
    findAttempt,
    findOwnedWithAttempt,
    insertAttempt,
    lockAttempt,
    lockAttemptAndOrder,
    updateAttempt,
    countUnpaidDue,
  };
}

function groupByOrder<T extends { orderId: string }>(rows: T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) map.set(row.orderId, [...(map.get(row.orderId) ?? []), row]);
  return map;
}

export type OrderRepository = ReturnType<typeof createOrderRepository>;
export type OrderDetails = Awaited<ReturnType<OrderRepository['loadDetails']>>;
