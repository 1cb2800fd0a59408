import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { invoiceCounters, invoices, orderItems, orders } from '../../db/schema';

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoice = typeof invoices.$inferInsert;

export function createInvoiceRepository(db: DbOrTx) {
  /**
   * The next serial of a financial year in one statement: the row lock taken by the upsert makes
   * concurrent payments wait for each other, so no two get the same number and none is skipped.
   */
  async function nextSerial(financialYear: string): Promise<number> {
    const [row] = await db
      .insert(invoiceCounters)
      .values({ financialYear, lastSerial: 1 })
      .onConflictDoUpdate({
        target: invoiceCounters.financialYear,
        set: { lastSerial: sql`${invoiceCounters.lastSerial} + 1` },
      })
      .returning({ lastSerial: invoiceCounters.lastSerial });
    return row!.lastSerial;
  }

  async function insert(invoice: NewInvoice): Promise<void> {
    await db.insert(invoices).values(invoice);
  }

  async function findByOrder(orderId: string): Promise<InvoiceRow | null> {
    const [row] = await db.select().from(invoices).where(eq(invoices.orderId, orderId));
    return row ?? null;
  }

  /** The order and its invoice (null until paid), by owner and id together; null when the order is not theirs. */
  async function findOwnedOrder(userId: number, orderId: string) {
    const [row] = await db
      .select({ order: orders, invoice: invoices })
      .from(orders)
      .leftJoin(invoices, eq(invoices.orderId, orders.id))
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
    return row ?? null;
  }

  async function findOrder(orderId: string) {
    const [row] = await db
      .select({ order: orders, invoice: invoices })
      .from(orders)
      .leftJoin(invoices, eq(invoices.orderId, orders.id))
      .where(eq(orders.id, orderId));
    return row ?? null;
  }

  async function linesOf(orderId: string) {
    return db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.position));
  }

  return { nextSerial, insert, findByOrder, findOwnedOrder, findOrder, linesOf };
}
