import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { compiledSql } from '../../db/compiled-query';
import { invoices, orderItems, orders } from '../../db/schema';
import { provisionalInvoiceNumber } from './invoice-number';

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoice = typeof invoices.$inferInsert;

const insertInvoice = compiledSql(
  [
    'orderId',
    'number',
    'financialYear',
    'sellerName',
    'sellerAddress',
    'sellerGstin',
    'sellerState',
    'issuedAt',
  ],
  (p) => sql`
    insert into ${invoices} (order_id, number, financial_year, serial, seller_name, seller_address,
      seller_gstin, seller_state, issued_at)
    values (${p.orderId}, ${p.number}, ${p.financialYear}, -nextval('invoice_provisional_serials'),
      ${p.sellerName}, ${p.sellerAddress}, ${p.sellerGstin}, ${p.sellerState}, ${p.issuedAt}::timestamptz)`,
);

export function createInvoiceRepository(db: DbOrTx) {
  /**
   * Inserts the invoice with the next serial of its financial year, in one statement: the counter's row
   * lock (taken by the upsert) makes concurrent payments wait for each other until they commit, so no two
   * get the same number and none is skipped. The paying transaction runs it last, so the lock is held for
   * one round trip and the commit (it was three: the serial, the invoice, the commit). Returns the number.
   */
  /**
   * Inserts an invoice whose serial and number its commit assigns (migration 0018): the next serial of its
   * financial year, taken from the year's counter only as the transaction commits.
   */
  async function insertNumbered(invoice: Omit<NewInvoice, 'number' | 'serial'>): Promise<void> {
    const { financialYear } = invoice;
    await insertInvoice(db, {
      orderId: invoice.orderId,
      number: provisionalInvoiceNumber(financialYear, invoice.orderId),
      financialYear,
      sellerName: invoice.sellerName,
      sellerAddress: invoice.sellerAddress,
      sellerGstin: invoice.sellerGstin,
      sellerState: invoice.sellerState,
      issuedAt: invoice.issuedAt.toISOString(),
    });
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

  return { insertNumbered, findByOrder, findOwnedOrder, findOrder, linesOf };
}
